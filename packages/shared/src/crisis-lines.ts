/**
 * Initial (seed) dataset for the crisis page.
 *
 * Admins edit crisis lines in the database after first run; this file is only the
 * starting point. Every line keeps its `source` (the domain the fact was taken from)
 * and `lastChecked` date so an admin can see when it was last verified.
 *
 * Pure and dependency-free: shared by the web app and the server.
 */

import { CRISIS_REGION_CODES, type CrisisChannel, type RegionCode } from './crisis-codes.js';
import type { CrisisLineView } from './schemas/tools.js';

export { CRISIS_CHANNELS, CRISIS_REGION_CODES, type CrisisChannel, type RegionCode } from './crisis-codes.js';

export interface CrisisLine {
  id: string;
  region: RegionCode;
  name: string;
  description: string;
  /** Display form of the number to call; use `telHref` for the link. */
  phone?: string;
  /** Display form of the number to text; use `smsHref` for the link. */
  sms?: string;
  /** Keyword to text, e.g. `HOME`. */
  smsBody?: string;
  email?: string;
  url?: string;
  hours: string;
  channels: CrisisChannel[];
  /** Domain of the source the details were taken from. */
  source: string;
  /** ISO date (YYYY-MM-DD) the details were last verified. */
  lastChecked: string;
  /** Ascending order within a region. */
  sortOrder: number;
}

export interface CrisisRegion {
  code: RegionCode;
  name: string;
  /** Number to call in an emergency; absent for INTL. */
  emergencyNumber?: string;
  /** A second emergency number that also works, where there is one (e.g. 999 in Ireland). */
  alternateEmergencyNumber?: string;
}

const LAST_CHECKED = '2026-11-21';

export const crisisRegions: readonly CrisisRegion[] = [
  { code: 'US', name: 'United States', emergencyNumber: '911' },
  { code: 'GB', name: 'United Kingdom', emergencyNumber: '999' },
  { code: 'CA', name: 'Canada', emergencyNumber: '911' },
  { code: 'AU', name: 'Australia', emergencyNumber: '000' },
  { code: 'IE', name: 'Ireland', emergencyNumber: '112', alternateEmergencyNumber: '999' },
  { code: 'INTL', name: 'Anywhere else' },
];

