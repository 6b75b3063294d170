import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { TestClient } from '../http.js';
import { newActor, type SecretLog } from './harness.js';
import { hostileString, hostileValue } from './hostile.js';
import { fillUrl, type ActorKind, type RouteSpec } from './route-table.js';
import type { World } from './world.js';
import { arbitraryFor } from './zod-arbitrary.js';

export interface RequestParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** A JSON value (serialised, `application/json`); ignored when `raw` is given. */
  body?: unknown;
  /** Bytes sent as they are, with `contentType` (none when undefined). */
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Overrides the route's actor. */
  actor?: ActorKind;
}

/** Sends requests to the routes of the table as their actors, with valid values wherever none is given. */
export class Driver {
  constructor(
    readonly w: World,
    private readonly secrets: SecretLog,
  ) {}

  async clientFor(kind: ActorKind): Promise<{ client: TestClient; headers: Record<string, string> }> {
    const app = this.w.app;
    switch (kind) {
      case 'anonymous':
      case 'fresh':
        return { client: new TestClient(app), headers: {} };
      case 'registration': {
        const client = new TestClient(app);
        const { ticket } = (await client.get('/api/registration/ticket')).json() as { ticket: string };
        this.secrets.add('registration ticket', ticket);
        return { client, headers: { authorization: `Bearer ${ticket}` } };
      }
      case 'disposable':
        return { client: (await newActor(app, 'seeker', this.secrets)).client, headers: {} };
      default:
        return { client: this.w[kind].client, headers: {} };
    }
  }

  url(spec: RouteSpec, parts: RequestParts = {}): string {
    const params = Object.fromEntries(Object.entries(parts.params ?? spec.params?.valid(this.w) ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']));
    return fillUrl(spec.url, params, parts.query ?? spec.query?.valid?.(this.w));
  }

  async send(spec: RouteSpec, parts: RequestParts = {}): Promise<LightMyRequestResponse> {
    const { client, headers } = await this.clientFor(parts.actor ?? spec.actor);
    const all: Record<string, string> = { ...headers, ...parts.headers };
    let payload: string | Buffer | undefined;
    if (parts.raw !== undefined) {
      payload = parts.raw;
      if (parts.contentType !== undefined) all['content-type'] = parts.contentType;
    } else if (parts.body !== undefined) {
      payload = JSON.stringify(parts.body);
      if (payload !== undefined) all['content-type'] = 'application/json';
    }
    return client.request({ method: spec.method, url: this.url(spec, parts), ...(payload !== undefined ? { payload } : {}), headers: all });
  }

  /** The valid body of a route (undefined for routes that read none). */
  validBody(spec: RouteSpec): unknown {
    return spec.body?.valid(this.w);
  }

  /**
   * Requests generated from the route's schemas: parameters, query and body each either valid, of the
   * schema's shape with hostile values mixed in, or hostile through and through.
   */
  arbitrary(spec: RouteSpec): fc.Arbitrary<RequestParts> {
    const w = this.w;
    const valid = <T>(make: () => T) => fc.constant(null).map(() => make());
    const params = spec.params
      ? fc.oneof({ weight: 3, arbitrary: valid(() => spec.params!.valid(w) as Record<string, unknown>) }, { weight: 2, arbitrary: arbitraryFor(spec.params.schema, { hostileRate: 0.6 }) })
      : fc.constant(undefined);
    const extraQuery = fc.dictionary(hostileString, fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })), { maxKeys: 2 });
    const query = spec.query
      ? fc.oneof(
          { weight: 2, arbitrary: valid(() => spec.query!.valid?.(w) ?? {}) },
          { weight: 4, arbitrary: arbitraryFor(spec.query.schema, { hostileRate: 0.35 }) },
          { weight: 1, arbitrary: extraQuery },
        )
      : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: extraQuery });
    let body: fc.Arbitrary<unknown>;
    if (spec.body) {
      const { schema, fixed } = spec.body;
      const shaped = arbitraryFor(schema, { hostileRate: 0.15, wrongTypeRate: 0.02 });
      // Fields that must hold together for a request to reach the database (a real cover image, a future
      // start) are fixed in most runs.
      const withFixed = fixed
        ? fc.tuple(shaped, fc.integer({ min: 0, max: 9 })).map(([b, roll]) => (roll < 7 && b && typeof b === 'object' && !Array.isArray(b) ? { ...b, ...fixed(w) } : b))
        : shaped;
      // A valid body with one field (or one extra field) hostile: most of these reach the handler.
      const mutated = fc.tuple(fc.string({ maxLength: 12 }), fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: hostileValue }), fc.integer({ min: 0, max: 3 })).map(([key, value, roll]) => {
        const replace = roll > 0;
        const base = spec.body!.valid(w) as Record<string, unknown>;
        const keys = Object.keys(base);
        const target = replace && keys.length > 0 ? keys[key.length % keys.length]! : key || 'extra';
        return { ...base, [target]: value };
      });
      body = fc.oneof({ weight: 4, arbitrary: withFixed }, { weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue });
    } else {
      body = fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue });
    }
    return fc.record({ params, query, body }).map((r) => ({
      ...(r.params !== undefined ? { params: r.params as Record<string, unknown> } : {}),
      ...(r.query !== undefined ? { query: r.query as Record<string, unknown> } : {}),
      ...(r.body !== undefined ? { body: r.body } : {}),
    }));
  }
}
