import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildWeights, finalWeights } from './build.js';
import { allExamples, TRAINED_MODELS } from './data.js';
import type { WeightsFile } from './weights-format.js';
import { combinedRisk, MODEL_THRESHOLDS, modelRisk } from './score.js';
import { maxLevel } from '../risk.js';

const weightsPath = new URL('./weights.json', import.meta.url);

/** sha256 of weights.json as written by `npx tsx …/model/train.ts`; update both together. */
const WEIGHTS_SHA256 = '1fa2206f76d332ca8315ea4cfc94fee38ff60c15998c819594102d791702aedf';
/** sha256 of model I's n-gram weights, weights-i.json (`train.ts --model=i`); update both together. */
const WEIGHTS_I_SHA256 = 'f8f6d0cb21ff3a89d19b57235cb5e0819b14236e9c1942119eb5b154f7d23917';
/** sha256 of model J's n-gram weights, weights-j.json (`train.ts --model=j`); update both together. */
const WEIGHTS_J_SHA256 = 'bc0f2de50845f0aca209b8dedd92fde9c09b70e65df0d6348e4127cfaba4a78e';
/** sha256 of model L's n-gram weights, weights-l.json (`train.ts --model=l`); update both together. */
const WEIGHTS_L_SHA256 = '2ecac3b94c8b87e6d4c1c0a31d481bb171d1d92eba70d0a48c1e2f9f05b4586b';
/** sha256 of model M's n-gram weights, weights-m.json (`train.ts --model=m`); update both together. */
const WEIGHTS_M_SHA256 = '87fa56f53feca7f19d2f0d0d6a5d613e2080783a8d86b24d89deb415544fb3d7';
/** sha256 of model N's n-gram weights, weights-n.json (`train.ts --model=n`); update both together. */
const WEIGHTS_N_SHA256 = 'c6cf7740e4f1cc0cab570a4ffcb6ccd9f1b9c5d4b498b84564c1129c44b33623';
/** sha256 of model O's n-gram weights, weights-o.json (`train.ts --model=o`); update both together. */
const WEIGHTS_O_SHA256 = 'f3eefcb7f30505cead273c7af41d110db3d46c8c5cc30e155ec4a574554fa240';
/** sha256 of model P's n-gram weights, weights-p.json (`train.ts --model=p`); update both together. */
const WEIGHTS_P_SHA256 = 'b8270189cd812900785c8e33bd985433af73b22649130df9bdab95bebe7476b2';
/** sha256 of model Q's n-gram weights, weights-q.json (`train.ts --model=q`); update both together. */
const WEIGHTS_Q_SHA256 = '48dac18f1b7f1b463e6ac5260d90bb677af657a85c194aaa305b12ec049b01e7';
/** sha256 of model S's n-gram weights, weights-s.json (`train.ts --model=s`); update both together. */
const WEIGHTS_S_SHA256 = 'cb2130054ab4f0d287508c0cc614a3594d210fa6febd6231af4acb41c6b384d2';

