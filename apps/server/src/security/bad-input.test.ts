import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test-support/app.js';
import { Driver } from '../test-support/security/driver.js';
import { createSecurityApp, expectClearRefusal, expectNoServerError, Figures, SecretLog, type SecurityApp } from '../test-support/security/harness.js';
import { CONTROL_CHARACTERS, SQL_LOOKING, UNICODE_EDGE_CASES, UNSTORABLE, XSS_PAYLOADS } from '../test-support/security/hostile.js';
import { expectTableCoversApp, ROUTES, specKey, STATE_CHANGING, type RouteSpec } from '../test-support/security/route-table.js';
import { fitToField, TEXT_FORMS } from '../test-support/security/text-fields.js';
import { buildWorld, type World } from '../test-support/security/world.js';
import { oneLine } from '@wellbeing/shared/schemas/text';

/**
 * Bad input (issue #10): requests generated from every route's schemas, malformed JSON, wrong content
 * types, huge bodies, deep nesting, Unicode edge cases and SQL-looking strings. Never a 5xx; every refusal
 * a clear 4xx in the `{ code, message }` shape; stored text comes back exactly as sent.
 */

const figures = new Figures('bad-input');
/** Property runs per route (fewer for routes where each run signs someone in or sends e-mail). */
const RUNS = { normal: 12, expensive: 3 };

/** Later routes may end what earlier ones use (a deleted entry, a cancelled event): they go last. */
const destructive = (r: RouteSpec) => r.method === 'DELETE' || /\/(cancel|ban|approve|reject|decision|revoke-all|delete|logout)$/.test(r.url);
const fuzzOrder = [...ROUTES.filter((r) => !destructive(r)), ...ROUTES.filter(destructive)];

