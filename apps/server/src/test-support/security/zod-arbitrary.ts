import fc from 'fast-check';
import type { z } from 'zod';
import { hostileString, hostileValue } from './hostile.js';

/**
 * fast-check arbitraries from the zod schemas the routes parse with: values of the schema's shape (most of
 * them valid, so requests get past validation to the handler and the database), with hostile strings and
 * hostile values of the wrong type mixed in. Covers the zod features our schemas use; any other kind of
 * schema throws, so a new feature in a schema makes the suite fail until it is covered here.
 */

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  catchall?: z.ZodType;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export interface ArbitraryOptions {
  /** How often (0..1) a string field is a hostile string rather than one of its own shape. */
  hostileRate?: number;
  /** How often (0..1) any field is replaced by a value of an unexpected type. */
  wrongTypeRate?: number;
}

const DEFAULTS: Required<ArbitraryOptions> = { hostileRate: 0.25, wrongTypeRate: 0.05 };

function checksOf(def: Def): CheckDef[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

function lengthBounds(checks: CheckDef[]): { min: number; max: number } {
  let min = 0;
  let max: number | undefined;
  for (const c of checks) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max ?? Infinity, c.maximum);
    if (c.check === 'length_equals' && c.value !== undefined) min = max = c.value;
  }
  // Up to the maximum (or a little past none), without making every request huge.
  return { min, max: Math.max(min, Math.min(max ?? min + 60, min + 200)) };
}

function stringOfShape(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const { min, max } = lengthBounds(checks);
  const format = def.format ?? checks.find((c) => c.check === 'string_format')?.format;
  const pattern = def.pattern ?? checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  switch (format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= 254);
    case 'url':
      return fc.webUrl({ validSchemes: ['https', 'http'] });
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'datetime':
      // Around now, both sides: schemas often want the past (publish dates) or the future (events).
      return fc.integer({ min: -400, max: 400 }).map((days) => new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString());
    case 'date':
      return fc.integer({ min: -9000, max: 400 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
    case 'regex':
    case undefined:
      break;
    default:
      throw new Error(`zod-arbitrary: string format "${format}" is not covered`);
  }
  if (pattern) {
    // Dates written as a pattern: real ones mostly.
    if (pattern.source === '^\\d{4}-\\d{2}-\\d{2}$') {
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: -20_000, max: 800 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)) },
        { weight: 1, arbitrary: fc.stringMatching(pattern) },
      );
    }
    // fast-check cannot read flags: a case-insensitive pattern yields its lower-case matches.
    const plain = pattern.flags.includes('i') ? new RegExp(pattern.source) : pattern;
    return fc.stringMatching(plain).filter((s) => s.length >= min && s.length <= Math.max(max, min));
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
  );
}

function numberOfShape(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const c of checks) {
    if (c.check === 'greater_than' && c.value !== undefined) min = c.inclusive ? c.value : c.value + 1;
    if (c.check === 'less_than' && c.value !== undefined) max = c.inclusive ? c.value : c.value - 1;
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) integer = true;
  }
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  // Just outside the range, now and then.
  return fc.oneof({ weight: 5, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0.5) });
}

/** An arbitrary for values of `schema`'s input type, hostile values mixed in (see `ArbitraryOptions`). */
export function arbitraryFor(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const opts = { ...DEFAULTS, ...options };
  const build = (s: z.ZodType): fc.Arbitrary<unknown> => {
    const shaped = shapedFor(s);
    if (opts.wrongTypeRate <= 0) return shaped;
    const wrong = Math.max(1, Math.round(opts.wrongTypeRate * 100));
    return fc.oneof({ weight: 100 - wrong, arbitrary: shaped }, { weight: wrong, arbitrary: hostileValue });
  };

  const shapedFor = (s: z.ZodType): fc.Arbitrary<unknown> => {
    const def = defOf(s);
    switch (def.type) {
      case 'string': {
        const hostile = Math.round(opts.hostileRate * 100);
        if (hostile <= 0) return stringOfShape(def);
        return fc.oneof({ weight: 100 - hostile, arbitrary: stringOfShape(def) }, { weight: hostile, arbitrary: hostileString });
      }
      case 'number': {
        const n = numberOfShape(def);
        // A query's z.coerce.number() reads text.
        return def.coerce ? fc.oneof({ weight: 5, arbitrary: n.map(String) }, { weight: 1, arbitrary: hostileString }) : n;
      }
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...Object.values(def.entries ?? {})) }, { weight: 1, arbitrary: hostileString });
      case 'literal':
        return fc.constantFrom(...(def.values ?? []));
      case 'array': {
        const checks = checksOf(def);
        const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
        const max = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 8, min + 12);
        return fc.array(build(def.element!), { minLength: min, maxLength: Math.max(min, max) });
      }
      case 'object': {
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, value] of Object.entries(def.shape ?? {})) model[key] = build(value);
        // Absent optional fields (undefined) disappear when the body is serialised.
        return fc.record(model);
      }
      case 'optional':
      case 'default':
      case 'prefault':
        return fc.option(build(def.innerType!), { nil: undefined, freq: 3 });
      case 'nullable':
        return fc.option(build(def.innerType!), { nil: null, freq: 4 });
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return shapedFor(def.innerType!);
      case 'pipe': {
        // z.preprocess(fn, schema): the schema decides; schema.transform(fn): the schema before it decides;
        // a.pipe(b): b is the stricter one.
        const inDef = defOf(def.in!);
        const outDef = defOf(def.out!);
        if (inDef.type === 'transform') return shapedFor(def.out!);
        if (outDef.type === 'transform') return shapedFor(def.in!);
        return shapedFor(def.out!);
      }
      case 'union':
        return fc.oneof(...(def.options ?? []).map(build));
      case 'transform':
      case 'unknown':
      case 'any':
        return hostileValue;
      default:
        throw new Error(`zod-arbitrary: zod type "${def.type}" is not covered`);
    }
  };
  return build(schema);
}
