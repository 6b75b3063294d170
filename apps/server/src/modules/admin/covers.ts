import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { COVER_MAX_BYTES, type CoverType } from '@wellbeing/shared/schemas/admin';
import { AppError } from '../../lib/app-error.js';

const EXTENSIONS: Record<CoverType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TYPES_BY_EXTENSION: Record<string, CoverType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
/** Stored names are random (unguessable, never the uploader's file name) with the extension of the detected type. */
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type read from the file's first bytes (its "magic number"), whatever it is called. SVG is
 * recognised only to refuse it with a clear reason: it is XML that can carry script.
 */
export function detectImageType(bytes: Buffer): CoverType | 'svg' | null {
  if (bytes.length >= 8 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = bytes.subarray(0, 2048).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<') && head.includes('<svg')) return 'svg';
  return null;
}

/** Decodes and checks a cover; a refusal says exactly why, and nothing has been written yet. */
export function readCover(base64: string): { bytes: Buffer; type: CoverType } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > COVER_MAX_BYTES) throw new AppError(413, 'upload/too-large');
  const type = detectImageType(bytes);
  if (type === 'svg') throw new AppError(400, 'upload/svg-refused');
  if (!type) throw new AppError(400, 'upload/not-image');
  return { bytes, type };
}

/** Writes the cover under a fresh random name and makes it durable; returns the public URL. */
export async function storeCover(dataDir: string, cover: { bytes: Buffer; type: CoverType }): Promise<string> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[cover.type]}`;
  const handle = await open(path.join(dir, name), 'wx', 0o644);
  try {
    await handle.writeFile(cover.bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** Removes an uploaded cover by its URL; seed covers (`/covers/…`) and unknown names are left alone. */
export async function removeCover(dataDir: string, url: string): Promise<void> {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  if (!STORED_NAME.test(name)) return;
  try {
    await unlink(path.join(uploadsDir(dataDir), name));
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
}

/**
 * Serves uploaded covers at `/uploads/<random name>`: only names this server gave out, with the type of
 * the detected image, `nosniff` (the browser never second-guesses it) and a year's cache (a name is
 * never reused for other bytes).
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const dir = uploadsDir(app.config.dataDir);
  const notFound = { code: 'not-found', message: ERROR_MESSAGES['not-found'] };

  app.get('/uploads/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!STORED_NAME.test(name)) return reply.code(404).send(notFound);
    const file = path.join(dir, name);
    let size: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return reply.code(404).send(notFound);
      size = info.size;
    } catch {
      return reply.code(404).send(notFound);
    }
    return reply
      .type(TYPES_BY_EXTENSION[name.split('.').pop()!]!)
      .header('Content-Length', String(size))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .send(createReadStream(file));
  });
}
