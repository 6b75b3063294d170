import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Filled buttons use shade 7 (light) and 8 (dark) under white text (5.9:1 and 7.9:1); links and error text
// get their own variables below, so everything keeps WCAG AA contrast in both colour schemes.
const harbour: MantineColorsTuple = [
  '#e6f5f3', '#cfeae6', '#a2d5ce', '#72bfb5', '#4aaca0', '#319f93', '#23867c', '#1f6f6a', '#175955', '#0e4340',
];

export const theme = createTheme({
  primaryColor: 'harbour',
  primaryShade: { light: 7, dark: 8 },
  autoContrast: true,
  colors: { harbour },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
});

/**
 * Mantine's default dimmed, link and error colours fall under 4.5:1 in one scheme or the other; these hold AA in both.
 * The light variant of yellow (warning alerts' titles, badges) is #fab005 on white in the light scheme (1.8:1):
 * a dark amber holds 5.6:1 on its tinted background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5a636c', '--mantine-color-anchor': '#1f6f6a', '--mantine-color-error': '#c92a2a', '--mantine-color-yellow-light-color': '#8a5a00' },
  dark: { '--mantine-color-dimmed': '#adb5bd', '--mantine-color-anchor': '#72bfb5', '--mantine-color-error': '#ff8787' },
});
