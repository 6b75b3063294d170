// `npm start`: builds what is missing or stale, then starts the server (or the registration service, or
// the admin tool). It does not set NODE_ENV: demo content is on unless NODE_ENV=production.
import { SERVER_NODE_FLAGS, buildIfStale, root, run } from './lib.mjs';
import path from 'node:path';

const args = process.argv.slice(2);
const mode = args[0] === '--registration' ? 'registration' : args[0] === '--admin-create' ? 'admin-create' : 'server';
const rest = mode === 'server' ? args : args.slice(1);

const built = await buildIfStale();
if (built !== 0) process.exit(built);

const entry = {
  server: 'apps/server/dist/server.js',
  registration: 'apps/server/dist/modules/registration/server.js',
  'admin-create': 'apps/server/dist/cli/admin-create.js',
}[mode];
// Only the server takes the flags (decision 014); the registration service and the admin tool are not hot paths.
const flags = mode === 'server' ? SERVER_NODE_FLAGS : [];
const code = await run(process.execPath, [...flags, path.join(root, entry), ...rest], { env: process.env });
process.exit(code);
