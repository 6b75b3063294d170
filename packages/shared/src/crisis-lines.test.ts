import { describe, it, expect } from 'vitest';
import {
  crisisRegions,
  seedCrisisLines,
  regionFromAcceptLanguage,
  regionFromLocale,
  telHref,
  smsHref,
  type RegionCode,
} from './crisis-lines.js';

const ALL_REGIONS: RegionCode[] = ['US', 'GB', 'CA', 'AU', 'IE', 'INTL'];

describe('crisisRegions', () => {
  it('lists every region exactly once', () => {
    expect(crisisRegions.map((r) => r.code).sort()).toEqual([...ALL_REGIONS].sort());
  });

  it.each(ALL_REGIONS)('%s has at least one crisis line', (code) => {
    expect(seedCrisisLines.filter((l) => l.region === code).length).toBeGreaterThan(0);
  });

  it.each(ALL_REGIONS.filter((c) => c !== 'INTL'))('%s has an emergency number', (code) => {
    const region = crisisRegions.find((r) => r.code === code);
    expect(region?.emergencyNumber).toMatch(/^\d+$/);
  });

  it('has the expected emergency numbers', () => {
    const byCode = Object.fromEntries(crisisRegions.map((r) => [r.code, r.emergencyNumber]));
    expect(byCode).toEqual({ US: '911', GB: '999', CA: '911', AU: '000', IE: '112', INTL: undefined });
    expect(crisisRegions.find((r) => r.code === 'IE')?.alternateEmergencyNumber).toBe('999');
  });
});