export const seedCrisisLines: readonly CrisisLine[] = [
  // United States
  {
    id: 'us-988',
    region: 'US',
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Call or text 988 to reach a trained crisis counselor, whatever you are going through. Veterans and service members: press 1 after dialling to reach the Veterans Crisis Line.',
    phone: '988',
    sms: '988',
    url: 'https://988lifeline.org',
    hours: '24/7',
    channels: ['call', 'text', 'web'],
    source: '988lifeline.org',
    lastChecked: LAST_CHECKED,
    sortOrder: 10,
  },
  {
    id: 'us-crisis-text-line',
    region: 'US',
    name: 'Crisis Text Line',
    description: 'Text HOME to 741741 to start a conversation with a trained crisis counselor.',
    sms: '741741',
    smsBody: 'HOME',
    url: 'https://www.crisistextline.org',
    hours: '24/7',
    channels: ['text', 'web'],
    source: 'crisistextline.org',
    lastChecked: LAST_CHECKED,
    sortOrder: 20,
  },

  // United Kingdom
  {
    id: 'gb-samaritans',
    region: 'GB',
    name: 'Samaritans',
    description:
      'Free to call from any phone. Talk to someone about anything that is troubling you, or email if you would rather write it down.',
    phone: '116 123',
    email: 'jo@samaritans.org',
    url: 'https://www.samaritans.org',
    hours: '24/7',
    channels: ['call', 'email', 'web'],
    source: 'samaritans.org',
    lastChecked: LAST_CHECKED,
    sortOrder: 10,
  },
  {
    id: 'gb-shout',
    region: 'GB',
    name: 'Shout',
    description: 'Text SHOUT to 85258 to talk by text with a trained volunteer.',
    sms: '85258',
    smsBody: 'SHOUT',
    url: 'https://giveusashout.org',
    hours: '24/7',
    channels: ['text', 'web'],
    source: 'giveusashout.org',
    lastChecked: LAST_CHECKED,
    sortOrder: 20,
  },
  {
    id: 'gb-nhs-111',
    region: 'GB',
    name: 'NHS 111 (England)',
    description:
      'In England, call 111 and choose option 2 for urgent help with your mental health from your local NHS mental health team.',
    phone: '111',
    url: 'https://www.nhs.uk',
    hours: '24/7',
    channels: ['call', 'web'],
    source: 'nhs.uk',
    lastChecked: LAST_CHECKED,
    sortOrder: 30,
  },
  {
    id: 'gb-childline',
    region: 'GB',
    name: 'Childline',
    description: 'Free and confidential support for children and young people under 19.',
    phone: '0800 1111',
    url: 'https://www.childline.org.uk',
    hours: '24/7',
    channels: ['call', 'web'],
    source: 'childline.org.uk',
    lastChecked: LAST_CHECKED,
    sortOrder: 40,
  },

  // Canada
  {
    id: 'ca-988',
    region: 'CA',
    name: '9-8-8 Suicide Crisis Helpline',
    description: 'Call or text 9-8-8 to reach a trained responder, in English or French.',
    phone: '988',
    sms: '988',
    url: 'https://988.ca',
    hours: '24/7',
    channels: ['call', 'text', 'web'],
    source: 'canada.ca',
    lastChecked: LAST_CHECKED,
    sortOrder: 10,
  },

  // Australia
  {
    id: 'au-lifeline',
    region: 'AU',
    name: 'Lifeline',
    description: 'Call 13 11 14 or text 0477 13 11 14 to talk with a trained crisis supporter.',
    phone: '13 11 14',
    sms: '0477 13 11 14',
    url: 'https://www.lifeline.org.au',
    hours: '24/7',
    channels: ['call', 'text', 'web'],
    source: 'lifeline.org.au',
    lastChecked: LAST_CHECKED,
    sortOrder: 10,
  },
  {
    id: 'au-kids-helpline',
    region: 'AU',
    name: 'Kids Helpline',
    description: 'Free, private counselling for children and young people.',
    phone: '1800 55 1800',
    url: 'https://kidshelpline.com.au',
    hours: '24/7',
    channels: ['call', 'web'],
    source: 'acma.gov.au',
    lastChecked: LAST_CHECKED,
    sortOrder: 20,
  },
  {
    id: 'au-beyond-blue',
    region: 'AU',
    name: 'Beyond Blue',
    description: 'Talk to a trained counsellor about anxiety, depression or anything that is weighing on you.',
    phone: '1300 22 4636',
    url: 'https://www.beyondblue.org.au',
    hours: '24/7',
    channels: ['call', 'web'],
    source: 'acma.gov.au',
    lastChecked: LAST_CHECKED,
    sortOrder: 30,
  },
  {
    id: 'au-suicide-call-back',
    region: 'AU',
    name: 'Suicide Call Back Service',
    description:
      'Counselling for anyone affected by suicide: if you are having thoughts of suicide, supporting someone who is, or grieving a loss.',
    phone: '1300 659 467',
    url: 'https://www.suicidecallbackservice.org.au',
    hours: '24/7',
    channels: ['call', 'web'],
    source: 'acma.gov.au',
    lastChecked: LAST_CHECKED,
    sortOrder: 40,
  },

  // Ireland
  {
    id: 'ie-samaritans',
    region: 'IE',
    name: 'Samaritans Ireland',
    description: 'Free to call. Talk to someone about anything that is troubling you.',
    phone: '116 123',
    url: 'https://www.samaritans.org/ireland',
    hours: '24/7',
    channels: ['call', 'web'],
    source: 'samaritans.org',
    lastChecked: LAST_CHECKED,
    sortOrder: 10,
  },
  {
    id: 'ie-50808',
    region: 'IE',
    name: '50808',
    description: 'Free text support with a trained volunteer, funded by the HSE. Text 50808 to begin.',
    sms: '50808',
    url: 'https://50808.ie',
    hours: '24/7',
    channels: ['text', 'web'],
    source: '50808.ie',
    lastChecked: LAST_CHECKED,
    sortOrder: 20,
  },
  {
    id: 'ie-pieta',
    region: 'IE',
    name: 'Pieta',
    description: 'Free support for people with thoughts of suicide or self-harm, and for people bereaved by suicide.',
    phone: '1800 247 247',
    url: 'https://www.pieta.ie',
    hours: '24/7',
    channels: ['call', 'web'],
    source: 'pieta.ie',
    lastChecked: LAST_CHECKED,
    sortOrder: 30,
  },

  // Anywhere
  {
    id: 'intl-find-a-helpline',
    region: 'INTL',
    name: 'Find A Helpline',
    description:
      'Search by country for free, confidential helplines answered by real people.',
    url: 'https://findahelpline.com',
    hours: 'Website available any time; each helpline lists its own hours',
    channels: ['web'],
    source: 'findahelpline.com',
    lastChecked: LAST_CHECKED,
    sortOrder: 10,
  },
  {
    id: 'intl-iasp-directory',
    region: 'INTL',
    name: 'IASP crisis centre directory',
    description:
      'The International Association for Suicide Prevention keeps a directory of crisis centres around the world.',
    url: 'https://www.iasp.info/crisis-centres-helplines/',
    hours: 'Website available any time; each centre lists its own hours',
    channels: ['web'],
    source: 'findahelpline.com',
    lastChecked: LAST_CHECKED,
    sortOrder: 20,
  },
];

