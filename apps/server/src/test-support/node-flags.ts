import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The Node flags the server runs with (apps/server/node-flags.json, decision 014), for tests that start the built
 * server as `npm start` does (scripts/lib.mjs reads the same file for the launcher and the benchmark).
 */
export const SERVER_NODE_FLAGS: readonly string[] = JSON.parse(readFileSync(fileURLToPath(new URL('../../node-flags.json', import.meta.url)), 'utf8')) as string[];
