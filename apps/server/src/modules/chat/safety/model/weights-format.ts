/**
 * The compact weights.json format (shared by build.ts, which writes it, and score.ts, which reads
 * it). Only slots whose weight is significant in either head are kept (|w| ≥ PRUNE in crisis or
 * elevated); their indices are delta-encoded as unsigned LEB128 varints and the weights of each
 * head are quantised to int16 (little-endian) against that head's largest |w|. Both byte strings
 * are base64. Pruning and quantisation change no out-of-fold decision (checked by train.ts).
 */
import { HASH_BITS, type FeatureOptions } from './features.js';
import type { Hyper, LinearHead, Model } from './learn.js';

export const FORMAT = 'harbour-risk-model/1';
export const PRUNE = 0.004;

export interface WeightsFile {
  format: string;
  hashBits: number;
  features: FeatureOptions;
  hyper: Hyper;
  /** Probability thresholds chosen by leave-one-set-out cross-validation (README.md). */
  thresholds: { crisis: number; elevated: number };
  /** How many examples of each label the shipped weights were trained on. */
  trainedOn: Record<string, number>;
  bias: { crisis: number; elevated: number };
  scale: { crisis: number; elevated: number };
  slots: string;
  crisis: string;
  elevated: string;
}

export interface DecodedHeads {
  crisis: LinearHead;
  elevated: LinearHead;
}

function quantise(w: Float64Array, keep: readonly number[]): { scale: number; bytes: Buffer } {
  let max = 0;
  for (const s of keep) max = Math.max(max, Math.abs(w[s] as number));
  const scale = max === 0 ? 1 : max / 32767;
  const bytes = Buffer.alloc(keep.length * 2);
  keep.forEach((s, i) => bytes.writeInt16LE(Math.round((w[s] as number) / scale), i * 2));
  return { scale, bytes };
}

export function encode(model: Model, meta: Omit<WeightsFile, 'format' | 'hashBits' | 'bias' | 'scale' | 'slots' | 'crisis' | 'elevated'>): WeightsFile {
  const keep: number[] = [];
  for (let s = 0; s < 1 << HASH_BITS; s++) {
    if (Math.abs(model.crisis.w[s] as number) >= PRUNE || Math.abs(model.elevated.w[s] as number) >= PRUNE) keep.push(s);
  }
  const varints: number[] = [];
  let last = 0;
  for (const s of keep) {
    let delta = s - last;
    last = s;
    while (delta >= 0x80) {
      varints.push((delta & 0x7f) | 0x80);
      delta >>>= 7;
    }
    varints.push(delta);
  }
  const c = quantise(model.crisis.w, keep);
  const e = quantise(model.elevated.w, keep);
  const round = (x: number): number => Number(x.toPrecision(10));
  return {
    format: FORMAT,
    hashBits: HASH_BITS,
    ...meta,
    bias: { crisis: round(model.crisis.bias), elevated: round(model.elevated.bias) },
    scale: { crisis: round(c.scale), elevated: round(e.scale) },
    slots: Buffer.from(varints).toString('base64'),
    crisis: c.bytes.toString('base64'),
    elevated: e.bytes.toString('base64'),
  };
}

export function decode(file: WeightsFile): DecodedHeads {
  if (file.format !== FORMAT || file.hashBits !== HASH_BITS) throw new Error(`unsupported weights: ${file.format}/${file.hashBits}`);
  const slotBytes = Buffer.from(file.slots, 'base64');
  const cBytes = Buffer.from(file.crisis, 'base64');
  const eBytes = Buffer.from(file.elevated, 'base64');
  const crisis = new Float64Array(1 << HASH_BITS);
  const elevated = new Float64Array(1 << HASH_BITS);
  let slot = 0;
  let i = 0;
  let pos = 0;
  while (pos < slotBytes.length) {
    let delta = 0;
    let shift = 0;
    let b: number;
    do {
      b = slotBytes[pos++] as number;
      delta |= (b & 0x7f) << shift;
      shift += 7;
    } while (b & 0x80);
    slot += delta;
    crisis[slot] = cBytes.readInt16LE(i * 2) * file.scale.crisis;
    elevated[slot] = eBytes.readInt16LE(i * 2) * file.scale.elevated;
    i++;
  }
  return { crisis: { bias: file.bias.crisis, w: crisis }, elevated: { bias: file.bias.elevated, w: elevated } };
}