describe('learned risk model', () => {
  it('scores deterministically', () => {
    const probes: [string, string[]][] = [
      ['i honestly dont see the point in waking up tomorrow', []],
      ['ok bye', ['i cant keep going like this', 'ive got the pills here']],
      ['can you recommend a good breathing exercise before bed', []],
    ];
    for (const [text, previous] of probes) {
      const a = modelRisk(text, previous);
      const b = modelRisk(text, [...previous]);
      expect(b).toEqual(a);
      expect(a.pCrisis).toBeGreaterThanOrEqual(0);
      expect(a.pCrisis).toBeLessThanOrEqual(1);
      expect(combinedRisk(text, previous)).toEqual(combinedRisk(text, previous));
    }
  });

  it('ships the weights recorded here, and a retrain reproduces them byte for byte', () => {
    const json = readFileSync(weightsPath, 'utf8');
    expect(createHash('sha256').update(json).digest('hex')).toBe(WEIGHTS_SHA256);
    expect(json.length).toBeLessThan(400_000);
    const built = buildWeights();
    expect(built.file.thresholds).toEqual(MODEL_THRESHOLDS);
    expect(built.json === json).toBe(true);
  }, 300_000);

  // I's, J's, L's, M's and N's full rebuilds (a training per set for the thresholds, then the final one) take one,
  // three and a half, five, ten and (beside another training) eighteen minutes, O's, P's, Q's and S's (a training per
  // group of sets) four, five, five and seven; `train.ts --check --model=i|j|l|m|n|o|p|q|s` does them. C's above runs
  // the whole procedure; for I to S: the recorded thresholds, and the final training from them, byte for byte (R reads
  // Q's file).
  it.each([
    { ...TRAINED_MODELS.i, sha256: WEIGHTS_I_SHA256, thresholds: { crisis: 0.77, elevated: 0.89 }, maxBytes: 500_000 },
    { ...TRAINED_MODELS.j, sha256: WEIGHTS_J_SHA256, thresholds: { crisis: 0.75, elevated: 1 }, maxBytes: 500_000 },
    // L learns from thirty-one sets, and its file is 500,032 bytes (decision 007, "Y").
    { ...TRAINED_MODELS.l, sha256: WEIGHTS_L_SHA256, thresholds: { crisis: 0.75, elevated: 0.99 }, maxBytes: 520_000 },
    // M learns from thirty-nine sets, and its file is 581,388 bytes (decision 007, "Z").
    { ...TRAINED_MODELS.m, sha256: WEIGHTS_M_SHA256, thresholds: { crisis: 0.72, elevated: 1 }, maxBytes: 600_000 },
    // N learns from forty-three sets, and its file is 616,668 bytes (decision 007, "AA").
    { ...TRAINED_MODELS.n, sha256: WEIGHTS_N_SHA256, thresholds: { crisis: 0.72, elevated: 1 }, maxBytes: 640_000 },
    // O learns from fifty-six sets, its thresholds chosen on ten groups of whole sets, and its file is 732,588 bytes
    // (decision 007, "AD").
    { ...TRAINED_MODELS.o, sha256: WEIGHTS_O_SHA256, thresholds: { crisis: 0.72, elevated: 1 }, maxBytes: 760_000 },
    // P learns from sixty sets, its thresholds chosen as O's, and its file is 760,789 bytes (decision 007, "AE").
    { ...TRAINED_MODELS.p, sha256: WEIGHTS_P_SHA256, thresholds: { crisis: 0.72, elevated: 1 }, maxBytes: 790_000 },
    // Q learns from sixty-four sets, its thresholds chosen as O's, and its file is 785,689 bytes (decision 007, "AF").
    { ...TRAINED_MODELS.q, sha256: WEIGHTS_Q_SHA256, thresholds: { crisis: 0.71, elevated: 1 }, maxBytes: 815_000 },
    // S learns from seventy-two sets, its thresholds chosen as O's, and its file is 851,788 bytes (decision 007, "AH").
    { ...TRAINED_MODELS.s, sha256: WEIGHTS_S_SHA256, thresholds: { crisis: 0.72, elevated: 1 }, maxBytes: 880_000 },
  ])('ships model $name’s n-gram weights recorded here, and training on its sets at its recorded thresholds reproduces them byte for byte', ({ ngramFile, sha256, sets, thresholds, maxBytes }) => {
    const json = readFileSync(new URL(`./${ngramFile}`, import.meta.url), 'utf8');
    expect(createHash('sha256').update(json).digest('hex')).toBe(sha256);
    expect(json.length).toBeLessThan(maxBytes);
    const recorded = (JSON.parse(json) as WeightsFile).thresholds;
    expect(recorded).toEqual(thresholds);
    expect(finalWeights(allExamples(sets), recorded).json === json).toBe(true);
  }, 300_000);

  it('ranks probe messages written for this test (none of them is in the labelled sets)', () => {
    // The n-gram heads alone, at their own thresholds (chosen for rules OR n-gram). The chat uses them only
    // mixed with the sentence heads (assess.ts), so what matters here is the ranking.
    expect(modelRisk('i keep thinking about walking into the sea and not coming back').level).toBe('crisis');
    expect(modelRisk('nobody would even notice if i was gone').level).not.toBe('none');
    expect(modelRisk('nobody would even notice if i was gone').pCrisis).toBeGreaterThan(0.5);
    expect(modelRisk('ive been really low and anxious all week').level).toBe('elevated');
    expect(modelRisk('my manager is killing me with these deadlines lol').level).toBe('none');
    expect(modelRisk('can you recommend a good breathing exercise before bed').level).toBe('none');
    expect(modelRisk('what time does the pharmacy close on sundays').level).toBe('none');
    // Context raises the probability: the same words after an ordinary turn score lower.
    expect(modelRisk('ok bye', ['i cant keep going like this', 'ive got the pills here']).pCrisis).toBeGreaterThan(
      modelRisk('ok bye', ['can you help me plan my revision timetable']).pCrisis + 0.2,
    );
  });

  it('combines rules OR model: never below the rules, raised by the model with a static reason', () => {
    const rulesCrisis = combinedRisk('I want to kill myself');
    expect(rulesCrisis.level).toBe('crisis');
    expect(rulesCrisis.rules).toBe('crisis');
    const ordinary = combinedRisk('what time does the pharmacy close on sundays');
    expect(ordinary.level).toBe('none');
    for (const text of ['i honestly dont see the point in waking up tomorrow', 'ive been really low and anxious all week', 'i want to dye my hair purple']) {
      const c = combinedRisk(text);
      const model = c.model!; // the n-gram heads always answer
      expect(c.level).toBe(maxLevel(c.rules, model.level));
      if (model.level !== c.rules && maxLevel(c.rules, model.level) === model.level) expect(c.reasons).toContain(`model:${c.level}`);
    }
  });
});
