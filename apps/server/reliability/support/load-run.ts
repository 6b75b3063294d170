// Shared set-up of the load and soak tests: a server on the chosen engine, N signed-in clients made through
// the registration service, and the articles they may (and may not) read, all read from the server.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ZONE_ROLES } from '@wellbeing/shared/access-policy';
import { ZONES } from '@wellbeing/shared/zones';
import { createPostgresDatabase, DEMO_PASSWORD, freePort, removeDir, startServer, type ServerProcess } from './server-process.js';
import {
  inBatches,
  json,
  loopbackAddress,
  MailboxFiles,
  randomLoopbackRun,
  registerAndSignIn,
  signIn,
  VirtualClient,
  type Account,
  type Catalogue,
  type TrafficClient,
} from './traffic.js';

export type Engine = 'sqlite' | 'postgres';

export interface LoadServer {
  server: ServerProcess;
  engine: Engine;
  /** Stops the server, drops its PostgreSQL database, removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * The built server in demo mode (seed articles, demo accounts, development mailbox) on a fresh database,
 * with PUBLIC_URL set to the address the clients use, as a deployment sets it to its own.
 */
export async function startLoadServer(engine: Engine, env: Record<string, string | undefined> = {}): Promise<LoadServer> {
  const database = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const port = await freePort();
  let server: ServerProcess;
  try {
    server = await startServer({ port, databaseUrl: database?.url, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env } });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    server,
    engine,
    async dispose() {
      await server.stop(15_000);
      await database?.drop();
      removeDir(server.dataDir);
    },
  };
}

/** Both roles the clients take (half each), both through the registration form. */
const CLIENT_ROLES: Account['role'][] = ['seeker', 'supporter'];

/**
 * `count` clients, each from its own loopback address, each registered (ticket, form, verification link
 * from the development mailbox) and signed in; then the articles of the zones every client role may read
 * and of a zone none of them may (listed by the demo professional).
 */
export async function prepareTraffic(server: ServerProcess, count: number): Promise<{ clients: TrafficClient[]; catalogue: Catalogue; setupSeconds: number; run: number }> {
  const started = performance.now();
  const run = randomLoopbackRun();
  const mailbox = new MailboxFiles(path.join(server.dataDir, 'mailbox'));
  const clients = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i): Promise<TrafficClient> => {
      const client = new VirtualClient(server.url, loopbackAddress(run, i), server.url);
      const account = await registerAndSignIn(client, (email) => mailbox.waitFor(email), CLIENT_ROLES[i % CLIENT_ROLES.length]);
      return { client, account, signedIn: true, wrongPasswordsLeft: 3 };
    },
  );

  const readableZones = ZONES.filter((z) => CLIENT_ROLES.every((r) => ZONE_ROLES[z].includes(r)));
  const forbiddenZones = ZONES.filter((z) => CLIENT_ROLES.every((r) => !ZONE_ROLES[z].includes(r)));
  const first = clients[0]!.client;
  const readable = [];
  for (const zone of readableZones) {
    const res = await first.get(`/api/zones/${zone}/articles`);
    const ids = json<{ articles: { id: string }[] }>(res).articles.map((a) => a.id);
    if (res.status !== 200 || ids.length === 0) throw new Error(`zone ${zone}: ${res.status} ${res.text.slice(0, 200)}`);
    readable.push({ zone, ids });
  }
  const professional = new VirtualClient(server.url, loopbackAddress(run, count + 1), server.url);
  await signIn(professional, 'professional@example.com', DEMO_PASSWORD);
  const forbidden: string[] = [];
  for (const zone of forbiddenZones) {
    const res = await professional.get(`/api/zones/${zone}/articles`);
    forbidden.push(...json<{ articles: { id: string }[] }>(res).articles.map((a) => a.id));
  }
  await professional.post('/api/session/logout');
  professional.close();
  if (forbidden.length === 0) throw new Error('no article in a zone the clients may not read');
  return { clients, catalogue: { readable, forbidden }, setupSeconds: Math.round((performance.now() - started) / 100) / 10, run };
}

export const isRunning = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/** How the process ended and the end of what it wrote, for a failure message. */
export function exitReport(server: ServerProcess): string {
  const lines = server.output().split('\n');
  const notable = lines.filter((l) => /shutting down|"level":(40|50|60)|Error|error/.test(l)).slice(-10);
  return `server exited (${server.child.exitCode ?? server.child.signalCode}); warnings, errors and shutdown in its output:\n${notable.join('\n')}\nits last lines:\n${lines.slice(-5).join('\n')}`;
}

/** Error-level log lines (pino level 50 and above) in a slice of the server's output. */
export function errorLogLines(output: string): string[] {
  return output.split('\n').filter((line) => {
    const match = /"level":(\d+)/.exec(line);
    return match !== null && Number(match[1]) >= 50;
  });
}