describe('seedCrisisLines', () => {
  it('has unique ids', () => {
    const ids = seedCrisisLines.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has unique sort orders within each region', () => {
    for (const code of ALL_REGIONS) {
      const orders = seedCrisisLines.filter((l) => l.region === code).map((l) => l.sortOrder);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it.each(seedCrisisLines.map((l) => [l.id, l] as const))('%s is complete and consistent', (_id, line) => {
    expect(line.name.trim()).not.toBe('');
    expect(line.description.trim()).not.toBe('');
    expect(line.hours.trim()).not.toBe('');
    expect(line.source).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(line.lastChecked).toBe('2026-11-21');
    expect(line.channels.length).toBeGreaterThan(0);
    expect(new Set(line.channels).size).toBe(line.channels.length);
    // Channels match the contact details present.
    expect(line.channels.includes('call')).toBe(line.phone !== undefined);
    expect(line.channels.includes('text')).toBe(line.sms !== undefined);
    expect(line.channels.includes('email')).toBe(line.email !== undefined);
    expect(line.channels.includes('web')).toBe(line.url !== undefined);
    if (line.url !== undefined) expect(line.url).toMatch(/^https:\/\//);
    if (line.smsBody !== undefined) expect(line.sms).toBeDefined();
  });

  it("every phone line's telHref is tel: followed by digits (and an optional leading +) only", () => {
    const phoneLines = seedCrisisLines.filter((l) => l.phone !== undefined);
    expect(phoneLines.length).toBeGreaterThan(0);
    for (const line of phoneLines) {
      expect(telHref(line.phone ?? '')).toMatch(/^tel:\+?\d+$/);
    }
  });

  it("every text line's smsHref is well formed", () => {
    for (const line of seedCrisisLines.filter((l) => l.sms !== undefined)) {
      expect(smsHref(line.sms ?? '', line.smsBody)).toMatch(/^sms:\+?\d+(\?&body=[A-Za-z0-9%._~-]+)?$/);
    }
  });

  it('includes the key numbers from the reference', () => {
    const find = (id: string) => seedCrisisLines.find((l) => l.id === id);
    expect(find('us-988')).toMatchObject({ phone: '988', sms: '988' });
    expect(find('us-988')?.description).toMatch(/veteran/i);
    expect(find('us-crisis-text-line')).toMatchObject({ sms: '741741', smsBody: 'HOME' });
    expect(find('gb-samaritans')).toMatchObject({ phone: '116 123', email: 'jo@samaritans.org' });
    expect(find('gb-shout')).toMatchObject({ sms: '85258', smsBody: 'SHOUT' });
    expect(find('gb-nhs-111')?.phone).toBe('111');
    expect(find('gb-nhs-111')?.description).toMatch(/option 2/);
    expect(find('gb-childline')?.phone).toBe('0800 1111');
    expect(find('ca-988')).toMatchObject({ phone: '988', sms: '988' });
    expect(find('au-lifeline')).toMatchObject({ phone: '13 11 14', sms: '0477 13 11 14' });
    expect(find('au-kids-helpline')?.phone).toBe('1800 55 1800');
    expect(find('au-beyond-blue')?.phone).toBe('1300 22 4636');
    expect(find('au-suicide-call-back')?.phone).toBe('1300 659 467');
    expect(find('ie-samaritans')?.phone).toBe('116 123');
    expect(find('ie-50808')?.sms).toBe('50808');
    expect(find('ie-pieta')?.phone).toBe('1800 247 247');
    expect(find('intl-find-a-helpline')?.url).toContain('findahelpline.com');
    expect(find('intl-iasp-directory')?.url).toContain('iasp.info');
  });
});

describe('telHref', () => {
  it.each([
    ['988', 'tel:988'],
    ['116 123', 'tel:116123'],
    ['13 11 14', 'tel:131114'],
    ['0800 1111', 'tel:08001111'],
    ['+1 (800) 273-8255', 'tel:+18002738255'],
    [' +44 116-123 ', 'tel:+44116123'],
    ['1-800+555', 'tel:1800555'],
    ['javascript:alert(1)', 'tel:1'],
  ])('%j → %s', (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });
});

describe('smsHref', () => {
  it('links to the number alone without a body', () => {
    expect(smsHref('741741')).toBe('sms:741741');
    expect(smsHref('0477 13 11 14')).toBe('sms:0477131114');
  });

  it('adds an encoded body', () => {
    expect(smsHref('741741', 'HOME')).toBe('sms:741741?&body=HOME');
    expect(smsHref('85258', 'hi there & more?')).toBe('sms:85258?&body=hi%20there%20%26%20more%3F');
    expect(smsHref('+44 85258', 'a=b#c')).toBe('sms:+4485258?&body=a%3Db%23c');
  });
});

describe('regionFromLocale', () => {
  it.each([
    ['en-US', 'US'],
    ['es-US', 'US'],
    ['en-GB', 'GB'],
    ['cy-GB', 'GB'],
    ['en-CA', 'CA'],
    ['fr-CA', 'CA'],
    ['en-AU', 'AU'],
    ['en-IE', 'IE'],
    ['ga-IE', 'IE'],
    ['en_gb', 'GB'],
    ['EN-us', 'US'],
    ['zh-Hant-US', 'US'],
    ['en', 'INTL'],
    ['fr', 'INTL'],
    ['fr-FR', 'INTL'],
    ['en-NZ', 'INTL'],
    ['es-419', 'INTL'],
    ['', 'INTL'],
    [undefined, 'INTL'],
  ] as [string | undefined, RegionCode][])('%j → %s', (locale, expected) => {
    expect(regionFromLocale(locale)).toBe(expected);
  });
});

describe('region from Accept-Language', () => {
  it.each([
    ['en-GB,en;q=0.9', 'GB'],
    ['en-US', 'US'],
    ['fr-CA,fr;q=0.8,en;q=0.5', 'CA'],
    ['en;q=0.9,en-AU;q=0.8', 'AU'],
    ['de-DE,de;q=0.9', 'INTL'],
    ['en', 'INTL'],
    ['en-IE;q=0.2,en-US;q=0.9', 'US'],
    ['', 'INTL'],
    [undefined, 'INTL'],
    ['*', 'INTL'],
  ])('%s → %s', (header, region) => {
    expect(regionFromAcceptLanguage(header)).toBe(region);
  });
});
