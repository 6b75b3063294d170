import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Shade 7 holds 5.9:1 against white and shade 4 takes dark text in the dark scheme (autoContrast), so
// buttons and links keep WCAG AA contrast in both colour schemes.
const harbour: MantineColorsTuple = [
  '#e6f5f3', '#cfeae6', '#a2d5ce', '#72bfb5', '#4aaca0', '#319f93', '#23867c', '#1f6f6a', '#175955', '#0e4340',
];

export const theme = createTheme({
  primaryColor: 'harbour',
  primaryShade: { light: 7, dark: 4 },
  autoContrast: true,
  colors: { harbour },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
});

/** Mantine's default "dimmed" grey is under 4.5:1 on white; these keep secondary text readable in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5a636c' },
  dark: { '--mantine-color-dimmed': '#adb5bd' },
});
