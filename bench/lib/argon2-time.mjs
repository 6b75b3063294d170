// Times one Argon2id hash with the app's own parameters (apps/server/src/modules/auth/password.ts, built):
// `node bench/lib/argon2-time.mjs [COUNT]` prints { medianMs, minMs, count, options } as JSON. Hashes run one
// at a time, so each has a core to itself.
import { hash } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../../apps/server/dist/modules/auth/password.js';

const count = Number(process.argv[2] ?? 15);
const password = 'correct horse battery staple';
for (let i = 0; i < 2; i++) await hash(password, ARGON2_OPTIONS);
const times = [];
for (let i = 0; i < count; i++) {
  const started = process.hrtime.bigint();
  await hash(password, ARGON2_OPTIONS);
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
times.sort((a, b) => a - b);
const medianMs = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
process.stdout.write(`${JSON.stringify({ medianMs, minMs: times[0], count, options: ARGON2_OPTIONS })}\n`);
