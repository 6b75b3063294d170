/**
 * Training for the learned risk model: two L2-regularised logistic regressions over the hashed
 * features of features.ts, fitted with L-BFGS (full batch, so fully deterministic: no random
 * initialisation, no sampling; the same data in the same order gives the same weights).
 *
 * Heads (ordinal, one-vs-rest style):
 *   crisis    P(label = crisis)
 *   elevated  P(label ≠ none), i.e. elevated or crisis
 *
 * Also the compact serialisation used for weights.json, and the cross-validation helpers that
 * train.ts reports and score.test.ts checks.
 */
import type { RiskLevel } from '../risk.js';
import type { Example } from './data.js';
import { DEFAULT_FEATURES, extractFeatures, HASH_BITS, type FeatureOptions, type SparseVector } from './features.js';

export interface Hyper {
  /** L2 strength on the summed log-loss (bias not penalised). */
  lambda: number;
  /** Stop when the gradient norm falls below this (relative to the number of examples). */
  tolerance: number;
  maxIterations: number;
}

export const DEFAULT_HYPER: Hyper = { lambda: 0.1, tolerance: 1e-6, maxIterations: 500 };

export interface LinearHead {
  bias: number;
  /** Dense over the hashed space (2^HASH_BITS). */
  w: Float64Array;
}

export interface Model {
  crisis: LinearHead;
  elevated: LinearHead;
}

/** The logistic function, written to stay finite for large |z|. */
export const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));
const log1pExp = (z: number): number => (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z)));

export function dot(head: LinearHead, x: SparseVector): number {
  let s = head.bias;
  for (let i = 0; i < x.idx.length; i++) s += (head.w[x.idx[i] as number] as number) * (x.val[i] as number);
  return s;
}

export const probability = (head: LinearHead, x: SparseVector): number => sigmoid(dot(head, x));

/** The level from a model's two probabilities: crisis if P(crisis) ≥ tCrisis, else elevated if P(not none) ≥ tElevated. */
export function modelLevel(pCrisis: number, pElevated: number, tCrisis: number, tElevated: number): RiskLevel {
  if (pCrisis >= tCrisis) return 'crisis';
  if (pElevated >= tElevated) return 'elevated';
  return 'none';
}

/**
 * Fits one head. Slots never seen in training keep weight 0 (their gradient is 0 under L2 from a
 * zero start), so the optimisation runs over the observed slots only, remapped to 0..d-1; the last
 * coordinate is the bias.
 */
export function trainHead(xs: readonly SparseVector[], ys: readonly boolean[], hyper: Hyper = DEFAULT_HYPER): LinearHead {
  const slotOf = new Map<number, number>();
  const rows: { idx: Int32Array; val: Float64Array; y: number }[] = [];
  for (let n = 0; n < xs.length; n++) {
    const x = xs[n] as SparseVector;
    const idx = new Int32Array(x.idx.length);
    for (let i = 0; i < x.idx.length; i++) {
      const s = x.idx[i] as number;
      let c = slotOf.get(s);
      if (c === undefined) {
        c = slotOf.size;
        slotOf.set(s, c);
      }
      idx[i] = c;
    }
    rows.push({ idx, val: x.val, y: ys[n] ? 1 : -1 });
  }
  const d = slotOf.size + 1;
  const B = d - 1;
  const { lambda } = hyper;

  const evaluate = (w: Float64Array, g: Float64Array): number => {
    g.fill(0);
    let f = 0;
    for (const r of rows) {
      let s = w[B] as number;
      for (let i = 0; i < r.idx.length; i++) s += (w[r.idx[i] as number] as number) * (r.val[i] as number);
      const m = r.y * s;
      f += log1pExp(-m);
      const coef = -r.y * sigmoid(-m);
      for (let i = 0; i < r.idx.length; i++) {
        const j = r.idx[i] as number;
        g[j] = (g[j] as number) + coef * (r.val[i] as number);
      }
      g[B] = (g[B] as number) + coef;
    }
    for (let j = 0; j < B; j++) {
      const wj = w[j] as number;
      f += 0.5 * lambda * wj * wj;
      g[j] = (g[j] as number) + lambda * wj;
    }
    return f;
  };

  const w = lbfgs(evaluate, d, hyper, rows.length);
  const dense = new Float64Array(1 << HASH_BITS);
  for (const [slot, c] of slotOf) dense[slot] = w[c] as number;
  return { bias: w[B] as number, w: dense };
}