/** Map a BCP 47 locale (e.g. `en-GB`, `fr_CA`) to a crisis region; anything unknown is INTL. */
export function regionFromLocale(locale: string | undefined): RegionCode {
  if (!locale) return 'INTL';
  // Region subtag: two letters (or three digits) after the language and optional script.
  const subtags = locale.trim().split(/[-_]/).slice(1);
  for (const tag of subtags) {
    if (/^[A-Za-z]{2}$/.test(tag)) {
      switch (tag.toUpperCase()) {
        case 'US':
          return 'US';
        case 'GB':
        case 'UK':
          return 'GB';
        case 'CA':
          return 'CA';
        case 'AU':
          return 'AU';
        case 'IE':
          return 'IE';
        default:
          return 'INTL';
      }
    }
  }
  return 'INTL';
}

/** The region of the first language in `Accept-Language` (by preference) that names one; else INTL. */
export function regionFromAcceptLanguage(header: string | undefined): RegionCode {
  if (!header) return 'INTL';
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && Number.isFinite(t.q) && t.q > 0)
    .toSorted((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    if (tag.split(/[-_]/).length > 1) return regionFromLocale(tag);
  }
  return 'INTL';
}

function dialString(number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** `tel:` link for a number: keeps digits and a leading `+` only. */
export function telHref(number: string): string {
  return `tel:${dialString(number)}`;
}

/**
 * `sms:` link for a number, with an optional pre-filled message.
 * Uses `?&body=`, which both iOS and Android understand.
 */
export function smsHref(number: string, body?: string): string {
  const base = `sms:${dialString(number)}`;
  return body ? `${base}?&body=${encodeURIComponent(body)}` : base;
}

// The crisis lines in the API's shape, with no schema library (the crisis page loads none; decision 005).

/** Where the browser remembers the region a visitor chose on the crisis page (nothing is sent anywhere). */
export const CRISIS_REGION_STORAGE_KEY = 'harbour-crisis-region';

export function isCrisisRegion(value: unknown): value is RegionCode {
  return typeof value === 'string' && (CRISIS_REGION_CODES as readonly string[]).includes(value);
}

export function crisisRegionName(code: RegionCode): string {
  return crisisRegions.find((r) => r.code === code)?.name ?? code;
}

/** How a line can be reached follows from the details it has, so the two can never disagree. */
export function channelsOf(line: { phone: string | null; sms: string | null; email: string | null; url: string | null }): CrisisChannel[] {
  const channels: CrisisChannel[] = [];
  if (line.phone) channels.push('call');
  if (line.sms) channels.push('text');
  if (line.email) channels.push('email');
  if (line.url) channels.push('web');
  return channels;
}

/** The built-in (seed) line in the API's shape, for when the list cannot be loaded at all. */
export function crisisLineFromSeed(line: CrisisLine): CrisisLineView {
  const view = {
    id: line.id,
    region: line.region,
    name: line.name,
    description: line.description,
    phone: line.phone ?? null,
    sms: line.sms ?? null,
    smsBody: line.smsBody ?? null,
    email: line.email ?? null,
    url: line.url ?? null,
    hours: line.hours,
    source: line.source,
    lastChecked: line.lastChecked,
    sortOrder: line.sortOrder,
    updatedAt: `${line.lastChecked}T00:00:00.000Z`,
  };
  return { ...view, channels: channelsOf(view) };
}

/** A region's lines in their order. */
export function linesForRegion<T extends { region: string; sortOrder: number; name: string }>(lines: readonly T[], region: RegionCode): T[] {
  return lines.filter((l) => l.region === region).toSorted((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}
