import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'harbour-config-'));

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts with no configuration: defaults, SQLite in DATA_DIR, demo mode on', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'harbour.sqlite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoMode).toBe(true);
    expect(config.encryptionKey).toHaveLength(32);
  });

  it('uses PostgreSQL when DATABASE_URL is set and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', PORT: '4100' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it('turns demo content, demo accounts and the dev mailbox off in production', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' }).demoMode).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ ENCRYPTION_KEY: 'short' }, 'ENCRYPTION_KEY'],
    [{ AUTH_SECRET: 'too-short' }, 'AUTH_SECRET'],
  ])('refuses %j with a message naming %s', (env, name) => {
    const problems = problemsOf({ DATA_DIR: tempDir(), ...env });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('trusts X-Forwarded-For from nobody, everybody, or only the listed proxies (addresses, CIDR ranges)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,::1,loopback' }).trustProxy).toBe('10.0.0.0/8,192.168.1.7,::1,loopback');
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'proxy.example.org', '10.0.0.0/8,']) {
      expect(problemsOf({ DATA_DIR: tempDir(), TRUST_PROXY: bad })[0]).toMatch(/^TRUST_PROXY: /);
    }
  });

  it('never repeats a value that may hold a secret', () => {
    const [problem] = problemsOf({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(problem).not.toContain('hunter2');
  });

  it('generates secrets once into DATA_DIR (owner-only) and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.authSecret).toBe(first.authSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('encryptionKey');
  });

  it('prefers secrets from the environment', () => {
    const key = 'ab'.repeat(32);
    const config = loadConfig({ DATA_DIR: tempDir(), AUTH_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: key });
    expect(config.authSecret).toBe('x'.repeat(40));
    expect(config.encryptionKey.toString('hex')).toBe(key);
  });
});