describe.each(engines)('bad input on %s', (kind) => {
  let s: SecurityApp;
  let w: World;
  let driver: Driver;
  const secrets = new SecretLog();

  beforeAll(async () => {
    s = await createSecurityApp(kind);
    w = await buildWorld(s.app, secrets);
    driver = new Driver(w, secrets);
  });
  afterAll(async () => {
    await s.close();
  });

  const registered = (spec: RouteSpec) => s.routes.some((r) => specKey(r) === specKey(spec));
  /** Outside the property runs, routes that end the caller's session are called anonymously (cheaper, same parsing). */
  const cheap = (spec: RouteSpec) => (spec.actor === 'disposable' ? { actor: 'fresh' as const } : {});
  const stateChanging = () => ROUTES.filter((r) => STATE_CHANGING.has(r.method) && registered(r));

  it('has every route the app registers in its tables, and nothing else', () => {
    expectTableCoversApp(s.routes);
  });

  it('answers property-based requests from every route’s schemas without a 5xx, every refusal a clear 4xx', { timeout: 240_000 }, async () => {
    let routesAccepting = 0;
    for (const spec of fuzzOrder.filter(registered)) {
      let runs = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(driver.arbitrary(spec), async (parts) => {
          runs++;
          const res = await driver.send(spec, parts);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expectNoServerError(res, `${specKey(spec)} ${JSON.stringify(parts).slice(0, 300)}`);
        }),
        { numRuns: spec.expensive ? RUNS.expensive : RUNS.normal, endOnFailure: true },
      ).catch((error: unknown) => {
        throw new Error(`${specKey(spec)}: ${(error as Error).message}`);
      });
      figures.add('badInputs', 'property-based requests from route schemas', runs);
      if ([...statuses.keys()].some((status) => status < 300)) routesAccepting++;
    }
    // Not vacuous: generated requests get past validation to the handlers of most routes.
    expect(routesAccepting).toBeGreaterThan(ROUTES.length / 2);
  });

  it('refuses malformed JSON with a clear 400 on every state-changing route', { timeout: 60_000 }, async () => {
    const malformed: (string | Buffer)[] = [
      '{',
      '{"a":',
      '[1,2',
      '{"a":1,}',
      "{'a':1}",
      'nul',
      '{"a":1}{"b":2}',
      '\u0000',
      '{"a":"\\ud800"}',
      '{"note":"\\u0000"}',
      '{"__proto__":{"role":"admin"}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ];
    for (const spec of stateChanging()) {
      for (const raw of malformed) {
        const res = await driver.send(spec, { ...cheap(spec), raw, contentType: 'application/json' });
        expect(res.statusCode, `${specKey(spec)} ${JSON.stringify(raw.toString())}`).toBe(400);
        expectClearRefusal(res, `${specKey(spec)} ${JSON.stringify(raw.toString())}`);
        figures.add('badInputs', 'malformed JSON');
      }
      // Valid JSON of odd shapes: a duplicate key, a number too large, a BOM, an empty body.
      for (const raw of ['{"role":"seeker","role":"admin"}', `{"score":1e400}`, '\uFEFF{}', '', 'null', '"text"', '[]', '12']) {
        expectNoServerError(await driver.send(spec, { ...cheap(spec), raw, contentType: 'application/json' }), `${specKey(spec)} ${JSON.stringify(raw)}`);
        figures.add('badInputs', 'malformed JSON');
      }
    }
  });

  it('refuses a body in any other content type, clearly, on every state-changing route', { timeout: 60_000 }, async () => {
    const types = [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'application/xml',
      'text/html',
      'application/octet-stream',
      'image/png',
      'application/json; charset=utf-16',
      'application/jsonx',
      undefined,
      'text/plain',
    ];
    for (const spec of stateChanging()) {
      const body = JSON.stringify(driver.validBody(spec) ?? { any: 'thing' });
      for (const contentType of types) {
        const res = await driver.send(spec, { ...cheap(spec), raw: body, contentType });
        const label = `${specKey(spec)} as ${contentType ?? 'no content type'}`;
        // A route that reads a body never acts on one it could not read as JSON; one that reads none may ignore it.
        if (spec.body) expectClearRefusal(res, label);
        else expectNoServerError(res, label);
        figures.add('badInputs', 'wrong content types');
      }
    }
  });

  it('refuses a huge body with a clear 413 on every state-changing route', { timeout: 60_000 }, async () => {
    for (const spec of stateChanging()) {
      const large = spec.url.startsWith('/api/admin/articles') ? 5 * 1024 * 1024 : 300 * 1024;
      const res = await driver.send(spec, { ...cheap(spec), body: { ...((driver.validBody(spec) as object) ?? {}), padding: 'x'.repeat(large) } });
      expect(res.statusCode, specKey(spec)).toBe(413);
      expectClearRefusal(res, specKey(spec));
      figures.add('badInputs', 'huge bodies');
    }
  });

  it('answers deeply nested bodies and queries with a clear 4xx, never a 5xx or a crash', { timeout: 60_000 }, async () => {
    const deepArray = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;
    const deepObject = `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}`;
    for (const spec of stateChanging()) {
      for (const [label, raw] of [
        ['deep array', deepArray],
        ['deep values in fields', `{"note":${deepArray},"title":${deepObject}}`],
      ] as const) {
        const res = await driver.send(spec, { ...cheap(spec), raw, contentType: 'application/json' });
        expectNoServerError(res, `${specKey(spec)} ${label}`);
        if (spec.body) expectClearRefusal(res, `${specKey(spec)} ${label}`);
        figures.add('badInputs', 'deep nesting');
      }
    }
    for (const spec of ROUTES.filter((r) => r.method === 'GET' && registered(r))) {
      const manyKeys = Array.from({ length: 1000 }, (_, i) => `k${i}=${'v'.repeat(i % 7)}`).join('&');
      const repeated = Array.from({ length: 1000 }, () => 'page=1').join('&');
      for (const query of [`${manyKeys}&a[b][c][d][e][f]=1&a[b][c][d][e][g]=2`, `${repeated}&q=${'%5B'.repeat(3000)}`]) {
        const res = await (await driver.clientFor(cheap(spec).actor ?? spec.actor)).client.get(`${driver.url(spec, { query: {} }).split('?')[0]}?${query}`);
        expectNoServerError(res, `${specKey(spec)} ?${query.slice(0, 40)}`);
        figures.add('badInputs', 'deep nesting');
      }
    }
  });

  it('answers undecodable and over-long paths with a clear 4xx', async () => {
    for (const spec of ROUTES.filter((r) => r.url.includes(':') && registered(r))) {
      for (const segment of ['%ED%A0%80', '%E0%A4%A', '%', '%00', '%2e%2e%2f%2e%2e', 'x'.repeat(150), '..', '%C0%AE']) {
        const url = spec.url.replace(/:[A-Za-z]+/, segment);
        const res = await (await driver.clientFor(cheap(spec).actor ?? spec.actor)).client.request({ method: spec.method, url });
        expectNoServerError(res, `${spec.method} ${url.slice(0, 80)}`);
        figures.add('badInputs', 'undecodable paths');
      }
    }
  });

  describe('stored text comes back exactly as sent', () => {
    /**
     * Writes the value into every field of the form (`into`: 'every'), then reads the stored values back.
     * 'fitting': a value that is not one line goes only into the fields that take more than one (one-line fields
     * get plain text, and a test below holds them to refusing it). A field's name: into that field alone.
     */
    async function roundTrip(form: (typeof TEXT_FORMS)[number], value: string, target: 'every' | 'fitting' | string = 'every') {
      await form.before?.(w);
      const marker = form.private ? `${randomUUID().slice(0, 8)} ` : '';
      const into = (f: (typeof form.fields)[number]) =>
        target === 'every' ? true : target === 'fitting' ? !(f.oneLine && !oneLine(value)) : f.name === target;
      const sent = Object.fromEntries(form.fields.map((f) => [f.name, fitToField(into(f) ? value : 'plain text', f, marker)]));
      if (form.private) for (const text of Object.values(sent)) secrets.add(`${form.name} text`, text);
      const res = await form.write(w, sent);
      return { res, sent, read: () => form.read(w, res) };
    }

    /**
     * The values in as few writes as the form's shortest field allows: values that fit together travel in one
     * write (a chat message of every case at once), the rest one by one.
     */
    function batches(form: (typeof TEXT_FORMS)[number], values: Record<string, string>): Array<[string, string]> {
      const room = Math.min(...form.fields.map((f) => f.max)) - 20;
      const out: Array<[string, string]> = [];
      for (const [name, value] of Object.entries(values)) {
        const last = out.at(-1);
        // Text of one line travels apart from the rest, so one-line fields still get every value they can hold.
        if (last && last[1].length + value.length + 3 <= room && oneLine(last[1]) === oneLine(value)) out[out.length - 1] = [`${last[0]}, ${name}`, `${last[1]} ¦ ${value}`];
        else out.push([name, value]);
      }
      return out;
    }

    it('stores Unicode edge cases, SQL-looking strings and markup in every text field, unchanged', { timeout: 120_000 }, async () => {
      for (const form of TEXT_FORMS) {
        for (const [category, values] of [['unicode edge cases', UNICODE_EDGE_CASES], ['SQL-looking strings', SQL_LOOKING], ['markup stored as text', XSS_PAYLOADS]] as const) {
          for (const [names, value] of batches(form, values)) {
            const { res, sent, read } = await roundTrip(form, value, 'fitting');
            const label = `${form.name} ← ${names}`;
            expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
            const stored = await read();
            for (const [field, text] of Object.entries(sent)) expect(stored[field], `${label} (${field})`).toBe(text);
          }
          figures.add('badInputs', category, Object.keys(values).length * form.fields.length);
        }
      }
    });

    it('refuses line breaks, tabs, line separators and direction overrides in one-line fields (names, licence numbers), clearly', { timeout: 60_000 }, async () => {
      const notOneLine = Object.entries(UNICODE_EDGE_CASES).filter(([, value]) => !oneLine(value));
      expect(notOneLine.map(([name]) => name).sort()).toEqual(['bidi override', 'line separators', 'tab and newlines']);
      for (const form of TEXT_FORMS) {
        for (const f of form.fields.filter((x) => x.oneLine)) {
          for (const [name, value] of notOneLine) {
            const { res } = await roundTrip(form, value, f.name);
            const label = `${form.name}.${f.name} ← ${name}`;
            expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
            expectClearRefusal(res, label);
            expect(res.json().fields?.[f.name], label).toBe('Use letters, numbers and punctuation on one line.');
            figures.add('badInputs', 'unicode edge cases');
          }
        }
      }
      expect(TEXT_FORMS.flatMap((form) => form.fields.filter((x) => x.oneLine)).length).toBe(7);
    });

    it('refuses NUL and broken surrogate pairs with a clear 400 in every text field (they cannot be stored as sent)', { timeout: 60_000 }, async () => {
      for (const form of TEXT_FORMS) {
        for (const [name, value] of Object.entries(UNSTORABLE)) {
          const { res } = await roundTrip(form, value);
          expect(res.statusCode, `${form.name} ← ${name}: ${res.body.slice(0, 200)}`).toBe(400);
          expectClearRefusal(res, `${form.name} ← ${name}`);
          figures.add('badInputs', 'unicode edge cases', form.fields.length);
        }
      }
    });

    it('either refuses other control characters clearly or stores them exactly, in every text field', { timeout: 60_000 }, async () => {
      for (const form of TEXT_FORMS) {
        for (const [name, value] of Object.entries(CONTROL_CHARACTERS)) {
          const { res, sent, read } = await roundTrip(form, value);
          const label = `${form.name} ← ${name}`;
          if (res.statusCode >= 400) {
            expect(res.statusCode, label).toBe(400);
            expectClearRefusal(res, label);
          } else {
            const stored = await read();
            for (const [field, text] of Object.entries(sent)) expect(stored[field], `${label} (${field})`).toBe(text);
          }
          figures.add('badInputs', 'unicode edge cases', form.fields.length);
        }
      }
    });
  });

  it('left no password, token, e-mail link, journal or chat text in the logs', () => {
    const logs = s.logs();
    expect(logs.length).toBeGreaterThan(10_000);
    expect(secrets.size).toBeGreaterThan(20);
    secrets.expectAbsentFrom(logs);
    expect(logs).not.toMatch(/\$argon2id\$|session_token=|verify-email\?token/);
    figures.add('checks', 'secrets looked for in the logs', secrets.size);
  });
});

afterAll(() => figures.write(engines));
