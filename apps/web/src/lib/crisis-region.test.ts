import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRISIS_REGION_STORAGE_KEY, type RegionCode } from '@wellbeing/shared/crisis-lines';
import { guessCrisisRegion, MAPPED_TIME_ZONES, regionFromTimeZone, rememberCrisisRegion, visitorCrisisRegion } from './crisis-region';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Storage as a browser with site data blocked has it: every use throws. */
const blockedStorage = new Proxy({} as Storage, {
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

/** This browser: its languages and its device's time zone (the real Intl, with only the zone changed). */
function browser(languages: string[], timeZone: string | undefined) {
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: timeZone as string };
  });
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('guessCrisisRegion', () => {
  it.each<[string[], string | undefined, RegionCode]>([
    // The time zone says where the device is; the language is often a default.
    [['en-US', 'en'], 'Europe/London', 'GB'],
    [['en-GB'], 'Australia/Sydney', 'AU'],
    [['pl-PL', 'pl'], 'Europe/London', 'GB'],
    [['en'], 'America/Toronto', 'CA'],
    [['en-GB'], 'Europe/Dublin', 'IE'],
    [['en-GB'], 'America/Los_Angeles', 'US'],
    [['fr-CA'], 'America/New_York', 'US'],
    // A zone that names none of our regions is no evidence: the languages decide.
    [['en-GB'], 'Asia/Tokyo', 'GB'],
    [['pl-PL', 'en-IE'], 'Europe/Warsaw', 'IE'],
    [['en-AU'], 'UTC', 'AU'],
    [['en-CA'], 'Etc/GMT+5', 'CA'],
    [['fr-FR'], 'UTC', 'INTL'],
    [['en'], 'Asia/Kolkata', 'INTL'],
    [['en-US'], undefined, 'US'],
    [[], undefined, 'INTL'],
  ])('%j in %s: %s', (languages, timeZone, region) => {
    expect(guessCrisisRegion({ stored: null, timeZone, languages })).toBe(region);
  });

  it('a region the person chose before wins over the time zone and the languages', () => {
    expect(guessCrisisRegion({ stored: 'IE', timeZone: 'Europe/London', languages: ['en-US'] })).toBe('IE');
    expect(guessCrisisRegion({ stored: 'INTL', timeZone: 'America/Chicago', languages: ['en-US'] })).toBe('INTL');
  });

  it('ignores a stored value that is not one of our regions', () => {
    expect(guessCrisisRegion({ stored: 'FR', timeZone: 'Europe/London', languages: ['en-US'] })).toBe('GB');
    expect(guessCrisisRegion({ stored: '', timeZone: undefined, languages: ['en-AU'] })).toBe('AU');
  });
});

describe('regionFromTimeZone', () => {
  it.each<[string | undefined, RegionCode | null]>([
    ['Europe/London', 'GB'],
    ['Europe/Belfast', 'GB'],
    ['Europe/Jersey', 'GB'],
    ['Europe/Dublin', 'IE'],
    ['Australia/Perth', 'AU'],
    ['Australia/Lord_Howe', 'AU'],
    ['Antarctica/Macquarie', 'AU'],
    ['America/St_Johns', 'CA'],
    ['America/Regina', 'CA'],
    ['America/Montreal', 'CA'],
    ['America/Indiana/Indianapolis', 'US'],
    ['America/Kentucky/Monticello', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['US/Eastern', 'US'],
    // Not ours: near ours, or no place at all.
    ['Europe/Paris', null],
    ['America/Mexico_City', null],
    ['America/Puerto_Rico', null],
    ['Pacific/Auckland', null],
    ['UTC', null],
    ['Etc/UTC', null],
    ['Etc/GMT', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (zone, region) => {
    expect(regionFromTimeZone(zone)).toBe(region);
  });

  it('every zone it names is one the browser knows, and the name the browser reports for it is mapped alike', () => {
    // Intl accepts IANA's older names too (Europe/Belfast, US/Eastern), which supportedValuesOf leaves out; it
    // throws a RangeError for a name it does not know. resolvedOptions() gives the name a browser reports for a
    // device set to that zone (CLDR's, e.g. America/Indianapolis), which must lead to the same region.
    for (const zone of MAPPED_TIME_ZONES) {
      const reported = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
      expect(regionFromTimeZone(reported), `${zone} reported as ${reported}`).toBe(regionFromTimeZone(zone));
    }
  });

  it.runIf(typeof Intl.supportedValuesOf === 'function')('every Australian zone the browser lists is Australia, and each region has zones the browser lists', () => {
    const supported = Intl.supportedValuesOf('timeZone');
    for (const zone of supported.filter((z) => z.startsWith('Australia/'))) expect(regionFromTimeZone(zone), zone).toBe('AU');
    expect(new Set(supported.map(regionFromTimeZone))).toEqual(new Set(['AU', 'CA', 'GB', 'IE', 'US', null]));
  });
});

describe('visitorCrisisRegion, in a browser', () => {
  it('goes by the device’s time zone before the browser’s languages', () => {
    browser(['en-US', 'en'], 'Europe/London');
    expect(visitorCrisisRegion()).toBe('GB');
  });

  it('goes by the languages when the time zone is not one of ours', () => {
    browser(['en-GB'], 'Asia/Tokyo');
    expect(visitorCrisisRegion()).toBe('GB');
    browser(['fr-FR'], 'UTC');
    expect(visitorCrisisRegion()).toBe('INTL');
  });

  it('a choice remembered here wins over the time zone and the languages', () => {
    browser(['en-US'], 'Europe/London');
    rememberCrisisRegion('AU');
    expect(localStorage.getItem(CRISIS_REGION_STORAGE_KEY)).toBe('AU');
    expect(visitorCrisisRegion()).toBe('AU');
  });

  it('with storage blocked, still guesses from the time zone and languages, and remembering does not throw', () => {
    vi.stubGlobal('localStorage', blockedStorage);
    browser(['en-US'], 'Australia/Melbourne');
    expect(visitorCrisisRegion()).toBe('AU');
    expect(() => rememberCrisisRegion('GB')).not.toThrow();
    browser(['en-IE'], undefined);
    expect(visitorCrisisRegion()).toBe('IE');
  });

  it('with no navigator (a server render), goes by the time zone alone', () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('localStorage', undefined);
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'America/Vancouver' };
    });
    expect(visitorCrisisRegion()).toBe('CA');
  });
});
