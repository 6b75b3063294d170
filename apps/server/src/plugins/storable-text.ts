import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

export const UNSTORABLE_TEXT_MESSAGE = 'contains characters that cannot be stored (a NUL character or a broken emoji). Please remove them and try again.';

export const PROTOTYPE_KEY_MESSAGE = 'The request body holds a key that is not allowed (__proto__, or constructor with prototype).';

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** True when the text holds U+0000 or half of a surrogate pair (both with and without the other half). */
function isUnstorable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The path ("note", "licence.country", "tags.2") of the first string, or object key, in a parsed value
 * that cannot be stored as sent; null when everything can. Walks with its own stack, so a deeply nested
 * body cannot exhaust the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path || '_';
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: path ? `${path}.${i}` : String(i) });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (isUnstorable(key)) return path || '_';
        stack.push({ value: inner, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * Text people send is stored exactly as sent, or refused with a clear 400: never silently changed, never a
 * 500. Two things cannot be stored as sent by either engine: U+0000 (PostgreSQL refuses it in text) and
 * unpaired UTF-16 surrogates (no UTF-8 form: they would come back as U+FFFD). Every route's path
 * parameters, query and JSON body are checked before its handler runs. Other control characters are a
 * matter for each field's schema (most free-text fields refuse them; the rest store them faithfully).
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  // JSON bodies are UTF-8 (RFC 8259): bytes that are not (or another declared charset) are refused, never
  // decoded into U+FFFD replacement characters and stored as something the person did not send.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new AppError(415, 'request/unsupported-media-type', 'Send the request body as JSON in UTF-8.'), undefined);
    } else if (!isUtf8(body)) {
      done(new AppError(400, 'request/invalid', 'The request body is not valid UTF-8 text.'), undefined);
    } else {
      const text = body.toString('utf8');
      parseJson(request, text, (error, value) => {
        // The parser refuses keys that would reach an object's prototype. That is valid JSON: say what is refused.
        if (error && isValidJson(text)) done(new AppError(400, 'request/invalid', PROTOTYPE_KEY_MESSAGE), undefined);
        else done(error, value);
      });
    }
  });

  // Synchronous, and nothing to walk for most reads (no body): this runs on every request (decision 005).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const value of [request.params, request.query, request.body]) {
      if (value === undefined || value === null) continue;
      const path = findUnstorableText(value);
      if (path !== null) {
        const label = path === '_' ? 'The request' : path;
        done(new AppError(400, 'request/invalid', `${label}: ${UNSTORABLE_TEXT_MESSAGE}`, { [path]: `This ${UNSTORABLE_TEXT_MESSAGE}` }));
        return;
      }
    }
    done();
  });
});
