import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login, newPerson, signedInPerson } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { linkIn, TestMailbox, type ReceivedMail } from '../../test-support/smtp.js';
import { RESET_IDENTIFIER_PREFIX, RESET_LIMITS, resetIdentifierHash } from './password-reset.js';
import { LOGIN_LIMITS } from './login-limits.js';
import { PASSWORD_CHANGED } from './password-changed-mail.js';

const NEW_PASSWORD = 'quiet-lantern-meadow-58';

describe.each(engines)('choosing a new password by e-mail on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = new TestMailbox();
    t = await createTestApp(kind, { smtpUrl: await mailbox.start() });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const request = (client: TestClient, email: string) => client.post('/api/session/password-reset', { email });
  const confirm = (client: TestClient, body: Record<string, unknown>) => client.post('/api/session/password-reset/confirm', body);
  const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail)).searchParams.get('token')!;

  /** A verified person, signed in on one device, who then asks for a link from another. */
  async function personWithResetMail() {
    const signedIn = await signedInPerson(t.app, mailbox);
    const other = new TestClient(t.app);
    const waiting = mailbox.next(signedIn.person.email);
    const res = await request(other, signedIn.person.email);
    expect(res.statusCode, res.body).toBe(200);
    return { ...signedIn, other, mail: await waiting };
  }

  it('e-mails a one-hour link to our own page, and keeps only a hash of its token', async () => {
    const { mail } = await personWithResetMail();
    expect(mail.subject).toBe('Choose a new password for Harbour');
    expect(mail.text).toContain('one hour');
    const link = new URL(linkIn(mail));
    expect(link.origin).toBe(new URL(t.config.publicUrl).origin);
    expect(link.pathname).toBe('/auth/action');
    expect(link.searchParams.get('mode')).toBe('reset-password');
    const token = tokenOf(mail);
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);

    const stored = await t.app.database.db.selectFrom('verifications').select('identifier').execute();
    const identifiers = stored.map((row) => row.identifier);
    expect(identifiers).toContain(resetIdentifierHash(`${RESET_IDENTIFIER_PREFIX}${token}`));
    expect(identifiers.some((identifier) => identifier.includes(token))).toBe(false);
  });

  it('answers an address with no account exactly as one with an account, and sends nothing', async () => {
    const client = new TestClient(t.app);
    const nobody = newPerson().email;
    const known = await signedInPerson(t.app, mailbox);
    const forNobody = await request(client, nobody);
    const waiting = mailbox.next(known.person.email);
    const forKnown = await request(client, known.person.email);
    await waiting;
    expect(forNobody.statusCode).toBe(200);
    expect(forNobody.body).toBe(forKnown.body);
    expect(mailbox.count(nobody)).toBe(0);
  });

  it('sets the new password, ends every session, and the link works once', async () => {
    const { client, person, other, mail } = await personWithResetMail();
    const token = tokenOf(mail);

    const done = await confirm(other, { token, newPassword: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    // The device that was signed in is signed out: whoever had the old password is out.
    expect((await client.get('/api/session')).json().user).toBeNull();
    expect((await login(new TestClient(t.app), person.email, person.password)).statusCode).toBe(401);
    expect((await login(new TestClient(t.app), person.email, NEW_PASSWORD)).statusCode).toBe(200);

    // The owner is told it happened, and how; the notice carries no token.
    const notice = await mailbox.waitFor(person.email, (m) => m.subject === 'Your Harbour password was changed');
    expect(notice.text).toContain('with a link from a “Forgot your password?” e-mail');
    expect(notice.text).not.toContain(token);
    expect(new URL(linkIn(notice)).search).toBe('?mode=reset-password');

    const again = await confirm(other, { token, newPassword: 'another-lantern-meadow-59' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'auth/reset-link-unusable', message: ERROR_MESSAGES['auth/reset-link-unusable'] });
    expect((await login(new TestClient(t.app), person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets someone locked out by failed sign-ins in with the new password at once', async () => {
    const { person, other, mail } = await personWithResetMail();
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) await login(new TestClient(t.app), person.email, 'not-the-password-at-all');
    const locked = await login(new TestClient(t.app), person.email, person.password);
    expect(locked.statusCode).toBe(429);
    expect((await confirm(other, { token: tokenOf(mail), newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(new TestClient(t.app), person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak or malformed new password without using up the link', async () => {
    const { person, user, other, mail } = await personWithResetMail();
    const token = tokenOf(mail);

    const weak = await confirm(other, { token, newPassword: `${person.username}2026` });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ code: 'auth/weak-password', message: 'Password is too weak.' });
    const short = await confirm(other, { token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('request/invalid');
    for (const body of [{}, { token }, { newPassword: NEW_PASSWORD }, { token: 'a b c', newPassword: NEW_PASSWORD }, { token, newPassword: NEW_PASSWORD, role: 'admin' }, { token: 42, newPassword: NEW_PASSWORD }]) {
      const res = await confirm(other, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('request/invalid');
    }
    // Nothing was written: the old password still works, no notice went out, and the link still works.
    expect((await login(new TestClient(t.app), person.email, person.password)).statusCode).toBe(200);
    const notices = () => t.app.database.db.selectFrom('outbox').select('id').where('recipientId', '=', user.uid).where('template', '=', PASSWORD_CHANGED).execute();
    expect(await notices()).toHaveLength(0);
    expect((await confirm(other, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await notices()).toHaveLength(1);
  });

  it('refuses an expired link and a link that was never sent', async () => {
    const { person, other, mail } = await personWithResetMail();
    const token = tokenOf(mail);
    await t.app.database.db
      .updateTable('verifications')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() as never })
      .where('identifier', '=', resetIdentifierHash(`${RESET_IDENTIFIER_PREFIX}${token}`))
      .execute();
    for (const tried of [token, 'A'.repeat(24)]) {
      const res = await confirm(other, { token: tried, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('auth/reset-link-unusable');
    }
    expect((await login(new TestClient(t.app), person.email, person.password)).statusCode).toBe(200);
  });

  it('keeps the auth library’s own reset endpoints closed, the token’s redirect among them', async () => {
    const { other, mail } = await personWithResetMail();
    const token = tokenOf(mail);
    expect((await other.get(`/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('https://evil.example/')}`)).statusCode).toBe(404);
    expect((await other.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(404);
    expect((await other.post('/api/auth/request-password-reset', { email: newPerson().email })).statusCode).toBe(404);
    // The link is still good: nothing above used it.
    expect((await confirm(other, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('validates the address, and limits how many links one address can be sent', async () => {
    const client = new TestClient(t.app);
    for (const body of [{}, { email: 'not-an-address' }, { email: ['a@example.org'] }, { email: 'a@example.org', extra: 1 }]) {
      const res = await client.post('/api/session/password-reset', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('request/invalid');
    }
    const { person } = await signedInPerson(t.app, mailbox);
    for (let i = 0; i < RESET_LIMITS.requestPerAddress.limit; i++) expect((await request(new TestClient(t.app), person.email)).statusCode).toBe(200);
    const over = await request(new TestClient(t.app), person.email);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'auth/too-many-requests', message: 'Too many attempts. Please try again later.' });
  });
});
