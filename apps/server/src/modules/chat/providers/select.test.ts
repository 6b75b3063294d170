import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.js';
import { createChatProvider } from './select.js';

const env = (extra: NodeJS.ProcessEnv) => ({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'harbour-ai-config-')), ...extra });

function problemsOf(values: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(values);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('AI chat configuration', () => {
  it('answers with the built-in guided listener when no provider is configured', () => {
    const config = loadConfig(env({}));
    expect(config).toMatchObject({ aiBaseUrl: undefined, aiModel: undefined, aiApiKey: undefined, aiFirstByteTimeoutMs: 20_000, aiReplyTimeoutMs: 60_000 });
    expect(createChatProvider(config).kind).toBe('guided-listener');
    expect(createChatProvider(loadConfig(env({ AI_BASE_URL: '', AI_MODEL: '  ' }))).kind).toBe('guided-listener');
  });

  it('uses an OpenAI-compatible provider when AI_BASE_URL and AI_MODEL are set', () => {
    const config = loadConfig(env({ AI_BASE_URL: 'https://llm.example/v1/', AI_MODEL: 'small-model', AI_API_KEY: 'sk-123' }));
    expect(config).toMatchObject({ aiBaseUrl: 'https://llm.example/v1', aiModel: 'small-model', aiApiKey: 'sk-123' });
    expect(createChatProvider(config).kind).toBe('ai-model');
  });

  it('refuses to start with a bad or half-set provider, without repeating the URL or key', () => {
    expect(problemsOf(env({ AI_BASE_URL: 'ftp://user:secret@llm.example', AI_MODEL: 'm' }))).toEqual(['AI_BASE_URL: must be a URL starting with http:// or https://']);
    expect(problemsOf(env({ AI_BASE_URL: 'https://llm.example/v1' }))).toEqual(['AI_MODEL: must be set together with AI_BASE_URL']);
    expect(problemsOf(env({ AI_MODEL: 'm', AI_API_KEY: 'sk-secret' }))).toEqual(['AI_BASE_URL: must be set together with AI_MODEL']);
  });
});
