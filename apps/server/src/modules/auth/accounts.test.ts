import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_SECTIONS } from '@wellbeing/shared/data-export';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { PASSWORD_RESET_PATH } from '@wellbeing/shared/routes';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login, newPerson, openLink, PASSWORD, register, signedInPerson } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { linkIn, TestMailbox } from '../../test-support/smtp.js';
import { issueTicket } from '../registration/ticket.js';
import { LOGIN_DEVICE_COOKIE } from './login-device.js';
import { LOGIN_LIMITS } from './login-limits.js';

describe.each(engines)('accounts on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    t = await createTestApp(kind, { smtpUrl });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  describe('registration service', () => {
    it('refuses a missing, expired or forged ticket with 401 in the { message, code } shape', async () => {
      const client = new TestClient(t.app);
      const body = newPerson();
      const expired = issueTicket(t.config.authSecret, Date.now() - 60 * 60 * 1000).ticket;
      const valid = issueTicket(t.config.authSecret).ticket;
      const forged = `${valid.split('.')[0]}.${'A'.repeat(43)}`;
      const otherSecret = issueTicket('another-secret-another-secret-another').ticket;
      for (const authorization of [undefined, 'Bearer nonsense', `Bearer ${expired}`, `Bearer ${forged}`, `Bearer ${otherSecret}`]) {
        const res = await client.post('/registration', body, authorization ? { authorization } : {});
        expect(res.statusCode, authorization).toBe(401);
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
        expect(res.json().code).toBe('invalid-ticket');
      }
      expect(mailbox.count(body.email)).toBe(0);
    });

    it('registers, e-mails a verification link back to /login, and only a verified account logs in', async () => {
      const client = new TestClient(t.app);
      const person = newPerson({ role: 'supporter', gender: 'woman', dateOfBirth: '1990-05-04' });
      const res = await register(client, person);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ code: 'registered', message: expect.any(String) });

      const mail = await mailbox.waitFor(person.email);
      expect(mail.subject).toMatch(/Harbour/);
      expect(mail.text).toContain('24 hours');
      expect(mail.html).toContain('Harbour');
      expect(mail.html).not.toMatch(/<img|src=/i);
      const link = linkIn(mail);
      expect(new URL(link).searchParams.get('callbackURL')).toBe('/login?verified=1');

      // Unverified: the catalogue message, a fresh link, no session.
      const early = await login(client, person.email);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ code: 'auth/email-not-verified', message: 'Please verify your email. We have sent you a new verification link.' });
      expect(client.hasSession).toBe(false);
      await mailbox.waitFor(person.email, (m) => m !== mail);
      expect(mailbox.count(person.email)).toBe(2);

      const verify = await openLink(client, link);
      expect(verify.statusCode).toBe(302);
      expect(verify.headers.location).toBe('/login?verified=1');

      const ok = await login(client, person.email);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toEqual({ uid: expect.any(String), email: person.email, username: person.username, role: 'supporter', gender: 'woman', dateOfBirth: '1990-05-04' });
      const cookie = String(ok.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect((await client.get('/api/session')).json().user.email).toBe(person.email);
    });

    it('answers each catalogue situation with its code and message', async () => {
      const client = new TestClient(t.app);
      const taken = newPerson();
      expect((await register(client, taken)).statusCode).toBe(201);
      const cases: [Record<string, unknown>, number, string, string][] = [
        [{ ...newPerson(), email: taken.email.toUpperCase() }, 409, 'email-already-in-use', 'Email already exists.'],
        [{ ...newPerson(), email: 'not-an-address' }, 400, 'invalid-email', 'Invalid email address.'],
        [{ ...newPerson(), password: 'short' }, 400, 'weak-password', 'Password is too weak.'],
        [{ ...newPerson(), password: 'password123' }, 400, 'weak-password', 'Password is too weak.'],
        [{ ...newPerson(), password: 'aaaaaaaaaaaa' }, 400, 'weak-password', 'Password is too weak.'],
        [{ ...newPerson(), username: taken.username.toUpperCase() }, 409, 'username-taken', 'Username already exists.'],
      ];
      for (const [body, status, code, message] of cases) {
        const res = await register(client, body);
        expect(res.json(), JSON.stringify(body)).toEqual({ code, message });
        expect(res.statusCode).toBe(status);
      }
    });

    it('never lets sign-up choose admin, mark the e-mail verified or set other fields', async () => {
      const client = new TestClient(t.app);
      for (const extra of [{ role: 'admin' }, { emailVerified: true }, { id: 'chosen-id' }, { image: 'x' }]) {
        const person = newPerson(extra);
        const res = await register(client, person);
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json().code).toBe('invalid-request');
        expect((await t.app.database.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirst())).toBeUndefined();
      }
    });

    it('files a verification request for a professional, who starts as a seeker', async () => {
      const client = new TestClient(t.app);
      const person = newPerson({
        role: 'professional',
        fullName: 'Dr Alex River',
        licence: { licenceNumber: 'PSY-12345', regulator: 'Health and Care Professions Council', country: 'United Kingdom', licenceExpiry: '2030-01-31' },
      });
      expect((await register(client, person)).statusCode).toBe(201);
      const user = await t.app.database.db.selectFrom('users').select(['id', 'role', 'fullName']).where('email', '=', person.email).executeTakeFirstOrThrow();
      expect(user.role).toBe('seeker');
      // The name is the request's until an admin approves it: a seeker's profile holds no full name.
      expect(user.fullName).toBeNull();
      const request = await t.app.database.db.selectFrom('professionalVerifications').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
      expect(request).toMatchObject({ status: 'pending', licenceNumber: 'PSY-12345', fullName: 'Dr Alex River' });
    });

    it('gives one account and one "Username already exists." to two simultaneous registrations', async () => {
      const username = newPerson().username;
      const [a, b] = await Promise.all([
        register(new TestClient(t.app), newPerson({ username })),
        register(new TestClient(t.app), newPerson({ username: username.toUpperCase() })),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json()).toEqual({ code: 'username-taken', message: 'Username already exists.' });
    });
  });

  it('checks username availability ignoring case', async () => {
    const client = new TestClient(t.app);
    const person = newPerson();
    await register(client, person);
    expect((await client.get(`/api/users/username-available?username=${person.username.toUpperCase()}`)).json()).toEqual({ available: false });
    expect((await client.get(`/api/users/username-available?username=free_${Date.now()}`)).json()).toEqual({ available: true });
    expect((await client.get('/api/users/username-available?username=a')).statusCode).toBe(400);
  });

  describe('login', () => {
    it('gives the same message for a wrong password and an unknown e-mail', async () => {
      const { person } = await signedInPerson(t.app, mailbox);
      const client = new TestClient(t.app);
      const wrong = await login(client, person.email, 'not-the-password');
      const unknown = await login(client, `nobody-${Date.now()}@example.org`, 'not-the-password');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'auth/invalid-credential', message: 'Invalid email or password.' });
      }
    });

    it('says "Too many attempts" per account, whichever address the attempts come from', async () => {
      const { person } = await signedInPerson(t.app, mailbox);
      for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) {
        expect((await login(new TestClient(t.app), person.email, 'wrong-password-x')).statusCode).toBe(401);
      }
      const blocked = await login(new TestClient(t.app), person.email, PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: 'auth/too-many-requests', message: 'Too many attempts. Please try again later.' });
    });

    describe('a browser that logged in before (login-device cookie)', () => {
      const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
        const lines = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
        return lines.find((line) => line.startsWith(`${LOGIN_DEVICE_COOKIE}=`));
      };
      const lockOut = async (email: string) => {
        for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) {
          expect((await login(new TestClient(t.app), email, 'wrong-password-x')).statusCode).toBe(401);
        }
        expect((await login(new TestClient(t.app), email, PASSWORD)).statusCode).toBe(429);
      };

      it('is given at log-in: random, for the log-in route only, out of scripts’ reach, for a year', async () => {
        const { person } = await signedInPerson(t.app, mailbox);
        const first = deviceCookieOf(await login(new TestClient(t.app), person.email));
        const second = deviceCookieOf(await login(new TestClient(t.app), person.email));
        expect(first).toMatch(new RegExp(`^${LOGIN_DEVICE_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=/api/session/login; HttpOnly; SameSite=Strict$`));
        expect(second).not.toBe(first);
        // Not for a wrong password.
        expect(deviceCookieOf(await login(new TestClient(t.app), person.email, 'wrong-password-x'))).toBeUndefined();
      });

      it('keeps logging in while guesses from elsewhere have locked the account', async () => {
        const { client, person } = await signedInPerson(t.app, mailbox);
        await lockOut(person.email);
        const again = await login(client, person.email);
        expect(again.statusCode, again.body).toBe(200);
        // Its success does not clear the others' count: the account stays locked to everyone else.
        expect((await login(new TestClient(t.app), person.email, PASSWORD)).statusCode).toBe(429);
      });

      it('counts guesses made through it on its own, and locks only itself', async () => {
        const { client, person } = await signedInPerson(t.app, mailbox);
        for (let i = 0; i < LOGIN_LIMITS.perDevice.limit; i++) expect((await login(client, person.email, 'wrong-password-x')).statusCode).toBe(401);
        expect((await login(client, person.email)).statusCode).toBe(429);
        expect((await login(new TestClient(t.app), person.email)).statusCode).toBe(200);
      });

      it('counts as no cookie for another address, or when forged', async () => {
        const mine = await signedInPerson(t.app, mailbox);
        const theirs = await signedInPerson(t.app, mailbox);
        const cookie = mine.client.cookieHeader().split('; ').find((pair) => pair.startsWith(`${LOGIN_DEVICE_COOKIE}=`));
        expect(cookie).toBeDefined();
        // The signature's first character changed (its last ones may carry only padding bits, which decode alike).
        const [value, signature] = cookie!.slice(LOGIN_DEVICE_COOKIE.length + 1).split('.') as [string, string];
        const forged = `${LOGIN_DEVICE_COOKIE}=${value}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
        const loginWith = (email: string, header: string) => new TestClient(t.app).post('/api/session/login', { email, password: PASSWORD }, { cookie: header });
        await lockOut(theirs.person.email);
        expect((await loginWith(theirs.person.email, cookie!)).statusCode).toBe(429);
        await lockOut(mine.person.email);
        expect((await loginWith(mine.person.email, forged)).statusCode).toBe(429);
        // The real one still works, for its own address.
        expect((await loginWith(mine.person.email, cookie!)).statusCode).toBe(200);
      });
    });

    it('says "Too many attempts" per address, whichever accounts are tried', async () => {
      const client = new TestClient(t.app);
      for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) await login(client, `someone-${i}@example.org`, 'whatever-password');
      expect((await login(client, 'another@example.org', 'whatever-password')).json().code).toBe('auth/too-many-requests');
    });

    it('counts only failed sign-ins against an address', async () => {
      const client = new TestClient(t.app);
      for (let i = 0; i < LOGIN_LIMITS.perIp.limit + 5; i++) {
        expect((await login(client, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
      }
    });

    it('logs out and a replayed cookie no longer works', async () => {
      const { client } = await signedInPerson(t.app, mailbox);
      const cookie = client.cookieHeader();
      expect((await client.post('/api/session/logout')).json()).toEqual({ ok: true });
      expect((await client.get('/api/session')).json()).toEqual({ user: null });
      const replay = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
      expect(replay.statusCode).toBe(401);
    });

    it('refuses a cross-site login or registration with 403 and exposes no other auth-library route', async () => {
      const person = newPerson();
      const evil = new TestClient(t.app, 'https://evil.example');
      expect((await evil.post('/api/session/login', { email: person.email, password: PASSWORD })).statusCode).toBe(403);
      expect((await register(evil, person)).statusCode).toBe(403);
      const noOrigin = await t.app.inject({ method: 'POST', url: '/api/session/logout', headers: { 'sec-fetch-site': 'cross-site' } });
      expect(noOrigin.statusCode).toBe(403);
      for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/update-user', '/api/auth/get-session']) {
        expect((await new TestClient(t.app).post(url, { email: person.email, password: PASSWORD, name: 'x' })).statusCode, url).toBe(404);
      }
    });
  });

  describe('profile', () => {
    it('answers "Not authenticated" to every change without a session', async () => {
      const client = new TestClient(t.app);
      const calls = [
        client.get('/api/profile'),
        client.patch('/api/profile', { gender: 'x' }),
        client.post('/api/profile/email', { newEmail: 'a@example.org', currentPassword: 'x' }),
        client.post('/api/profile/password', { currentPassword: 'x', newPassword: 'another-long-one' }),
        client.get('/api/account/sessions'),
        client.get('/api/account/export'),
        client.post('/api/account/delete', { password: 'x' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'auth/not-authenticated', message: ERROR_MESSAGES['auth/not-authenticated'] });
      }
    });

    it('updates only the allowed fields and refuses anything else', async () => {
      const { client } = await signedInPerson(t.app, mailbox);
      const res = await client.patch('/api/profile', { gender: 'non-binary', dateOfBirth: '1988-02-29', role: 'supporter' });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile).toMatchObject({ gender: 'non-binary', dateOfBirth: '1988-02-29', role: 'supporter' });
      for (const body of [{ email: 'x@example.org' }, { emailVerified: true }, { id: 'x' }, { updatedAt: '2020-01-01' }]) {
        const refused = await client.patch('/api/profile', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await client.patch('/api/profile', { role: 'seeker' })).json().profile.role).toBe('seeker');
      expect((await client.patch('/api/profile', { role: 'professional' })).statusCode).toBe(400);
      expect((await client.patch('/api/profile', { role: 'admin' })).statusCode).toBe(403);
      expect((await client.patch('/api/profile', { fullName: 'Not A Professional' })).statusCode).toBe(400);
      expect((await client.patch('/api/profile', { dateOfBirth: '2020-01-01' })).statusCode).toBe(400);
      expect((await client.get('/api/profile')).json().profile.role).toBe('seeker');
    });

    it('refuses a username another person has ("Username already exists.")', async () => {
      const a = await signedInPerson(t.app, mailbox);
      const b = await signedInPerson(t.app, mailbox);
      const res = await b.client.patch('/api/profile', { username: a.person.username.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'username/taken', message: 'Username already exists.' });
      expect((await b.client.patch('/api/profile', { username: b.person.username.toUpperCase() })).statusCode).toBe(200);
    });

    it('changes the e-mail only after the link sent to the new address is used', async () => {
      const { client, person } = await signedInPerson(t.app, mailbox);
      const wrong = await client.post('/api/profile/email', { newEmail: 'new@example.org', currentPassword: 'wrong-password' });
      expect(wrong.json()).toEqual({ code: 'auth/invalid-credential', message: 'Invalid email or password.' });
      const newEmail = newPerson().email;
      const res = await client.post('/api/profile/email', { newEmail, currentPassword: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('A verification link has been sent to the new email address. Please verify to complete the change.');
      expect((await client.get('/api/profile')).json().profile.email).toBe(person.email);
      const mail = await mailbox.waitFor(newEmail);
      expect(mail.subject).toMatch(/new e-mail/i);
      const verify = await openLink(new TestClient(t.app), linkIn(mail));
      expect(verify.headers.location).toBe('/login?verified=1');
      expect((await client.get('/api/profile')).json().profile.email).toBe(newEmail);
      expect((await login(new TestClient(t.app), newEmail)).statusCode).toBe(200);
      expect((await login(new TestClient(t.app), person.email)).statusCode).toBe(401);
    });

    it('changes the password after re-authenticating and signs out the other sessions', async () => {
      const { client, person } = await signedInPerson(t.app, mailbox);
      const other = new TestClient(t.app);
      await login(other, person.email);
      const wrong = await client.post('/api/profile/password', { currentPassword: 'not-my-password', newPassword: 'a-new-long-passphrase' });
      expect(wrong.json()).toEqual({ code: 'auth/invalid-credential', message: 'Invalid email or password.' });
      expect((await client.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'password123' })).json().code).toBe('auth/weak-password');
      const res = await client.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'a-new-long-passphrase' });
      expect(res.statusCode).toBe(200);
      expect((await client.get('/api/session')).json().user?.email).toBe(person.email);
      expect((await other.get('/api/session')).json().user).toBeNull();
      expect((await login(new TestClient(t.app), person.email, 'a-new-long-passphrase')).statusCode).toBe(200);

      // The owner is told, with where to go if it was not them; the e-mail holds no password and no token.
      const notice = await mailbox.waitFor(person.email, (m) => m.subject === 'Your Harbour password was changed');
      expect(notice.text).toContain('was changed on the account’s profile page');
      expect(notice.text).toContain('If it was not you');
      expect(new URL(linkIn(notice)).pathname + new URL(linkIn(notice)).search).toBe(PASSWORD_RESET_PATH);
      expect(notice.text).not.toContain('a-new-long-passphrase');
      expect(mailbox.count(person.email)).toBe(2); // the verification link, then this notice: one per change
    });

    it('asks for a fresh login ("Please log in again and retry.") when the sign-in is old', async () => {
      const { client, user } = await signedInPerson(t.app, mailbox);
      const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
      await t.app.database.db.updateTable('sessions').set({ createdAt: old }).where('userId', '=', user.uid).execute();
      const res = await client.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'a-new-long-passphrase' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'auth/requires-recent-login', message: 'Please log in again and retry.' });
    });

    it('ends a session at the absolute limit even when it is in use', async () => {
      const { client, user } = await signedInPerson(t.app, mailbox);
      const old = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000).toISOString();
      await t.app.database.db.updateTable('sessions').set({ createdAt: old }).where('userId', '=', user.uid).execute();
      expect((await client.get('/api/profile')).statusCode).toBe(401);
    });

    it('files a professional verification request once at a time', async () => {
      const { client } = await signedInPerson(t.app, mailbox);
      expect((await client.get('/api/profile/verification-request')).json()).toEqual({ request: null });
      const body = { fullName: 'Jamie Lee', licenceNumber: 'CN-778', regulator: 'Nursing and Midwifery Council', country: 'United Kingdom', licenceExpiry: '2031-06-30' };
      const res = await client.post('/api/profile/verification-request', body);
      expect(res.statusCode).toBe(201);
      expect(res.json().request).toMatchObject({ ...body, status: 'pending' });
      expect((await client.post('/api/profile/verification-request', body)).statusCode).toBe(409);
      expect((await client.post('/api/profile/verification-request', { ...body, licenceExpiry: '2001-01-01' })).statusCode).toBe(400);
    });
  });

  describe('privacy controls', () => {
    it('lists signed-in devices, signs one out, then everywhere', async () => {
      const { client, person } = await signedInPerson(t.app, mailbox);
      const phone = new TestClient(t.app);
      await phone.request({ method: 'POST', url: '/api/session/login', payload: { email: person.email, password: PASSWORD }, headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1' } });
      const { sessions } = (await client.get('/api/account/sessions')).json() as { sessions: { id: string; current: boolean; device: string }[] };
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      const phoneSession = sessions.find((s) => !s.current)!;
      expect(phoneSession.device).toBe('Safari on iOS');
      expect((await client.delete(`/api/account/sessions/${phoneSession.id}`)).statusCode).toBe(200);
      expect((await phone.get('/api/session')).json().user).toBeNull();
      expect((await client.delete(`/api/account/sessions/${phoneSession.id}`)).statusCode).toBe(404);
      expect((await client.post('/api/account/sessions/revoke-all')).statusCode).toBe(200);
      expect((await client.get('/api/session')).json().user).toBeNull();
    });

    it('cannot sign out another person’s device', async () => {
      const a = await signedInPerson(t.app, mailbox);
      const b = await signedInPerson(t.app, mailbox);
      const bSession = ((await b.client.get('/api/account/sessions')).json() as { sessions: { id: string }[] }).sessions[0]!;
      expect((await a.client.delete(`/api/account/sessions/${bSession.id}`)).statusCode).toBe(404);
      expect((await b.client.get('/api/session')).json().user).not.toBeNull();
    });

    it('downloads everything held about the user', async () => {
      const { client, person } = await signedInPerson(t.app, mailbox);
      const res = await client.get('/api/account/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="harbour-data-\d{4}-\d{2}-\d{2}\.json"/);
      const data = res.json();
      // Every section the profile page lists, and nothing it does not.
      expect(Object.keys(data).sort()).toEqual(['exportedAt', 'service', ...Object.keys(DATA_EXPORT_SECTIONS)].sort());
      expect(data.profile).toMatchObject({ email: person.email, username: person.username });
      expect(data.signedInDevices).toHaveLength(1);
      expect(JSON.stringify(data)).not.toMatch(/argon2|session_token/);
    });

    it('deletes an account only from a recent sign-in ("Please log in again and retry."), as for address and password changes', async () => {
      const { client, user } = await signedInPerson(t.app, mailbox);
      const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
      await t.app.database.db.updateTable('sessions').set({ createdAt: old }).where('userId', '=', user.uid).execute();
      const res = await client.post('/api/account/delete', { password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'auth/requires-recent-login', message: 'Please log in again and retry.' });
      expect(await t.app.database.db.selectFrom('users').select('id').where('id', '=', user.uid).executeTakeFirst()).toBeDefined();
    });

    it('keeps the last admin who can sign in from deleting their account', async () => {
      const { client, user } = await signedInPerson(t.app, mailbox);
      const db = t.app.database.db;
      await db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.uid).execute();
      // Every other admin is banned for the moment, so this one is the last who can sign in.
      const others = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('id', '<>', user.uid).where('bannedAt', 'is', null).execute();
      const bannedAt = new Date().toISOString();
      const ban = (at: string | null) => (others.length ? db.updateTable('users').set({ bannedAt: at }).where('id', 'in', others.map((o) => o.id)).execute() : Promise.resolve());
      await ban(bannedAt);
      try {
        const refused = await client.post('/api/account/delete', { password: PASSWORD });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ code: 'admin/last-admin', message: ERROR_MESSAGES['admin/last-admin'] });
        expect(await db.selectFrom('users').select('id').where('id', '=', user.uid).executeTakeFirst()).toBeDefined();
      } finally {
        await ban(null);
      }
      expect(others.length).toBeGreaterThan(0);
      expect((await client.post('/api/account/delete', { password: PASSWORD })).statusCode).toBe(200);
    });

    it('refuses typed text with control characters in the profile, and says which rule it broke', async () => {
      const { client } = await signedInPerson(t.app, mailbox);
      const res = await client.patch('/api/profile', { gender: '\u0007bell\u001b[31m' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.gender).toBe('Use letters, numbers and punctuation on one line.');
      expect((await client.get('/api/profile')).json().profile.gender ?? '').not.toContain('bell');
      // Valid JSON that would reach an object's prototype is refused for what it is, not as broken JSON.
      const poisoned = await client.request({ method: 'PATCH', url: '/api/profile', payload: '{"gender":"woman","__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json().message).toBe('The request body holds a key that is not allowed (__proto__, or constructor with prototype).');
    });

    it('deletes the account with its sessions and ratings; the e-mail can register again', async () => {
      const { client, person, user } = await signedInPerson(t.app, mailbox);
      const article = await t.app.database.db.selectFrom('articles').select('id').executeTakeFirstOrThrow();
      await t.app.database.db.insertInto('ratings').values({ id: `r-${user.uid}`, articleId: article.id, userId: user.uid, score: 4, updatedAt: new Date().toISOString() }).execute();
      expect((await client.post('/api/account/delete', { password: 'wrong-password' })).statusCode).toBe(401);
      const res = await client.post('/api/account/delete', { password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const db = t.app.database.db;
      expect(await db.selectFrom('users').select('id').where('id', '=', user.uid).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('sessions').select('id').where('userId', '=', user.uid).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('ratings').select('id').where('userId', '=', user.uid).executeTakeFirst()).toBeUndefined();
      expect((await login(new TestClient(t.app), person.email)).statusCode).toBe(401);
      expect((await register(new TestClient(t.app), { ...newPerson(), email: person.email })).statusCode).toBe(201);
    });
  });

  it('has one verified demo account per role; only the professional carries a full name', async () => {
    for (const [email, role] of [['seeker@example.com', 'seeker'], ['supporter@example.com', 'supporter'], ['professional@example.com', 'professional'], ['admin@example.com', 'admin']] as const) {
      const res = await login(new TestClient(t.app), email, t.config.demoPassword);
      expect(res.statusCode, email).toBe(200);
      expect(res.json().user.role).toBe(role);
      expect('fullName' in res.json().user).toBe(role === 'professional');
    }
  });
});
