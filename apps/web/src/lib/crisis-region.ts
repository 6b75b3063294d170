import { CRISIS_REGION_STORAGE_KEY, isCrisisRegion, regionFromLocale, type RegionCode } from '@wellbeing/shared/crisis-lines';

/**
 * Whose emergency number and crisis lines come first, wherever the app shows them (the crisis page, the
 * chat's crisis answer, the tools' crisis alert): one guess, so the three never disagree. It reads only
 * zod-free code, because the crisis page loads no schema library (decision 005).
 *
 * The evidence, strongest first:
 * 1. the region the person chose before, on the crisis page or in the chat (kept in this browser only);
 * 2. the device's time zone, when it names one of our regions. It follows where the device is (phones set
 *    it from the network), while the language is often whatever the device came with: en-US in London,
 *    en-GB in Sydney, plain `en`, or the person's first language (pl-PL in London). For someone in crisis
 *    the first number they read should be the one that works where they are;
 * 3. the browser's languages, the first that names one of our regions;
 * 4. "Anywhere else".
 * The server's plain crisis page can only go by Accept-Language (it never sees the time zone); the app
 * replaces that page when it renders, so the browser's better guess is what the person then sees.
 */

/** What the browser tells us, gathered so the guess itself can be tested without one. */
export interface RegionEvidence {
  /** The stored choice, as read from storage (anything, or null). */
  stored: string | null;
  /** The device's IANA time zone, e.g. `Europe/London`; undefined when the browser gives none. */
  timeZone: string | undefined;
  /** The browser's languages, most preferred first. */
  languages: readonly string[];
}

// The zones IANA lists for each country (tzdata's zone.tab, 2025b), with the older names that link to them:
// a device may still be set to one (US/Eastern, Canada/Pacific, America/Montreal), and browsers may report
// CLDR's name for a zone rather than IANA's (Chrome's V8 says America/Indianapolis for
// America/Indiana/Indianapolis, America/Louisville for America/Kentucky/Louisville, America/Coral_Harbour for
// America/Atikokan). A zone in none of these lists (Europe/Warsaw, Asia/Tokyo, UTC, Etc/*) is no evidence.
// US territories with their own country code (Puerto Rico, Guam…) are left out: our US lines and 988 are
// for the states.
const ZONE_REGIONS: ReadonlyArray<readonly [RegionCode, readonly string[]]> = [
  ['GB', ['Europe/London', 'Europe/Belfast', 'Europe/Guernsey', 'Europe/Jersey', 'Europe/Isle_of_Man', 'GB', 'GB-Eire']],
  ['IE', ['Europe/Dublin', 'Eire']],
  [
    'CA',
    [
      'America/St_Johns',
      'America/Halifax',
      'America/Glace_Bay',
      'America/Moncton',
      'America/Goose_Bay',
      'America/Blanc-Sablon',
      'America/Toronto',
      'America/Iqaluit',
      'America/Atikokan',
      'America/Winnipeg',
      'America/Resolute',
      'America/Rankin_Inlet',
      'America/Regina',
      'America/Swift_Current',
      'America/Edmonton',
      'America/Cambridge_Bay',
      'America/Inuvik',
      'America/Creston',
      'America/Dawson_Creek',
      'America/Fort_Nelson',
      'America/Whitehorse',
      'America/Dawson',
      'America/Vancouver',
      // Older names and CLDR's names.
      'America/Montreal',
      'America/Nipigon',
      'America/Thunder_Bay',
      'America/Rainy_River',
      'America/Pangnirtung',
      'America/Yellowknife',
      'America/Coral_Harbour',
      'Canada/Atlantic',
      'Canada/Central',
      'Canada/Eastern',
      'Canada/Mountain',
      'Canada/Newfoundland',
      'Canada/Pacific',
      'Canada/Saskatchewan',
      'Canada/Yukon',
    ],
  ],
  [
    'US',
    [
      'America/New_York',
      'America/Detroit',
      'America/Kentucky/Louisville',
      'America/Kentucky/Monticello',
      'America/Indiana/Indianapolis',
      'America/Indiana/Vincennes',
      'America/Indiana/Winamac',
      'America/Indiana/Marengo',
      'America/Indiana/Petersburg',
      'America/Indiana/Vevay',
      'America/Chicago',
      'America/Indiana/Tell_City',
      'America/Indiana/Knox',
      'America/Menominee',
      'America/North_Dakota/Center',
      'America/North_Dakota/New_Salem',
      'America/North_Dakota/Beulah',
      'America/Denver',
      'America/Boise',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Juneau',
      'America/Sitka',
      'America/Metlakatla',
      'America/Yakutat',
      'America/Nome',
      'America/Adak',
      'Pacific/Honolulu',
      // Older names and CLDR's names.
      'America/Indianapolis',
      'America/Fort_Wayne',
      'America/Knox_IN',
      'America/Louisville',
      'America/Shiprock',
      'America/Atka',
      'Navajo',
      'Pacific/Johnston',
      'US/Alaska',
      'US/Aleutian',
      'US/Arizona',
      'US/Central',
      'US/East-Indiana',
      'US/Eastern',
      'US/Hawaii',
      'US/Indiana-Starke',
      'US/Michigan',
      'US/Mountain',
      'US/Pacific',
    ],
  ],
];

const REGION_OF_ZONE: ReadonlyMap<string, RegionCode> = new Map(ZONE_REGIONS.flatMap(([region, zones]) => zones.map((zone) => [zone, region] as const)));

/** Every zone named above, for the tests (each must be one the browser knows). */
export const MAPPED_TIME_ZONES: readonly string[] = [...REGION_OF_ZONE.keys()];

/** The region an IANA time zone is in, or null when it is none of ours (Australia/* is all Australia). */
export function regionFromTimeZone(timeZone: string | undefined): RegionCode | null {
  if (!timeZone) return null;
  if (timeZone.startsWith('Australia/')) return 'AU';
  // Macquarie Island is Australian (Tasmania), though filed under Antarctica.
  if (timeZone === 'Antarctica/Macquarie') return 'AU';
  return REGION_OF_ZONE.get(timeZone) ?? null;
}

/** The guess itself, from what the browser says (see the top of this file for the order and why). */
export function guessCrisisRegion({ stored, timeZone, languages }: RegionEvidence): RegionCode {
  if (isCrisisRegion(stored)) return stored;
  const fromZone = regionFromTimeZone(timeZone);
  if (fromZone) return fromZone;
  for (const language of languages) {
    const region = regionFromLocale(language);
    if (region !== 'INTL') return region;
  }
  return 'INTL';
}

function storedRegion(): string | null {
  try {
    return localStorage.getItem(CRISIS_REGION_STORAGE_KEY);
  } catch {
    // Storage can be blocked (or absent); the time zone and languages still give a good guess.
    return null;
  }
}

function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // A browser without time-zone support: the languages decide.
    return undefined;
  }
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return [...(navigator.languages ?? []), navigator.language].filter((language): language is string => typeof language === 'string');
}

/** The visitor's region, from this browser's evidence. */
export function visitorCrisisRegion(): RegionCode {
  return guessCrisisRegion({ stored: storedRegion(), timeZone: deviceTimeZone(), languages: browserLanguages() });
}

/** Remembers a region the person chose, in this browser only (nothing is sent anywhere). */
export function rememberCrisisRegion(region: RegionCode): void {
  try {
    localStorage.setItem(CRISIS_REGION_STORAGE_KEY, region);
  } catch {
    // Remembering is a convenience only.
  }
}
