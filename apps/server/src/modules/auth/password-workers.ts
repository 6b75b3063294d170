import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Argon2id on worker threads of low scheduling priority (decision 005).
 *
 * Hashing is meant to be slow: a burst of sign-ins keeps every core busy. On libuv's thread pool those
 * hashes ran at the same priority as the event loop, so during a sign-in flood every other request (the
 * health probe, someone reading an article) waited for a core behind them: `/api/health`'s p99 went from
 * 2 ms to 20–50 ms. Here each worker lowers its own thread's priority (`nice` 10; on Linux `setpriority`
 * with pid 0 applies to the calling thread only) and hashes synchronously, so the kernel hands a core to
 * the event loop as soon as it has work, and hashing takes what is left. One worker per core.
 *
 * Passwords cross to the worker in memory only; nothing is logged. A worker that dies fails its task and
 * is replaced. Workers keep the process alive only while they have work.
 */
export const HASHING_NICE = 10;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
try { os.setPriority(workerData.nice); } catch {}
const argon2 = require(workerData.argon2);
parentPort.on('message', (task) => {
  try {
    let value;
    if (task.op === 'hash') value = argon2.hashSync(task.password, task.options);
    else if (task.op === 'verify') value = argon2.verifySync(task.hash, task.password);
    else value = os.getPriority();
    parentPort.postMessage({ id: task.id, value });
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: error && error.message ? String(error.message) : 'hashing failed' });
  }
});
`;

type Task =
  | { op: 'hash'; password: string; options: object }
  | { op: 'verify'; hash: string; password: string }
  | { op: 'priority' };

interface Pending {
  task: Task & { id: number };
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | undefined;
}

export class PasswordWorkers {
  readonly #slots: Slot[] = [];
  readonly #queue: Pending[] = [];
  readonly #argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  #nextId = 1;
  #closed = false;
  readonly #done = { hash: 0, verify: 0 };

  constructor(readonly size = Math.max(1, os.availableParallelism())) {}

  hash(password: string, options: object): Promise<string> {
    return this.#run({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.#run({ op: 'verify', hash, password }) as Promise<boolean>;
  }

  /** How many hashes and verifications have finished (tests check that a sign-in pays for exactly one). */
  counts(): { hash: number; verify: number } {
    return { ...this.#done };
  }

  /** The nice value the workers hash at (tests check it is below the event loop's priority). */
  priority(): Promise<number> {
    return this.#run({ op: 'priority' }) as Promise<number>;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const slots = this.#slots.splice(0);
    for (const pending of this.#queue.splice(0)) pending.reject(new Error('The password workers were closed.'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #run(task: Task): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('The password workers were closed.'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ task: { ...task, id: this.#nextId++ }, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((s) => s.busy === undefined);
      if (!slot && this.#slots.length < this.size) slot = this.#spawn();
      if (!slot) return;
      const pending = this.#queue.shift()!;
      slot.busy = pending;
      slot.worker.ref();
      slot.worker.postMessage(pending.task);
    }
  }

  #spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2: this.#argon2, nice: HASHING_NICE } });
    const slot: Slot = { worker, busy: undefined };
    worker.on('message', (message: { id: number; value?: unknown; error?: string }) => {
      const pending = slot.busy;
      if (!pending || pending.task.id !== message.id) return;
      slot.busy = undefined;
      worker.unref();
      if (pending.task.op !== 'priority') this.#done[pending.task.op]++;
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.value);
      this.#dispatch();
    });
    const fail = (error: Error) => {
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots.splice(index, 1);
      slot.busy?.reject(error);
      slot.busy = undefined;
      if (!this.#closed) this.#dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A password worker stopped (exit code ${code}).`)));
    this.#slots.push(slot);
    return slot;
  }
}
