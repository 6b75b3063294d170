// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173) proxying /api.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env } }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
