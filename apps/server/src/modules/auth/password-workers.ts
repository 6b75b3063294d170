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
 * the event loop as soon as it has work, and hashing takes what is left. One worker per core, each holding
 * up to `TASKS_PER_WORKER` tasks so it never waits for the event loop between two hashes.
 *
 * Passwords cross to the worker in memory only; nothing is logged. A worker that dies fails its task and
 * is replaced. Workers keep the process alive only while they have work.
 */
export const HASHING_NICE = 10;

export const WORKER_SOURCE = `
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
  /** Tasks sent to this worker and not yet answered, oldest first (a worker answers in order). */
  inFlight: Pending[];
}

/**
 * Tasks each worker holds at once. With one, a worker that finished a hash sat idle until the event loop had
 * read its answer and sent the next task: during a sign-in flood the workers were busy only 72–79 % of a core.
 * With two, the next task is already in the worker's own queue when a hash ends (decision 005).
 */
export const TASKS_PER_WORKER = 2;

export class PasswordWorkers {
  readonly #slots: Slot[] = [];
  readonly #queue: Pending[] = [];
  readonly #argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  #nextId = 1;
  #closed = false;
  readonly #done = { hash: 0, verify: 0 };

  constructor(
    readonly size = Math.max(1, os.availableParallelism()),
    /** The workers' code (tests give one that can be made to crash). */
    readonly workerSource = WORKER_SOURCE,
  ) {}

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

  /** Tasks sent to each worker and not yet answered (tests check none holds more than `TASKS_PER_WORKER`). */
  inFlight(): number[] {
    return this.#slots.map((slot) => slot.inFlight.length);
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

  /** The least loaded worker that can take a task: every worker gets one before any gets a second. */
  #slotWithRoom(): Slot | undefined {
    let best: Slot | undefined;
    for (const slot of this.#slots) if (!best || slot.inFlight.length < best.inFlight.length) best = slot;
    if (best && best.inFlight.length === 0) return best;
    if (this.#slots.length < this.size) return this.#spawn();
    return best && best.inFlight.length < TASKS_PER_WORKER ? best : undefined;
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = this.#slotWithRoom();
      if (!slot) return;
      const pending = this.#queue.shift()!;
      slot.inFlight.push(pending);
      slot.worker.ref();
      slot.worker.postMessage(pending.task);
    }
  }

  #spawn(): Slot {
    const worker = new Worker(this.workerSource, { eval: true, workerData: { argon2: this.#argon2, nice: HASHING_NICE } });
    const slot: Slot = { worker, inFlight: [] };
    worker.on('message', (message: { id: number; value?: unknown; error?: string }) => {
      const pending = slot.inFlight[0];
      if (!pending || pending.task.id !== message.id) return;
      slot.inFlight.shift();
      if (slot.inFlight.length === 0) worker.unref();
      if (pending.task.op !== 'priority') this.#done[pending.task.op]++;
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.value);
      this.#dispatch();
    });
    const fail = (error: Error) => {
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots.splice(index, 1);
      // The task it was running fails; the ones waiting behind it had not started and go back to the queue.
      const [running, ...waiting] = slot.inFlight.splice(0);
      running?.reject(error);
      if (this.#closed) for (const pending of waiting) pending.reject(new Error('The password workers were closed.'));
      else {
        this.#queue.unshift(...waiting);
        this.#dispatch();
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A password worker stopped (exit code ${code}).`)));
    this.#slots.push(slot);
    return slot;
  }
}
