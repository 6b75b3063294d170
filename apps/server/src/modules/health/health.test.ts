import { afterEach, describe, expect, it } from 'vitest';
import { HEALTH_CHECK_REUSE_MS } from './routes.js';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';

describe.each(engines)('GET /api/health on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 200 with the engine when the database answers', async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    t = await createTestApp(kind);
    await t.app.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', code: 'service/unavailable' });
  });

  it('reuses a successful check for a moment, never a failed one', async () => {
    t = await createTestApp(kind);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.database.close();
    await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_REUSE_MS + 50));
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
