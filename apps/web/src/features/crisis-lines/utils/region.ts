import { CRISIS_REGION_STORAGE_KEY, isCrisisRegion, regionFromLocale, type RegionCode } from '@wellbeing/shared/crisis-lines';

/**
 * The visitor's region: the one they chose here before (kept in this browser only), else the first of the
 * browser's languages that names a region we list, else "Anywhere else".
 */
export function initialRegion(): RegionCode {
  try {
    const stored = localStorage.getItem(CRISIS_REGION_STORAGE_KEY);
    if (isCrisisRegion(stored)) return stored;
  } catch {
    // Storage can be blocked; the browser's languages still give a good guess.
  }
  return regionFromBrowser();
}

export function regionFromBrowser(): RegionCode {
  const languages = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const language of languages) {
    const region = regionFromLocale(language);
    if (region !== 'INTL') return region;
  }
  return 'INTL';
}

export function rememberRegion(region: RegionCode): void {
  try {
    localStorage.setItem(CRISIS_REGION_STORAGE_KEY, region);
  } catch {
    // Remembering is a convenience only.
  }
}
