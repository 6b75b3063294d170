import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessRisk, maxLevel } from '../risk.js';
import { ASSESS_THRESHOLDS, assessMessage, BOTH_ENCODER_MODELS, MIXED_MODELS, modelInputs } from './assess.js';
import { TRAINED_MODELS } from './data.js';
import { probability } from './learn.js';
import { combineRisk } from './score.js';
import { decodeSentenceHeads, SENTENCE_SHARE, type SentenceWeightsFile } from './sentence-weights-format.js';
import { HIDDEN_HYPER } from './hidden-learn.js';
import { decodeHiddenSentenceHeads, hiddenProbability, type HiddenSentenceWeightsFile } from './hidden-weights-format.js';
import { MiniLmEncoder } from './minilm-encoder.js';
import { decodeStacker, STACK_MODEL_ORDER, stackFeatures, type StackerFile } from './stacker.js';
import stackerJson from './stacker-weights-aj.json' with { type: 'json' };
import { EmbeddingUnavailable, SentenceEncoder } from './sentence-encoder.js';
import { BOTH_SENTENCE_FEATURES, SENTENCE_FEATURES, sentenceInputs, sentenceVector, sentenceVectorBoth } from './sentence-features.js';

/** sha256 of each model's sentence weights as written by `npx tsx …/model/sentence-train.ts [--model=i|j|l|m|n|o|p|q]`; update both together. */
const SENTENCE_WEIGHTS = [
  { model: 'C', file: 'sentence-weights.json', sha256: '5d4442b301f3442a6bdb28d35fbeba0a2065494a835f3b3f4043c91cc29428b3' },
  { model: 'I', file: 'sentence-weights-i.json', sha256: 'bddf646d549b2d7382c23467525f6e7a670fb3402ad35a3ea20df94156bea235' },
  { model: 'J', file: 'sentence-weights-j.json', sha256: '7cb842ef02152a8d6a287699e3536361e828dba20a76873e645dbb4dca4d6782' },
  { model: 'L', file: 'sentence-weights-l.json', sha256: '1746a7e1161b5f14739d2420ce3870ccc5e3bb75bb1b893d063b06904614666e' },
  { model: 'M', file: 'sentence-weights-m.json', sha256: '26fa8643225283be63d999836596929526f2300e20c6290c0c0b7ad8a25626c8' },
  { model: 'N', file: 'sentence-weights-n.json', sha256: 'd2cfccbfcedd68996a97656bfdb0c89432e9b08bc69a436911e9a4a6c2a2f073' },
  { model: 'O', file: 'sentence-weights-o.json', sha256: 'd638d76c237102e6fdb2c7ca4e7a302514e3b94266ce41e2fbdba96665ee98bc' },
  { model: 'P', file: 'sentence-weights-p.json', sha256: '6ccc4d6c5eaf201c5d488c5f944d87b632a2947a6da1ee8e875116223e6edab8' },
  { model: 'Q', file: 'sentence-weights-q.json', sha256: '275b8095307c4c77ac8f0efd485cdc13596d1852686b3ab820017ac343f86b6b' },
] as const;
/**
 * sha256 of the sentence heads with one hidden layer as written by `npx tsx …/model/hidden-train.ts [--model=s|t]`
 * (decision 007, "AG", "AH" and "AI"); update both together. R's and S's files are two heads of 32 × 1,537 float32
 * weights, base64: about 528,000 bytes; T's, 32 × 2,689 (USE's 1,537 numbers and MiniLM's 1,152): about 921,000.
 */
const HIDDEN_WEIGHTS = [
  { model: 'R', file: 'hidden-weights-r.json', sha256: 'c569b9c08c247c66111b98d71095e97f49d2c20d85e211cce4eb268caa49f8d0', maxBytes: 560_000, features: SENTENCE_FEATURES },
  { model: 'S', file: 'hidden-weights-s.json', sha256: '260e9dbfaf251028acc2feea0aea1305b058c6b2b66cee7244adcac41c606564', maxBytes: 560_000, features: SENTENCE_FEATURES },
  { model: 'T', file: 'hidden-weights-t.json', sha256: '885ca1e3e0595d38afb17663221865a7aa728a650fad6a35f34026b196598bbe', maxBytes: 960_000, features: BOTH_SENTENCE_FEATURES },
] as const;

