import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for the most private text people give us (journal notes, assessment answers, chat
 * messages): AES-256-GCM with the app's 32-byte key (`config.encryptionKey`).
 *
 * Stored form, all base64url: `v1.<iv>.<tag>.<ciphertext>`. The version comes first so a later key or
 * algorithm can be introduced without guessing what an old value is. Each value gets a fresh random
 * 12-byte IV; the 16-byte tag makes any change to the stored value (or the wrong key) fail loudly.
 *
 * `context` is bound to the value as associated data (not stored): pass something like `journal:<userId>`
 * so a value copied into another person's row, or another table, no longer decrypts.
 */

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** A stored value that cannot be read: damaged, from another key, or moved from where it was written. */
export class DecryptionError extends Error {
  constructor(message = 'The stored value could not be decrypted.') {
    super(message);
    this.name = 'DecryptionError';
  }
}

function checkKey(key: Buffer): void {
  if (!Buffer.isBuffer(key) || key.length !== KEY_BYTES) throw new RangeError(`The encryption key must be ${KEY_BYTES} bytes.`);
}

export function encryptText(plaintext: string, key: Buffer, context = ''): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function decryptText(stored: string, key: Buffer, context = ''): string {
  checkKey(key);
  const parts = typeof stored === 'string' ? stored.split('.') : [];
  if (parts.length !== 4 || parts[0] !== VERSION) throw new DecryptionError('The stored value is not in a known format.');
  const [, ivText, tagText, dataText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptionError('The stored value is not in a known format.');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(dataText, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new DecryptionError();
  }
}

/** True when a value looks like something `encryptText` wrote (for checks and migrations, not for trust). */
export function isEncryptedText(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(`${VERSION}.`) && value.split('.').length === 4;
}
