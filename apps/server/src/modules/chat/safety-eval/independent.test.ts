/**
 * The safety layer on the independent set (independent-set.ts): 240 messages (100 crisis,
 * 50 elevated, 90 none) written by someone who never saw the rules.
 *
 * THIS SET WAS USED FOR TUNING IN THE LATEST ROUND and is no longer independent: its misses
 * (below) were read and rules-families.ts (plus small idiom, lexicon, qualifier and means fixes)
 * was written by phrasing family to cover them. The held-out set is now safety-eval/fresh-set.ts
 * (fresh.test.ts), written before that round's rule changes and never tuned on.
 *
 * After that round: crisis recall 1.00 (100 / 100), false-alarm rate 0.022 (2 / 90, both as
 * elevated), elevated recall 0.66 (33 / 50). The fresh set's figures are the honest ones.
 *
 * FIRST MEASUREMENT, before it was used for tuning (rules: lexicon.ts + rules-concepts.ts design, tuned
 * only on dataset.ts, dataset-added.ts and held-out.ts):
 *
 *   crisis recall     0.66   (66 / 100)
 *   false-alarm rate  0.056  (5 / 90 'none' flagged: 2 as crisis, 3 as elevated)
 *   elevated recall   0.64   (32 / 50)
 *
 * For comparison, the same rules score 1.00 / 0.00 / 1.00 on the sets they were tuned on. The gap
 * is the honest measure of generalisation. Misses, by kind (texts deliberately not copied here):
 *   crisis → none/elevated (34):
 *     - 13 multi-turn follow-ups whose risk lives only in context and everyday words ("I think
 *       it's time", "heading to the shops now", "the last one is to my mum", "I can hear him on
 *       the stairs", a supporter unsure whether to check on someone);
 *     -  5 preparation without any death word (letters "just in case", rehoming a pet before a
 *       date, a will plus cancelled memberships, "got everything I need, waiting till they sleep",
 *       a bank-account-after-death question);
 *     -  3 a plan carried only by "it" or a date ("I've decided. Tonight.", "gonna do it on
 *       Saturday", "don't see myself around by Christmas");
 *     -  5 euphemisms and regional slang not in the lexicon ("take myself out of the picture",
 *       "neck myself", "topping myself", "ready to let go", "fade away");
 *     -  3 passive ideation as accident or joke ("happily get hit by a bus", "hoping the plane
 *       goes down", "wouldn't mind dying … lmao");
 *     -  3 indirect method or means ("how many … is too many", "how high a bridge has to be",
 *       a newly bought gun being stared at → only elevated);
 *     -  2 harm to others / abuse in unlisted words ("smash his face in while he's asleep", a
 *       plate thrown and the door blocked).
 *   elevated → none (15): distress in words outside the lexicon (crying at work, burnout,
 *     dissociation, postnatal numbness, job loss, loneliness after a move, rumination…) and past
 *     risk without a risk keyword ("I attempted", "my ex controlled everything").
 *   elevated → crisis (3): "… clean from self harm today" (the "today" reads as current), past
 *     ideation dated "back in 2019" (a past marker we don't know), "nobody would notice if I
 *     stopped texting them" (read as "nobody would notice if I [died]").
 *   none → crisis (2): "she's gonna kill me" and "gonna kill my brother" where the trivial trigger
 *     sits before the threat or in the next clause, so the idiom layer misses it.
 *   none → elevated (3): a climbing rope, a game character's death "grieving lol", and a
 *     follow-up after "I'm not suicidal or depressed or anything".
 *
 * The test recomputes the figures on every run (see its name) and asserts floors just below
 * what was measured after tuning, so a regression fails. Its misses have now been patched, so
 * (like held-out.ts before it) it no longer measures generalisation: see fresh.test.ts.
 */
import { evaluateIndependent } from '../safety/metrics.js';
import { independentSet } from './independent-set.js';
import { describeSetFigures } from './set-figures.js';

// Floors just below the measurement after tuning (1.00 / 0.022 / 0.66): regressions fail.
describeSetFigures('evaluateSafety on the independent set (tuned on in an earlier round)', 'independent set', evaluateIndependent(), independentSet.length, {
  crisisRecall: 0.98,
  falseAlarmRate: 0.03,
  elevatedRecall: 0.65,
});
