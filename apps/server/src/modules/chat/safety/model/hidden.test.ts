import { describe, expect, it } from 'vitest';
import { rng } from './cv.js';
import type { SparseVector } from './features.js';
import { trainHiddenHead, HIDDEN_HYPER } from './hidden-learn.js';
import { decodeHiddenHead, encodeHiddenHead, hiddenProbability } from './hidden-weights-format.js';
import { probability, trainHead } from './learn.js';

const dense = (values: readonly number[]): SparseVector => ({ idx: Int32Array.from(values, (_, i) => i), val: Float64Array.from(values) });

/** Points in a square, labelled by the sign of x·y: no straight line separates them. */
function xorSet(count: number, seed: number): { xs: SparseVector[]; ys: boolean[] } {
  const random = rng(seed);
  const xs: SparseVector[] = [];
  const ys: boolean[] = [];
  for (let i = 0; i < count; i++) {
    const a = random() * 2 - 1;
    const b = random() * 2 - 1;
    xs.push(dense([a, b, random() - 0.5]));
    ys.push(a * b > 0);
  }
  return { xs, ys };
}

const accuracy = (p: (x: SparseVector) => number, xs: readonly SparseVector[], ys: readonly boolean[]): number =>
  xs.filter((x, i) => p(x) >= 0.5 === ys[i]).length / xs.length;

describe('sentence heads with a hidden layer (model R, decision 007 "AG")', () => {
  const hyper = { ...HIDDEN_HYPER, hidden: 8, epochs: 60, batch: 16, step: 0.01 };

  it('learns what a linear head cannot, on points it never saw', () => {
    const train = xorSet(800, 1);
    const test = xorSet(400, 2);
    const head = trainHiddenHead(train.xs, train.ys, hyper);
    const linear = trainHead(train.xs, train.ys);
    expect(accuracy((x) => hiddenProbability(head, x), test.xs, test.ys)).toBeGreaterThan(0.9);
    expect(accuracy((x) => probability(linear, x), test.xs, test.ys)).toBeLessThan(0.7);
  });

  it('trains the same weights, bit for bit, from the same data and seed, and other weights from another seed', () => {
    const { xs, ys } = xorSet(200, 3);
    const a = trainHiddenHead(xs, ys, { ...hyper, epochs: 3 });
    const b = trainHiddenHead(xs, ys, { ...hyper, epochs: 3 });
    const c = trainHiddenHead(xs, ys, { ...hyper, epochs: 3, seed: hyper.seed + 1 });
    expect(encodeHiddenHead(a)).toEqual(encodeHiddenHead(b));
    expect(encodeHiddenHead(c).w1).not.toBe(encodeHiddenHead(a).w1);
  });

  it('gives the same probabilities after its weights are written and read back', () => {
    const { xs, ys } = xorSet(200, 4);
    const head = trainHiddenHead(xs, ys, { ...hyper, epochs: 5 });
    const file = encodeHiddenHead(head);
    const read = decodeHiddenHead(JSON.parse(JSON.stringify(file)) as typeof file, 3);
    for (const x of xs.slice(0, 20)) expect(hiddenProbability(read, x)).toBe(hiddenProbability(head, x));
  });

  it('refuses vectors of another length and truncated weights', () => {
    const { xs, ys } = xorSet(50, 5);
    const head = trainHiddenHead(xs, ys, { ...hyper, epochs: 1 });
    expect(() => hiddenProbability(head, dense([1, 2]))).toThrow('needs 3 features');
    expect(() => trainHiddenHead([dense([1, 2]), dense([1])], [true, false], hyper)).toThrow('dense vectors of one length');
    const whole = encodeHiddenHead(head);
    const file = { ...whole, w1: Buffer.from(whole.w1, 'base64').subarray(4).toString('base64') };
    expect(() => decodeHiddenHead(file, 3)).toThrow('float32 values');
  });
});
