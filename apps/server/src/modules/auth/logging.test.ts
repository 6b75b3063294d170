import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { login, newPerson, openLink, register } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { linkIn, TestMailbox } from '../../test-support/smtp.js';

describe('logs of the account flows', () => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let logs = '';
  beforeAll(async () => {
    mailbox = new TestMailbox();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    t = await createTestApp('sqlite', { smtpUrl: await mailbox.start(), logLevel: 'trace' }, stream);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  it('never contain a password, a token, a cookie or a link from an e-mail', async () => {
    const client = new TestClient(t.app);
    const person = newPerson({ password: 'secret-harbour-passphrase-77' });
    await register(client, person);
    await login(client, person.email, person.password);
    const link = linkIn(await mailbox.waitFor(person.email));
    await openLink(client, link);
    await login(client, person.email, 'wrong-secret-passphrase-88');
    await login(client, person.email, person.password);
    await client.post('/api/profile/password', { currentPassword: person.password, newPassword: 'second-secret-passphrase-99' });
    await client.post('/api/profile/email', { newEmail: newPerson().email, currentPassword: 'second-secret-passphrase-99' });
    // "Forgot your password?": the request, the e-mailed link, and the new password sent with its token.
    const resetMail = mailbox.next(person.email);
    await client.post('/api/session/password-reset', { email: person.email });
    await client.post('/api/session/password-reset', { email: newPerson().email });
    const resetLink = linkIn(await resetMail);
    const resetToken = new URL(resetLink).searchParams.get('token')!;
    await client.get(`/auth/action?mode=reset-password&token=${resetToken}`);
    await client.post('/api/session/password-reset/confirm', { token: resetToken, newPassword: 'third-secret-passphrase-11' });

    expect(logs.length).toBeGreaterThan(1000);
    const token = new URL(link).searchParams.get('token')!;
    const forbidden = [
      person.password,
      'wrong-secret-passphrase-88',
      'second-secret-passphrase-99',
      'third-secret-passphrase-11',
      token,
      link,
      resetToken,
      resetLink,
      'session_token=',
      client.cookieHeader().split('=')[1]!,
    ];
    for (const secret of forbidden) expect(logs, secret.slice(0, 12)).not.toContain(secret);
    expect(logs).not.toMatch(/verify-email\?token/);
    expect(logs).not.toMatch(/\$argon2id\$/);
  });
});