/** Plain L-BFGS (memory 10) with a backtracking Armijo line search. */
function lbfgs(evaluate: (w: Float64Array, g: Float64Array) => number, d: number, hyper: Hyper, n: number): Float64Array {
  const M = 10;
  let w = new Float64Array(d);
  let g = new Float64Array(d);
  let f = evaluate(w, g);
  const S: Float64Array[] = [];
  const Y: Float64Array[] = [];
  const RHO: number[] = [];
  const dir = new Float64Array(d);
  const alpha = new Array<number>(M).fill(0);
  const dotv = (a: Float64Array, b: Float64Array): number => {
    let s = 0;
    for (let i = 0; i < d; i++) s += (a[i] as number) * (b[i] as number);
    return s;
  };
  for (let it = 0; it < hyper.maxIterations; it++) {
    const gnorm = Math.sqrt(dotv(g, g));
    if (gnorm < hyper.tolerance * n) break;
    // Two-loop recursion: dir = -H g.
    for (let i = 0; i < d; i++) dir[i] = -(g[i] as number);
    for (let k = S.length - 1; k >= 0; k--) {
      const a = (RHO[k] as number) * dotv(S[k] as Float64Array, dir);
      alpha[k] = a;
      const y = Y[k] as Float64Array;
      for (let i = 0; i < d; i++) dir[i] = (dir[i] as number) - a * (y[i] as number);
    }
    if (S.length > 0) {
      const k = S.length - 1;
      const gamma = dotv(S[k] as Float64Array, Y[k] as Float64Array) / dotv(Y[k] as Float64Array, Y[k] as Float64Array);
      for (let i = 0; i < d; i++) dir[i] = (dir[i] as number) * gamma;
    } else {
      for (let i = 0; i < d; i++) dir[i] = (dir[i] as number) / Math.max(1, gnorm);
    }
    for (let k = 0; k < S.length; k++) {
      const b = (RHO[k] as number) * dotv(Y[k] as Float64Array, dir);
      const s = S[k] as Float64Array;
      const a = alpha[k] as number;
      for (let i = 0; i < d; i++) dir[i] = (dir[i] as number) + (a - b) * (s[i] as number);
    }
    let slope = dotv(g, dir);
    if (slope >= 0) {
      // Not a descent direction (should not happen): restart from steepest descent.
      S.length = 0;
      Y.length = 0;
      RHO.length = 0;
      for (let i = 0; i < d; i++) dir[i] = -(g[i] as number) / Math.max(1, gnorm);
      slope = dotv(g, dir);
    }
    let step = 1;
    const wNew = new Float64Array(d);
    const gNew = new Float64Array(d);
    let fNew = f;
    for (let tries = 0; tries < 40; tries++) {
      for (let i = 0; i < d; i++) wNew[i] = (w[i] as number) + step * (dir[i] as number);
      fNew = evaluate(wNew, gNew);
      if (fNew <= f + 1e-4 * step * slope) break;
      step *= 0.5;
    }
    if (!(fNew < f)) break;
    const s = new Float64Array(d);
    const y = new Float64Array(d);
    for (let i = 0; i < d; i++) {
      s[i] = (wNew[i] as number) - (w[i] as number);
      y[i] = (gNew[i] as number) - (g[i] as number);
    }
    const sy = dotv(s, y);
    if (sy > 1e-12) {
      if (S.length === M) {
        S.shift();
        Y.shift();
        RHO.shift();
      }
      S.push(s);
      Y.push(y);
      RHO.push(1 / sy);
    }
    const done = Math.abs(f - fNew) < 1e-12 * Math.max(1, Math.abs(f));
    w = wNew;
    g = gNew;
    f = fNew;
    if (done) break;
  }
  return w;
}

export function featurise(examples: readonly Example[], opts: FeatureOptions = DEFAULT_FEATURES): SparseVector[] {
  return examples.map((e) => extractFeatures(e.text, e.previous, opts));
}

export function trainModel(examples: readonly Example[], hyper: Hyper = DEFAULT_HYPER, xs: readonly SparseVector[] = featurise(examples)): Model {
  return {
    crisis: trainHead(xs, examples.map((e) => e.label === 'crisis'), hyper),
    elevated: trainHead(xs, examples.map((e) => e.label !== 'none'), hyper),
  };
}
