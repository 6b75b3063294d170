/**
 * Training for a sentence head with one hidden layer (decision 007, "AG"): ReLU units and a sigmoid output, Adam on
 * each batch's mean log-loss, L2 on the weights. Seeded (the initial weights and each epoch's order come from
 * cv.ts's rng), so the same examples in the same order give the same weights, bit for bit.
 */
import { rng } from './cv.js';
import type { Example } from './data.js';
import type { SparseVector } from './features.js';
import type { HiddenHead, HiddenHyper } from './hidden-weights-format.js';
import { sigmoid } from './learn.js';

/** The settings decision 007's "AG" names: 32 units, 12 epochs, batches of 64, step 0.002, L2 1e-4. */
export const HIDDEN_HYPER: HiddenHyper = { hidden: 32, epochs: 12, batch: 64, step: 0.002, l2: 1e-4, seed: 20261202 };

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;

class Adam {
  readonly #m: Float32Array;
  readonly #v: Float32Array;
  constructor(size: number) {
    this.#m = new Float32Array(size);
    this.#v = new Float32Array(size);
  }
  step(w: Float32Array, g: Float32Array, t: number, rate: number): void {
    const c1 = 1 - BETA1 ** t;
    const c2 = 1 - BETA2 ** t;
    const m = this.#m;
    const v = this.#v;
    for (let i = 0; i < w.length; i++) {
      const gi = g[i] as number;
      m[i] = BETA1 * (m[i] as number) + (1 - BETA1) * gi;
      v[i] = BETA2 * (v[i] as number) + (1 - BETA2) * gi * gi;
      w[i] = (w[i] as number) - (rate * ((m[i] as number) / c1)) / (Math.sqrt((v[i] as number) / c2) + EPSILON);
    }
  }
}

/** Fits one head on dense sentence vectors (every slot present, in order). */
export function trainHiddenHead(xs: readonly SparseVector[], ys: readonly boolean[], hyper: HiddenHyper = HIDDEN_HYPER): HiddenHead {
  const d = xs[0]?.val.length ?? 0;
  if (d === 0 || xs.some((x) => x.val.length !== d)) throw new Error('a hidden-layer head needs dense vectors of one length');
  const h = hyper.hidden;
  const random = rng(hyper.seed);
  const gauss = (): number => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const w1 = new Float32Array(h * d);
  const b1 = new Float32Array(h);
  const w2 = new Float32Array(h);
  const b2 = new Float32Array(1);
  const scale1 = Math.sqrt(2 / d);
  for (let i = 0; i < w1.length; i++) w1[i] = gauss() * scale1;
  for (let j = 0; j < h; j++) w2[j] = gauss() * Math.sqrt(1 / h);
  const g1 = new Float32Array(w1.length);
  const gb1 = new Float32Array(h);
  const g2 = new Float32Array(h);
  const gb2 = new Float32Array(1);
  const adam = { w1: new Adam(w1.length), b1: new Adam(h), w2: new Adam(h), b2: new Adam(1) };
  const a = new Float64Array(h);
  const order = Int32Array.from(xs, (_, i) => i);
  let t = 0;
  for (let epoch = 0; epoch < hyper.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const swap = order[i] as number;
      order[i] = order[j] as number;
      order[j] = swap;
    }
    for (let start = 0; start < order.length; start += hyper.batch) {
      g1.fill(0);
      gb1.fill(0);
      g2.fill(0);
      gb2[0] = 0;
      const end = Math.min(order.length, start + hyper.batch);
      const size = end - start;
      for (let q = start; q < end; q++) {
        const r = order[q] as number;
        const x = (xs[r] as SparseVector).val;
        let z = b2[0] as number;
        for (let j = 0; j < h; j++) {
          let u = b1[j] as number;
          const row = j * d;
          for (let k = 0; k < d; k++) u += (w1[row + k] as number) * (x[k] as number);
          a[j] = u > 0 ? u : 0;
          z += (w2[j] as number) * (a[j] as number);
        }
        const e = (sigmoid(z) - (ys[r] ? 1 : 0)) / size;
        gb2[0] = (gb2[0] as number) + e;
        for (let j = 0; j < h; j++) {
          const aj = a[j] as number;
          g2[j] = (g2[j] as number) + e * aj;
          if (aj <= 0) continue;
          const ej = e * (w2[j] as number);
          gb1[j] = (gb1[j] as number) + ej;
          const row = j * d;
          for (let k = 0; k < d; k++) g1[row + k] = (g1[row + k] as number) + ej * (x[k] as number);
        }
      }
      for (let i = 0; i < w1.length; i++) g1[i] = (g1[i] as number) + hyper.l2 * (w1[i] as number);
      for (let j = 0; j < h; j++) g2[j] = (g2[j] as number) + hyper.l2 * (w2[j] as number);
      t++;
      adam.w1.step(w1, g1, t, hyper.step);
      adam.b1.step(b1, gb1, t, hyper.step);
      adam.w2.step(w2, g2, t, hyper.step);
      adam.b2.step(b2, gb2, t, hyper.step);
    }
  }
  return { features: d, hidden: h, w1, b1, w2, b2: b2[0] as number };
}

/** P(crisis) and P(not none) heads, as learn.ts's trainModel does for the linear ones. */
export function trainHiddenModel(examples: readonly Example[], xs: readonly SparseVector[], hyper: HiddenHyper = HIDDEN_HYPER): { crisis: HiddenHead; elevated: HiddenHead } {
  return {
    crisis: trainHiddenHead(xs, examples.map((e) => e.label === 'crisis'), hyper),
    elevated: trainHiddenHead(xs, examples.map((e) => e.label !== 'none'), hyper),
  };
}
