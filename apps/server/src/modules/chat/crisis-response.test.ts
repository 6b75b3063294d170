import { describe, expect, it } from 'vitest';
import { seedCrisisLines } from '@wellbeing/shared/crisis-lines';
import { crisisLineFromSeed, linesForRegion } from '@wellbeing/shared/schemas/tools';
import { crisisResponseText } from './crisis-response.js';
import { providerContext, recentUserTurns } from './context.js';
import { CRISIS_RESPONSE_NOTE, WITHHELD_MESSAGE } from './prompts.js';
import { checkModelReply } from './safety/reply-guard.js';

const lines = (region: Parameters<typeof linesForRegion>[1]) => linesForRegion(seedCrisisLines.map(crisisLineFromSeed), region);

describe('crisis response', () => {
  it('puts the emergency number and every line of the region first, links the crisis page and offers to stay', () => {
    const text = crisisResponseText('GB', lines('GB'));
    expect(text).toContain('call 999 now');
    for (const line of lines('GB')) expect(text).toContain(line.name);
    expect(text).toContain('116 123');
    expect(text).toContain('Text SHOUT to 85258');
    expect(text).toContain('in the United Kingdom:');
    expect(text).toContain('](/get-support/crisis-help)');
    expect(text).toMatch(/stay with you/);
    expect(text).toMatch(/not a crisis service/);
    // A supporter writing about someone else is told the same help is for them.
    expect(text).toContain('If it’s someone else you’re worried about, these lines can help you work out what to do too');
  });

  it('falls back to “your local emergency number” and web directories outside the listed regions', () => {
    const text = crisisResponseText('INTL', lines('INTL'));
    expect(text).toContain('call your local emergency number now');
    expect(text).toContain('[findahelpline.com](https://findahelpline.com)');
  });

  it('is something the reply check would let through', () => {
    for (const region of ['US', 'GB', 'CA', 'AU', 'IE', 'INTL'] as const) {
      expect(checkModelReply(crisisResponseText(region, lines(region))).safe).toBe(true);
      expect(checkModelReply(crisisResponseText(region, lines(region), 'check-in')).safe).toBe(true);
    }
  });

  it('asks directly, and allows for a mistake, when only the learned model called it a crisis; the help is the same', () => {
    const confirmed = crisisResponseText('GB', lines('GB'));
    const checkIn = crisisResponseText('GB', lines('GB'), 'check-in');
    expect(checkIn).toMatch(/^I want to check something with you/);
    expect(checkIn).toContain('ending your life or hurting yourself');
    expect(checkIn).toContain('If I’ve got it wrong, I’m sorry');
    expect(confirmed).not.toContain('got it wrong');
    // Everything after the opening paragraph is the same: emergency number, lines, crisis page, offer to stay.
    const afterOpening = (text: string) => text.slice(text.indexOf('\n\n'));
    expect(afterOpening(checkIn)).toBe(afterOpening(confirmed));
    expect(afterOpening(checkIn)).toContain('call 999 now');
  });
});

describe('provider context', () => {
  const history = [
    { kind: 'user', content: 'work is awful', status: 'complete', riskLevel: 'none' },
    { kind: 'reply', content: 'That sounds hard.', status: 'complete', riskLevel: null },
    { kind: 'user', content: 'CRISIS TEXT', status: 'complete', riskLevel: 'crisis' },
    { kind: 'crisis', content: 'Please call 116 123', status: 'complete', riskLevel: null },
    { kind: 'user', content: 'still here', status: 'complete', riskLevel: 'elevated' },
    { kind: 'reply', content: '', status: 'failed', riskLevel: null },
    { kind: 'user', content: 'hello?', status: 'complete', riskLevel: 'none' },
  ] as const;

  it('withholds crisis turns and the crisis response, and leaves out empty failed replies', () => {
    const context = providerContext(history);
    expect(context).toEqual([
      { role: 'user', content: 'work is awful' },
      { role: 'assistant', content: 'That sounds hard.' },
      { role: 'user', content: WITHHELD_MESSAGE },
      { role: 'assistant', content: CRISIS_RESPONSE_NOTE },
      { role: 'user', content: 'still here' },
      { role: 'user', content: 'hello?' },
    ]);
    expect(JSON.stringify(context)).not.toContain('CRISIS TEXT');
  });

  it('keeps the most recent turns, starting on a user turn', () => {
    expect(providerContext(history, 3)).toEqual([
      { role: 'user', content: 'still here' },
      { role: 'user', content: 'hello?' },
    ]);
  });

  it('gives the risk check the last five user turns, in clear', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ kind: 'user' as const, content: `turn ${i}`, status: 'complete' as const, riskLevel: 'none' as const }));
    expect(recentUserTurns(many)).toEqual(['turn 3', 'turn 4', 'turn 5', 'turn 6', 'turn 7']);
  });
});
