import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * All configuration is parsed here, once. A bad value stops start-up with a message naming the variable,
 * so a misconfigured deployment fails loudly instead of half-working.
 */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** An address, a CIDR range or one of proxy-addr's names for a range (what Fastify's trustProxy accepts). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, port.default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, url(['postgres:', 'postgresql:']).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, url(['smtp:', 'smtps:']).optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Harbour <no-reply@harbour.example>')),
  REDIS_URL: z.preprocess(emptyToUndefined, url(['redis:', 'rediss:']).optional()),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)').optional(),
  ),
  DEMO_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').default('harbour-demo-2026')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((v) => v === 'true' || v === 'false' || v.split(',').every((entry) => isProxyAddress(entry.trim())), {
        message: "must be false, true, or the proxies' addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8)",
      })
      .default('false'),
  ),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  REGISTRATION_PORT: z.preprocess(emptyToUndefined, port.default(3001)),
  AI_BASE_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional()),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().min(1).max(500).optional()),
});

/** Values that are never secret, so an error may repeat them; URLs can hold passwords. */
const SAFE_TO_ECHO = new Set(['NODE_ENV', 'PORT', 'HOST', 'LOG_LEVEL', 'TRUST_PROXY', 'REGISTRATION_PORT']);

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Demo content, demo accounts and the development mailbox. */
  demoMode: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  authSecret: string;
  encryptionKey: Buffer;
  demoPassword: string;
  logLevel: string;
  /**
   * Whose X-Forwarded-For to believe: nobody (false), every hop (true: the client's own header wins, so only
   * behind a proxy that replaces the header), or the proxies at these addresses/ranges (recommended).
   */
  trustProxy: boolean | string;
  webDistDir: string;
  registrationPort: number;
  /** OpenAI-compatible Chat Completions endpoint for the AI chat; without it the built-in guided listener answers. */
  aiBaseUrl: string | undefined;
  aiModel: string | undefined;
  aiApiKey: string | undefined;
  /** Longest wait for the provider's first byte, and for a whole reply. */
  aiFirstByteTimeoutMs: number;
  aiReplyTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

interface StoredSecrets {
  authSecret: string;
  encryptionKey: string;
}

/** Secrets come from the environment, else are generated once into DATA_DIR so a first start needs nothing. */
function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z.object({ authSecret: z.string().min(32), encryptionKey: z.string().regex(/^[0-9a-f]{64}$/i) }).safeParse(
      JSON.parse(readFileSync(file, 'utf8')),
    );
    if (!parsed.success) throw new ConfigError([`${file} is damaged; restore it from a backup or remove it`]);
    return parsed.data;
  }
  const secrets: StoredSecrets = {
    authSecret: randomBytes(32).toString('base64url'),
    encryptionKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secrets;
}

const defaultWebDist = () => path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const shown = SAFE_TO_ECHO.has(name) && env[name] !== undefined ? ` (got "${env[name]}")` : '';
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_MODEL)) {
    throw new ConfigError([`${e.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL'}: must be set together with ${e.AI_BASE_URL ? 'AI_BASE_URL' : 'AI_MODEL'}`]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const stored = e.AUTH_SECRET && e.ENCRYPTION_KEY ? undefined : loadOrCreateSecrets(dataDir);
  const isProduction = e.NODE_ENV === 'production';
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    demoMode: !isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'harbour.sqlite') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    authSecret: e.AUTH_SECRET ?? stored!.authSecret,
    encryptionKey: Buffer.from(e.ENCRYPTION_KEY ?? stored!.encryptionKey, 'hex'),
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY.split(',').map((a) => a.trim()).join(','),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist()),
    registrationPort: e.REGISTRATION_PORT,
    aiBaseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
    aiModel: e.AI_MODEL,
    aiApiKey: e.AI_API_KEY,
    aiFirstByteTimeoutMs: 20_000,
    aiReplyTimeoutMs: 60_000,
  };
}
