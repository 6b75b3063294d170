/** Measures on embeddings, for the sentence encoders' tests. */
export const norm = (v: Float32Array): number => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
export const cosine = (a: Float32Array, b: Float32Array): number => a.reduce((s, x, i) => s + x * (b[i] as number), 0) / (norm(a) * norm(b));
export const maxDiff = (a: Float32Array, b: Float32Array): number => a.reduce((m, x, i) => Math.max(m, Math.abs(x - (b[i] as number))), 0);
