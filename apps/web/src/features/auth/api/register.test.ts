import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationRequest } from '@wellbeing/shared/schemas/account';

const request: RegistrationRequest = { email: 'sam@example.com', password: 'four calm quiet words', username: 'sam', role: 'seeker' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

async function load() {
  vi.resetModules();
  return import('./register');
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('registration answer → message', () => {
  it.each([
    ['email-already-in-use', 409, 'Email already exists.', 'email'],
    ['invalid-email', 400, 'Invalid email address.', 'email'],
    ['weak-password', 400, 'Password is too weak.', 'password'],
    ['username-taken', 409, 'Username already exists.', 'username'],
  ])('%s reads "%s"', async (code, status, message, field) => {
    const { toRegistrationResult } = await load();
    expect(toRegistrationResult(status, { code, message: 'whatever the service said' })).toEqual({ ok: false, code, message, field });
  });

  it('shows the service’s own message for any other code', async () => {
    const { toRegistrationResult } = await load();
    expect(toRegistrationResult(400, { code: 'invalid-request', message: 'Date of birth is not a real date.' })).toEqual({
      ok: false,
      code: 'invalid-request',
      message: 'Date of birth is not a real date.',
    });
    expect(toRegistrationResult(401, { code: 'invalid-ticket', message: 'The registration ticket has expired.' }).message).toBe(
      'The registration ticket has expired.',
    );
  });

  it('falls back to "An unknown error occurred." with no message, and to server-error with no code', async () => {
    const { toRegistrationResult } = await load();
    expect(toRegistrationResult(500, { code: 'server-error', message: '' })).toMatchObject({ ok: false, code: 'server-error', message: 'An unknown error occurred.' });
    expect(toRegistrationResult(502, undefined)).toEqual({ ok: false, code: 'server-error', message: 'An unknown error occurred.' });
  });

  it('treats a 2xx answer as registered', async () => {
    const { toRegistrationResult } = await load();
    expect(toRegistrationResult(201, { code: 'registered', message: 'Check your e-mail.' })).toEqual({ ok: true, code: 'registered', message: 'Check your e-mail.' });
  });

  it('reports a network failure as "Could not connect to the registration service."', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const { postRegistration } = await load();
    await expect(postRegistration(request, 'ticket')).resolves.toEqual({
      ok: false,
      code: 'network',
      message: 'Could not connect to the registration service.',
    });
  });
});

describe('register', () => {
  it('sends the request to /registration with the ticket as bearer token, and signs out a current session', async () => {
    localStorage.setItem('currentUser', JSON.stringify({ uid: 'u0', email: 'old@example.com', username: 'old', role: 'seeker', gender: null, dateOfBirth: null }));
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push({ url, init });
        if (url === '/api/registration/ticket') return Promise.resolve(json({ ticket: 'T1', expiresAt: '2030-01-01T00:00:00Z' }));
        if (url === '/registration') return Promise.resolve(json({ code: 'registered', message: 'Registered.' }, 201));
        if (url === '/api/session/logout') return Promise.resolve(json({ ok: true }));
        return Promise.resolve(json({ user: null }));
      }),
    );
    const { register } = await load();
    await expect(register(request)).resolves.toMatchObject({ ok: true, code: 'registered' });
    const post = calls.find((call) => call.url === '/registration');
    expect(new Headers(post?.init?.headers).get('Authorization')).toBe('Bearer T1');
    expect(JSON.parse(String(post?.init?.body))).toEqual(request);
    expect(calls.some((call) => call.url === '/api/session/logout')).toBe(true);
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('tries once more with a fresh ticket when the ticket expired on the way', async () => {
    let tickets = 0;
    let posts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        if (url === '/api/registration/ticket') return Promise.resolve(json({ ticket: `T${++tickets}`, expiresAt: '2030-01-01T00:00:00Z' }));
        if (url === '/registration') return Promise.resolve(++posts === 1 ? json({ code: 'invalid-ticket', message: 'Expired.' }, 401) : json({ code: 'registered', message: 'ok' }, 201));
        return Promise.resolve(json({ user: null }));
      }),
    );
    const { register } = await load();
    await expect(register(request)).resolves.toMatchObject({ ok: true });
    expect(tickets).toBe(2);
  });

  it('reports an unreachable ticket endpoint as a connection failure', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const { register } = await load();
    await expect(register(request)).resolves.toMatchObject({ ok: false, message: 'Could not connect to the registration service.' });
  });
});
