import { describe, expect, it } from 'vitest';
import { formatCount, formatWhen } from '../features/chat/utils/format';
import { formatDateTime, formatDay, formatShortDay } from './format-date';

describe('dates as the site writes them (British English, whatever the browser says)', () => {
  it('writes days, day and time, and chart labels one way', () => {
    expect(formatDay('2026-03-03')).toBe('3 March 2026');
    expect(formatDay('2026-11-18T10:00:00.000Z')).toMatch(/^1[78] November 2026$/);
    expect(formatDateTime(new Date(2026, 2, 3, 14, 5).toISOString())).toBe('3 Mar 2026, 14:05');
    expect(formatShortDay('2026-03-03')).toBe('3 Mar');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('the chat list uses the same clock: 24 hours today, the day before', () => {
    const now = new Date(2026, 10, 27, 18, 0);
    expect(formatWhen(new Date(2026, 10, 27, 14, 5).toISOString(), now)).toBe('14:05');
    expect(formatWhen(new Date(2026, 10, 3, 9, 0).toISOString(), now)).toBe('3 Nov');
    expect(formatWhen(new Date(2025, 10, 3, 9, 0).toISOString(), now)).toBe('3 Nov 2025');
  });

  it('writes counts as British English does, whatever the browser says', () => {
    expect([0, 7, 999, 1000, 4000, 12345, 1234567].map(formatCount)).toEqual(['0', '7', '999', '1,000', '4,000', '12,345', '1,234,567']);
    for (const n of [0, 5, 42, 999, 1000, 4321, 99999, 100000]) expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
  });
});