describe('the chat’s risk check: rules OR the mixed model', () => {
  const encoder = new SentenceEncoder();
  const minilm = new MiniLmEncoder();
  beforeAll(() => Promise.all([encoder.warmUp(), minilm.warmUp()]), 60_000);
  afterAll(() => Promise.all([encoder.close(), minilm.close()]));
  const assess = (text: string, previous: string[] = []) => assessMessage(text, previous, encoder, 30_000);

  it.each(SENTENCE_WEIGHTS)('ships model $model’s weights recorded here, and the encoder on this machine gives the training messages the probabilities it gave them then', async ({ model, file: name, sha256 }) => {
    const json = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
    expect(createHash('sha256').update(json).digest('hex')).toBe(sha256);
    const file = JSON.parse(json) as SentenceWeightsFile;
    expect(file.thresholds).toEqual(MIXED_MODELS.find((m) => m.name === model)!.thresholds);
    expect(file.share).toBe(SENTENCE_SHARE);
    expect(file.checks.length).toBeGreaterThanOrEqual(10);
    const heads = decodeSentenceHeads(file);
    for (const check of file.checks) {
      const x = sentenceVector(await encoder.embed(sentenceInputs(check.text, check.previous)));
      expect(Math.abs(probability(heads.crisis, x) - check.pCrisis)).toBeLessThan(1e-3);
      expect(Math.abs(probability(heads.elevated, x) - check.pElevated)).toBeLessThan(1e-3);
    }
  }, 60_000);

  it.each(HIDDEN_WEIGHTS)('ships model $model’s hidden-layer heads recorded here, and the encoders on this machine give the training messages the probabilities they gave them then', async ({ model, file: name, sha256, maxBytes, features }) => {
    const json = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
    expect(createHash('sha256').update(json).digest('hex')).toBe(sha256);
    expect(json.length).toBeLessThan(maxBytes);
    const file = JSON.parse(json) as HiddenSentenceWeightsFile;
    expect(file.features).toBe(features);
    expect(file.thresholds).toEqual([...MIXED_MODELS, ...BOTH_ENCODER_MODELS].find((m) => m.name === model)!.thresholds);
    expect(file.share).toBe(SENTENCE_SHARE);
    expect(file.hyper).toEqual(HIDDEN_HYPER);
    expect(file.checks.length).toBeGreaterThanOrEqual(10);
    const heads = decodeHiddenSentenceHeads(file);
    for (const check of file.checks) {
      const texts = sentenceInputs(check.text, check.previous);
      const use = await encoder.embed(texts);
      const x = features === BOTH_SENTENCE_FEATURES ? sentenceVectorBoth(use, await minilm.embed(texts)) : sentenceVector(use);
      expect(Math.abs(hiddenProbability(heads.crisis, x) - check.pCrisis)).toBeLessThan(1e-3);
      expect(Math.abs(hiddenProbability(heads.elevated, x) - check.pElevated)).toBeLessThan(1e-3);
    }
  }, 60_000);

  it('leaves T out, saying "model:partial", when only the second encoder cannot answer: the models that read USE alone still do', async () => {
    const text = 'soon none of this will be my problem';
    const missing = new MiniLmEncoder('/nonexistent/minilm');
    const partial = await assessMessage(text, [], encoder, 30_000, missing);
    expect(partial).toMatchObject({ level: 'crisis', rules: 'none' });
    expect(partial.reasons).toEqual(expect.arrayContaining(['model:crisis', 'model:partial']));
    const inputs = modelInputs(text, [], await encoder.embed(sentenceInputs(text, [])));
    expect(inputs.both).toBeUndefined();
    expect(() => BOTH_ENCODER_MODELS[0]!.risk(inputs)).toThrow('needs both encoders');
    expect((await assess(text)).reasons).not.toContain('model:partial');
    // Both encoders gone: the rules alone, as before.
    const closed = new SentenceEncoder();
    await closed.close();
    expect(await assessMessage(text, [], closed, 30_000, missing)).toMatchObject({ level: 'none', reasons: ['model:unavailable'] });
  }, 60_000);

  // Probes written for this test; none is in any labelled or blind set.
  it('finds crises the rules miss, and says the model found them', async () => {
    const quiet = await assess('soon none of this will be my problem');
    expect(assessRisk('soon none of this will be my problem').level).toBe('none');
    expect(quiet).toMatchObject({ level: 'crisis', rules: 'none' });
    expect(quiet.reasons).toContain('model:crisis');
    expect(quiet.model!.pCrisis).toBeGreaterThanOrEqual(ASSESS_THRESHOLDS.crisis);

    const withContext = await assess('tonight feels like the right time', ['i have been saving my tablets']);
    expect(withContext.rules).not.toBe('crisis');
    expect(withContext.level).toBe('crisis');
    // The same words after an ordinary turn are not a crisis.
    expect((await assess('tonight feels like the right time', ['we are going to see the fireworks'])).level).not.toBe('crisis');
  }, 60_000);

  it('without MiniLM reads the highest of the eleven models (AH): a crisis or distress only I, only J, only L, only M, only N or only O reads is not missed (decision 007, models U, W, Y, Z, AA and AD; P, Q, R and S, added by AE, AF, AG and AH, have no probe of their own); with it, the highest of all twelve behind the stacker’s gate (AJ′)', async () => {
    expect(MIXED_MODELS.map((m) => m.name)).toEqual(['C', 'I', 'J', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S']);
    expect(BOTH_ENCODER_MODELS.map((m) => m.name)).toEqual(['T']);
    // The chat reads the models the training scripts build, in the same order.
    expect([...MIXED_MODELS, ...BOTH_ENCODER_MODELS].map((m) => m.name)).toEqual(Object.values(TRAINED_MODELS).map((m) => m.name));
    expect(ASSESS_THRESHOLDS).toEqual(MIXED_MODELS[0]!.thresholds);
    const stacker = decodeStacker(stackerJson as StackerFile);
    const missing = new MiniLmEncoder('/nonexistent/minilm');
    // Each probe: what the models read (a model left out may read anything), and the model whose answer AH gives.
    for (const [text, reads, answer] of [
      ['some days i wish i could just fall asleep and stay asleep', { C: 'none', I: 'crisis' }, 'I'],
      ['since the breakup i cant eat or sleep properly', { C: 'none', I: 'elevated', J: 'none' }, 'I'],
      ['skipping my heart meds on purpose now, let nature decide', { C: 'none', I: 'none', J: 'crisis' }, 'J'],
      ["i've decided, i just need to pick a day", { C: 'none', I: 'none', J: 'none', L: 'crisis' }, 'L'],
      ['after the anniversary i wont need to keep pretending', { C: 'none', I: 'none', J: 'none', L: 'none', M: 'crisis' }, 'M'],
      ['after the last shift i am going to walk off the end of the pier', { C: 'none', I: 'none', J: 'none', L: 'none', M: 'none', N: 'crisis' }, 'N'],
      ['i am stopping the dialysis next week so that i can finally go', { C: 'none', I: 'none', J: 'none', L: 'none', M: 'none', N: 'none', O: 'crisis' }, 'O'],
    ] as const) {
      const texts = sentenceInputs(text, []);
      const inputs = modelInputs(text, [], await encoder.embed(texts, 30_000), await minilm.embed(texts, 30_000));
      const risks = Object.fromEntries([...MIXED_MODELS, ...BOTH_ENCODER_MODELS].map((m) => [m.name, m.risk(inputs)]));
      for (const [name, level] of Object.entries(reads)) expect(risks[name]!.level, `${name}: ${text}`).toBe(level);
      const level = reads[answer as keyof typeof reads]!;
      const partial = await assessMessage(text, [], encoder, 30_000, missing);
      expect(partial, text).toMatchObject({ level, rules: 'none', model: risks[answer] });
      expect(partial.reasons, text).toContain(`model:${level}`);
      // With both encoders (AJ′) the twelve models' highest reading counts where the stacker's P(not none) reaches
      // its gate (the rules read none here).
      const twelve = STACK_MODEL_ORDER.map((name) => risks[name]!);
      const top = twelve.reduce((a, b) => (maxLevel(a.level, b.level) === a.level ? a : b));
      const stacked = stacker.probabilities(stackFeatures(twelve, 'none'));
      const expected = stacked.pElevated >= stacker.gate ? top : { level: 'none', ...stacked };
      const risk = await assess(text);
      expect(risk, text).toMatchObject({ level: expected.level, rules: 'none' });
      if (expected.level !== 'none') expect(risk.model, text).toEqual(top);
    }
  }, 60_000);

  it('leaves everyday messages alone', async () => {
    for (const text of [
      'what time does the pharmacy close on sundays',
      'can you recommend a good breathing exercise before bed',
      'my manager is killing me with these deadlines lol',
      'i want to go to the cinema tonight',
      'i want to dye my hair purple',
    ]) {
      const risk = await assess(text);
      expect(risk.level, text).toBe('none');
      expect(risk.model, text).toBeDefined();
    }
  }, 60_000);

  it('answers from the rules at once when they already read a crisis (the model is not asked)', async () => {
    const never = { embed: () => Promise.reject(new Error('must not be called')) } as unknown as SentenceEncoder;
    const risk = await assessMessage('I want to kill myself', [], never);
    expect(risk).toMatchObject({ level: 'crisis', rules: 'crisis' });
    expect(risk.model).toBeUndefined();
    expect(risk.reasons).not.toContain('model:unavailable');
  });

  it('keeps the rules’ answer, marked "model:unavailable", when the encoder cannot answer in time or is closed', async () => {
    const slow = await assessMessage('i feel hopeless and everything is too much', [], encoder, 0);
    expect(slow).toMatchObject({ level: 'elevated', rules: 'elevated' });
    expect(slow.reasons).toContain('model:unavailable');
    const closed = new SentenceEncoder();
    await closed.close();
    const risk = await assessMessage('soon none of this will be my problem', [], closed);
    expect(risk).toMatchObject({ level: 'none', rules: 'none', reasons: ['model:unavailable'] });
  });

  it('lets any other failure through, so the chat fails closed (treats the message as crisis)', async () => {
    const broken = { embed: () => Promise.reject(new TypeError('bug')) } as unknown as SentenceEncoder;
    await expect(assessMessage('hello there', [], broken)).rejects.toThrow('bug');
    expect(new EmbeddingUnavailable('x').name).toBe('EmbeddingUnavailable');
  });

  it('never goes below the rules, and adds a static reason when the model raises the level', () => {
    const rules = assessRisk('i feel hopeless and everything is too much');
    expect(combineRisk(rules, { level: 'none', pCrisis: 0, pElevated: 0 }).level).toBe('elevated');
    const raised = combineRisk(assessRisk('what a day'), { level: 'crisis', pCrisis: 0.9, pElevated: 0.9 });
    expect(raised).toMatchObject({ level: 'crisis', rules: 'none', categories: ['distress'] });
    expect(raised.reasons).toEqual(['model:crisis']);
  });
});
