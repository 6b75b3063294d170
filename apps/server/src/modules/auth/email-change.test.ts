import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login, newPerson, openLink, PASSWORD, register, signedInPerson } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { linkIn, TestMailbox } from '../../test-support/smtp.js';
import { maskAddress, readEmailLink } from './email-change.js';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed as the auth library signs its e-mail links (HS256 JWT with the auth secret). */
function signed(payload: object, secret = SECRET, header: object = { alg: 'HS256' }): string {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('reading an e-mail link', () => {
  it('reads a change only from a token it can trust: signed with the secret, HS256, not expired, of the kind we send', () => {
    const change = { email: 'Old@Example.org', updateTo: 'New@Example.org', requestType: 'change-email-verification', exp: inAnHour() };
    expect(readEmailLink(signed(change), SECRET)).toEqual({ kind: 'change', from: 'old@example.org', to: 'new@example.org' });
    // Anything the library refuses on its own (with its redirect) goes to it: nothing is changed here.
    expect(readEmailLink(signed(change, 'another-secret-another-secret-another'), SECRET)).toEqual({ kind: 'library' });
    expect(readEmailLink(signed({ ...change, exp: Math.floor(Date.now() / 1000) - 1 }), SECRET)).toEqual({ kind: 'library' });
    expect(readEmailLink(signed(change, SECRET, { alg: 'none' }), SECRET)).toEqual({ kind: 'library' });
    expect(readEmailLink(`${signed(change).slice(0, -2)}AA`, SECRET)).toEqual({ kind: 'library' });
    for (const junk of [null, '', 'forged.token.value', 'a.b', '...', '%%%.%%%.%%%']) expect(readEmailLink(junk, SECRET)).toEqual({ kind: 'library' });
    // A new account's confirmation (no new address) is the library's.
    expect(readEmailLink(signed({ email: 'a@example.org', exp: inAnHour() }), SECRET)).toEqual({ kind: 'library' });
    // Signed, but a flow this service never starts (the library's one-step change, or its confirmation step).
    expect(readEmailLink(signed({ email: 'a@example.org', updateTo: 'b@example.org', exp: inAnHour() }), SECRET)).toEqual({ kind: 'refuse' });
    expect(readEmailLink(signed({ ...change, requestType: 'change-email-confirmation' }), SECRET)).toEqual({ kind: 'refuse' });
  });

  it('masks the new address in the notice to the old one', () => {
    expect(maskAddress('newname@example.org')).toBe('n•••@example.org');
    expect(maskAddress('x')).toBe('•••');
  });
});

describe.each(engines)('changing the e-mail address on %s', (kind) => {
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

  const sessionCount = async (userId: string) => (await t.app.database.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute()).length;
  const emailOf = async (userId: string) => (await t.app.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  async function askForChange(client: TestClient, newEmail: string) {
    expect((await client.post('/api/profile/email', { newEmail, currentPassword: PASSWORD })).statusCode).toBe(200);
    return linkIn(await mailbox.waitFor(newEmail));
  }

  it('changes the address and signs nobody in: whoever opens the link gets no session and no cookie', async () => {
    const { client, person, user } = await signedInPerson(t.app, mailbox);
    const newEmail = newPerson().email;
    const link = await askForChange(client, newEmail);
    const sessions = await sessionCount(user.uid);

    const stranger = new TestClient(t.app);
    const res = await openLink(stranger, link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?verified=1');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await stranger.get('/api/session')).json().user).toBeNull();
    expect((await stranger.get('/api/journal')).statusCode).toBe(401);
    expect(await sessionCount(user.uid)).toBe(sessions);
    expect(await emailOf(user.uid)).toBe(newEmail);

    // The owner's own session goes on; they sign in with the new address and their password from now on.
    expect((await client.get('/api/profile')).json().profile.email).toBe(newEmail);
    expect((await login(new TestClient(t.app), newEmail)).statusCode).toBe(200);
    expect((await login(new TestClient(t.app), person.email)).statusCode).toBe(401);

    // Used once: the same link again changes nothing and says the link cannot be used.
    const again = await openLink(new TestClient(t.app), link);
    expect(again.headers.location).toBe('/login?error=link-unusable');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('tells the old address, with the new one masked and no link that changes anything', async () => {
    const { client, person } = await signedInPerson(t.app, mailbox);
    const newEmail = newPerson().email;
    await openLink(new TestClient(t.app), await askForChange(client, newEmail));
    const notice = await mailbox.waitFor(person.email, (m) => m.subject === 'Your Harbour e-mail address was changed');
    expect(notice.text).toContain(maskAddress(newEmail));
    expect(notice.text).not.toContain(newEmail);
    expect(notice.text).toContain('If it was not you');
    expect(new URL(linkIn(notice)).pathname).toBe('/about/contact');
    // The new address hears nothing of it beyond the link it was sent.
    expect(mailbox.count(newEmail)).toBe(1);
  });

  it('ends every password-reset link sent before the change, and each one after a password change or another reset', async () => {
    const resetLink = async (email: string) => {
      const already = mailbox.count(email);
      expect((await new TestClient(t.app).post('/api/session/password-reset', { email })).statusCode).toBe(200);
      const mail = await mailbox.waitFor(email, (m) => m.subject === 'Choose a new password for Harbour' && mailbox.count(email) > already);
      return new URL(linkIn(mail)).searchParams.get('token')!;
    };
    const confirm = (token: string, newPassword: string) => new TestClient(t.app).post('/api/session/password-reset/confirm', { token, newPassword });

    // A link sent to the old address stops working when the address changes.
    const first = await signedInPerson(t.app, mailbox);
    const beforeChange = await resetLink(first.person.email);
    const newEmail = newPerson().email;
    await openLink(new TestClient(t.app), await askForChange(first.client, newEmail));
    expect((await confirm(beforeChange, 'Old-Mailbox-Owner-9x')).json().code).toBe('auth/reset-link-unusable');
    expect((await login(new TestClient(t.app), newEmail, 'Old-Mailbox-Owner-9x')).statusCode).toBe(401);

    // One used link ends the others.
    const second = await signedInPerson(t.app, mailbox);
    const t1 = await resetLink(second.person.email);
    const t2 = await resetLink(second.person.email);
    expect(t1).not.toBe(t2);
    expect((await confirm(t2, 'Second-Chosen-Pass-42')).statusCode).toBe(200);
    expect((await confirm(t1, 'First-Chosen-Pass-42')).json().code).toBe('auth/reset-link-unusable');

    // A password changed on the profile page ends them too.
    const third = await signedInPerson(t.app, mailbox);
    const open = await resetLink(third.person.email);
    expect((await third.client.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'a-new-long-passphrase' })).statusCode).toBe(200);
    expect((await confirm(open, 'Someone-Elses-Choice-7')).json().code).toBe('auth/reset-link-unusable');
    expect((await login(new TestClient(t.app), third.person.email, 'a-new-long-passphrase')).statusCode).toBe(200);
  });

  it('changes nothing when the new address was registered in the meantime, and says why (no 500, no session)', async () => {
    const { client, user, person } = await signedInPerson(t.app, mailbox);
    const contested = newPerson();
    const link = await askForChange(client, contested.email);
    expect((await register(new TestClient(t.app), contested)).statusCode).toBe(201);
    const sessions = await sessionCount(user.uid);
    const res = await openLink(new TestClient(t.app), link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=email-taken');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount(user.uid)).toBe(sessions);
    expect(await emailOf(user.uid)).toBe(person.email);
  });

  it('refuses a validly signed link of a kind this service never sends, without changing or signing in anything', async () => {
    const { user, person } = await signedInPerson(t.app, mailbox);
    const token = signed({ email: person.email, updateTo: newPerson().email, exp: inAnHour() }, t.config.authSecret);
    const res = await new TestClient(t.app).get(`/api/auth/verify-email?token=${token}&callbackURL=%2Flogin%3Fverified%3D1`);
    expect(res.headers.location).toBe('/login?error=link-unusable');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await emailOf(user.uid)).toBe(person.email);
  });
});
