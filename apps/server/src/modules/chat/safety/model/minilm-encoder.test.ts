import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cosine, maxDiff, norm } from '../../../../test-support/vectors.js';
import { MINILM_DIMENSIONS, MiniLmEncoder } from './minilm-encoder.js';
import { EmbeddingUnavailable } from './sentence-encoder.js';

describe('the second sentence encoder (all-MiniLM-L6-v2 on its worker thread)', () => {
  const encoder = new MiniLmEncoder();
  afterAll(() => encoder.close());

  it('embeds each text into a vector of length one, in order, the same alone as in a batch of other lengths', async () => {
    await encoder.warmUp();
    const texts = ['i cant sleep again', 'what time does the pharmacy close on a sunday in the middle of december', 'dog'];
    const batch = await encoder.embed(texts);
    expect(batch).toHaveLength(3);
    for (const v of batch) {
      expect(v).toHaveLength(MINILM_DIMENSIONS);
      expect(norm(v)).toBeCloseTo(1, 5);
    }
    for (const [i, text] of texts.entries()) expect(maxDiff((await encoder.embed([text]))[0]!, batch[i]!)).toBeLessThan(1e-4);
  }, 60_000);

  it('places sentences by meaning', async () => {
    const [a, b, c] = await encoder.embed(['i am so tired i could sleep for a week', 'i am exhausted and need a long rest', 'the train to leeds leaves at nine']);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!) + 0.2);
  });

  it('reads a long text up to its token limit instead of failing', async () => {
    const [v] = await encoder.embed(['word '.repeat(2_000)]);
    expect(norm(v!)).toBeCloseTo(1, 5);
  });

  it('rejects with EmbeddingUnavailable when its files are missing, and when closed', async () => {
    const missing = new MiniLmEncoder('/nonexistent/minilm');
    await expect(missing.embed(['hello'])).rejects.toBeInstanceOf(EmbeddingUnavailable);
    await expect(missing.embed(['hello'])).rejects.toThrow('files are not in /nonexistent/minilm');
    const closed = new MiniLmEncoder();
    await closed.close();
    await expect(closed.embed(['hello'])).rejects.toBeInstanceOf(EmbeddingUnavailable);
  });

  it('ends its worker when released, even mid-load, so that the process then exits cleanly; the next call starts a new one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'minilm-exit-'));
    const script = path.join(dir, 'exit.mts');
    const module = fileURLToPath(new URL('./minilm-encoder.ts', import.meta.url));
    // onnxruntime aborts a process that exits while a session loads or runs (50 ms in, here): release() first.
    writeFileSync(script, `import { MiniLmEncoder } from ${JSON.stringify(module)};
const e = new MiniLmEncoder();
void e.embed(['hello there '.repeat(40)]).catch(() => {});
setTimeout(async () => { if (process.argv[2] === 'release') await e.release(); process.exit(0); }, 50);
`);
    try {
      const run = (how: string) => spawnSync(process.execPath, ['--import', 'tsx', script, how], { encoding: 'utf8' }).status;
      expect(run('release')).toBe(0);
      expect(run('release')).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await encoder.release();
    expect((await encoder.embed(['after a release']))[0]).toHaveLength(MINILM_DIMENSIONS);
  }, 60_000);
});
