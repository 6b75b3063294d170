import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError, decryptText, encryptText, isEncryptedText } from './crypto.js';

describe('encryptText / decryptText', () => {
  const key = randomBytes(32);

  it('round-trips any text, including empty, multi-line and non-Latin text', () => {
    for (const text of ['', 'hello', 'two\nlines, "quoted"', 'Ærøskøbing 東京 🌊', 'x'.repeat(10_000)]) {
      expect(decryptText(encryptText(text, key, 'ctx'), key, 'ctx')).toBe(text);
    }
  });

  it('writes a versioned value with a fresh 12-byte IV and a 16-byte tag, never the text itself', () => {
    const a = encryptText('same words', key);
    const b = encryptText('same words', key);
    expect(a).not.toBe(b);
    const [version, iv, tag] = a.split('.');
    expect(version).toBe('v1');
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(16);
    expect(a).not.toContain('same words');
    expect(isEncryptedText(a)).toBe(true);
    expect(isEncryptedText('same words')).toBe(false);
  });

  it('refuses a changed value, the wrong key, the wrong context and unknown formats', () => {
    const stored = encryptText('private', key, 'journal-note:u1');
    const [v, iv, tag, data] = stored.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptText([v, iv, tag, flipped.toString('base64url')].join('.'), key, 'journal-note:u1')).toThrow(DecryptionError);
    expect(() => decryptText(stored, randomBytes(32), 'journal-note:u1')).toThrow(DecryptionError);
    expect(() => decryptText(stored, key, 'journal-note:u2')).toThrow(DecryptionError);
    for (const bad of ['', 'private', 'v2.a.b.c', 'v1.a.b', `v1.${iv}.AAAA.${data}`]) expect(() => decryptText(bad, key)).toThrow(DecryptionError);
  });

  it('needs a 32-byte key', () => {
    expect(() => encryptText('x', randomBytes(16))).toThrow(RangeError);
    expect(() => decryptText('v1.a.b.c', randomBytes(31))).toThrow(RangeError);
  });
});
