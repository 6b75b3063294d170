import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { MAILBOX_ELSEWHERE } from './mailbox-routes.js';

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite'); // no SMTP server, not production: e-mails go to the mailbox
  });
  afterAll(async () => {
    await t.close();
  });

  const open = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });

  it('opens on the machine the app runs on', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await open(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body).toContain('Development mailbox');
    }
  });

  it('stays shut to any other machine, and to requests a proxy on this machine passes on (it holds every link sent)', async () => {
    for (const address of ['203.0.113.9', '10.0.0.7', '192.168.1.20', '::ffff:203.0.113.9']) {
      const res = await open(address);
      expect(res.statusCode, address).toBe(403);
      expect(res.json()).toEqual({ code: 'access/insufficient-role', message: MAILBOX_ELSEWHERE });
    }
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await open('127.0.0.1', { [header]: '203.0.113.9' })).statusCode, header).toBe(403);
    }
  });
});
