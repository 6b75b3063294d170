import { regionFromLocale, type RegionCode } from '@wellbeing/shared/crisis-lines';
import { CRISIS_REGION_STORAGE_KEY, isCrisisRegion } from '@wellbeing/shared/schemas/tools';

/**
 * Whose crisis lines to show: the region chosen on the crisis page or here before (the same key, kept in
 * this browser only), else the first of the browser's languages that names a region we list.
 */
export function initialChatRegion(): RegionCode {
  try {
    const stored = localStorage.getItem(CRISIS_REGION_STORAGE_KEY);
    if (isCrisisRegion(stored)) return stored;
  } catch {
    // Storage can be blocked; the browser's languages still give a good guess.
  }
  const languages = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const language of languages) {
    const region = regionFromLocale(language);
    if (region !== 'INTL') return region;
  }
  return 'INTL';
}

export function rememberChatRegion(region: RegionCode): void {
  try {
    localStorage.setItem(CRISIS_REGION_STORAGE_KEY, region);
  } catch {
    // Remembering is a convenience only.
  }
}
