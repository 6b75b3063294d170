import { messageFor, type ErrorBody } from '@wellbeing/shared/errors';
import { PAGE_ANSWERS_ID } from '@wellbeing/shared/product';

/** A failed API call, carrying the catalogue code the server (or the network) gave. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** The code the server answers (with 401) when a call needs a session and there is none. */
export const SESSION_LOST_CODE = 'auth/not-authenticated';

const sessionLostHandlers = new Set<() => void>();

/**
 * Runs `handler` whenever the server says the session is gone (401 `auth/not-authenticated`), so the
 * session store can forget its user without this module knowing about it. Returns an unsubscribe.
 */
export function onSessionLost(handler: () => void): () => void {
  sessionLostHandlers.add(handler);
  return () => {
    sessionLostHandlers.delete(handler);
  };
}

function notifySessionLost() {
  for (const handler of [...sessionLostHandlers]) {
    try {
      handler();
    } catch (error) {
      console.error(error);
    }
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  timeoutMs?: number;
}

let pageAnswers: Map<string, unknown> | null = null;

/**
 * Answers the server sent with the page itself (the article page: the session, the article's zone and title,
 * its content; the crisis page: its list of lines; the chat: the session, the assistant and the person's
 * conversations; see the server's web-app plugin), read once. Only successful answers are sent that way, as the
 * same routes gave them to this visitor, so they stand in for the request.
 */
function readPageAnswers(): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  if (typeof document === 'undefined') return answers;
  const block = document.getElementById(PAGE_ANSWERS_ID);
  if (!block?.textContent) return answers;
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [path, body] of Object.entries(parsed)) answers.set(path, body);
    }
  } catch {
    // Not readable: the app asks the server as usual.
  }
  block.remove();
  return answers;
}

/** The answer for `path` that came with the page, if any, at most once (and only until the first screen is ready). */
export function takePageAnswer(path: string): { body: unknown } | undefined {
  pageAnswers ??= readPageAnswers();
  if (!pageAnswers.has(path)) return undefined;
  const body = pageAnswers.get(path);
  pageAnswers.delete(path);
  return { body };
}

/**
 * Forgets the answers that came with the page and were not used. Called once the first screen has loaded:
 * from then on every answer comes from the server at the time it is asked for.
 */
export function discardPageAnswers(): void {
  pageAnswers = new Map();
  if (typeof document !== 'undefined') document.getElementById(PAGE_ANSWERS_ID)?.remove();
}

/**
 * Same-origin JSON calls; every failure becomes an ApiError whose message is the catalogue's. A plain GET that
 * the page's own HTML already answered (once, for the first screen) is not asked again.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, timeoutMs = DEFAULT_TIMEOUT_MS, headers, signal, ...rest } = init;
  if ((rest.method ?? 'GET') === 'GET' && json === undefined) {
    const sent = takePageAnswer(path);
    if (sent) return sent.body as T;
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'network/timeout', messageFor('network/timeout'));
    const code = typeof navigator !== 'undefined' && !navigator.onLine ? 'offline/unavailable' : 'network/failed';
    throw new ApiError(0, code, messageFor(code));
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (body ?? {}) as Partial<ErrorBody>;
    const code = typeof error.code === 'string' ? error.code : response.status >= 500 ? 'server/error' : 'request/invalid';
    if (response.status === 401 && code === SESSION_LOST_CODE) notifySessionLost();
    throw new ApiError(response.status, code, messageFor(code, error.message), error.fields);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
