import { describe, expect, it } from 'vitest';
import { fullNameSchema, genderSchema, licenceSchema } from './account.js';
import { journalEntryInputSchema } from './tools.js';
import { oneLine, storable } from './text.js';

const licence = { licenceNumber: 'AB-12345', regulator: 'Health and Care Professions Council', country: 'United Kingdom', licenceExpiry: '2099-01-01' };

describe('typed text', () => {
  it('keeps ordinary writing, in any script, with accents and emoji', () => {
    for (const value of ['Dr Siobhán Ó Ceallaigh', 'Zoë Müller-Łukasiewicz', '李小龍', 'أحمد', 'non-binary 🌈', "O'Brien, Jr."]) {
      expect(oneLine(value), value).toBe(true);
      expect(storable(value), value).toBe(true);
    }
    expect(storable('two lines\nand a tab\there')).toBe(true);
  });

  it('refuses control characters anywhere, and line breaks, tabs and direction overrides in one-line fields', () => {
    for (const bad of ['\u0007', '\u001b[31m', '\u0000', '\u007f', '\u0085']) expect(storable(`a${bad}b`), JSON.stringify(bad)).toBe(false);
    for (const bad of ['\n', '\r', '\t', '\u2028', '\u202e', '\u2066', '\u001b[2J']) expect(oneLine(`a${bad}b`), JSON.stringify(bad)).toBe(false);
  });

  it('holds the profile and licence fields to one line, with a message that says what to change', () => {
    expect(genderSchema.safeParse('\u0007bell\u001b[31m').success).toBe(false);
    expect(genderSchema.safeParse('woman').success).toBe(true);
    const name = fullNameSchema.safeParse('Dr\u0007 Bell\nInjected: line');
    expect(name.success).toBe(false);
    expect(name.error?.issues[0]?.message).toBe('Use letters, numbers and punctuation on one line.');
    expect(fullNameSchema.safeParse('Dr Ada Bell').success).toBe(true);
    expect(licenceSchema.safeParse(licence).success).toBe(true);
    for (const field of ['licenceNumber', 'regulator', 'country'] as const) {
      expect(licenceSchema.safeParse({ ...licence, [field]: `${licence[field]}\u202e` }).success, field).toBe(false);
    }
  });

  it('still refuses escape sequences in a journal note, and keeps its line breaks', () => {
    expect(journalEntryInputSchema.safeParse({ date: '2026-11-25', mood: 3, note: 'a\u001b[2Jb' }).success).toBe(false);
    expect(journalEntryInputSchema.safeParse({ date: '2026-11-25', mood: 3, note: 'first line\nsecond line' }).success).toBe(true);
  });
});
