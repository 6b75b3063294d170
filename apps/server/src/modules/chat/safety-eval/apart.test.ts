/**
 * Training data and the blind sets stay apart: a blind set measures phrasing the check was not shaped around,
 * so no message that any training set holds (the shipped model's, or one kept for the next round) may be a
 * blind set's message read after the same earlier turns. The same last words after different turns are allowed:
 * that contrast is what several training sets are written to teach. Nothing here prints a message.
 */
import { describe, expect, it } from 'vitest';
import { allExamples, SET_NAMES } from '../safety/model/data.js';
import { formerBlindSet4 } from '../safety/dataset-former-blind-4.js';
import { formerBlindSet5 } from '../safety/dataset-former-blind-5.js';
import { formerBlindSet6 } from '../safety/dataset-former-blind-6.js';
import { formerBlindSet7 } from '../safety/dataset-former-blind-7.js';
import { formerBlindSet8 } from '../safety/dataset-former-blind-8.js';
import { formerBlindSet9 } from '../safety/dataset-former-blind-9.js';
import { STACK_SETS } from '../safety/model/stack-build.js';
import { BLIND_SETS, WAITING_BLIND_SETS } from './blind.js';

type Message = { text: string; previous?: readonly string[] };
const spoken = (m: Message): string => [...(m.previous ?? []), m.text].map((t) => t.toLowerCase().replace(/\s+/g, ' ').trim()).join('\n');

const TRAINING: Record<string, readonly Message[]> = {
  'the seventy-two training sets (model/data.ts: C learns from ten, I fifteen, J twenty-five, L thirty-one, M thirty-nine, N forty-three, O fifty-six, P sixty, Q and R sixty-four, S and T all)': allExamples(SET_NAMES),
  'former blind set 4': formerBlindSet4,
  'former blind set 5': formerBlindSet5,
  'former blind set 6': formerBlindSet6,
  'former blind set 7': formerBlindSet7,
  'former blind set 8': formerBlindSet8,
  'former blind set 9': formerBlindSet9,
  // The stacker's eight sets (decision 007, "AJ"): tuning data since the thirty-fourth session.
  ...Object.fromEntries(STACK_SETS.map((set) => [`${set.name} (the stacker's)`, set.messages])),
};

describe('training data and the blind sets', () => {
  // The sets written and not yet measured too: they must be apart before their first measurement.
  const blind = new Set([...BLIND_SETS, ...WAITING_BLIND_SETS].flatMap((set) => set.messages.map(spoken)));

  it.each(Object.entries(TRAINING))('%s repeats no blind message after the same earlier turns', (_, messages) => {
    expect(messages.length).toBeGreaterThan(100);
    // A count only: the messages themselves stay out of the output.
    expect(messages.filter((m) => blind.has(spoken(m))).length).toBe(0);
  });
});
