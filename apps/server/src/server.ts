import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { acquireInstanceLock } from './db/instance-lock.js';
import { releaseMinilmEncoder } from './modules/chat/safety/model/minilm-encoder.js';

/** Starts the app on its port and shuts it down gracefully: stop accepting, finish in-flight requests, close the database. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  // One server per SQLite data directory, taken before the database is opened or migrated (db/instance-lock.ts).
  const instanceLock = config.database.kind === 'sqlite' ? acquireInstanceLock(config.dataDir) : undefined;
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    app.close().then(
      async () => {
        instanceLock?.release();
        // onnxruntime aborts the process (SIGABRT) if it exits while the second encoder's model is loading or
        // running, as a SIGTERM soon after the start can make it: its worker ends first (at most 10 s).
        await releaseMinilmEncoder();
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  process.stdout.write(
    `\nHarbour is running at http://${shownHost}:${port} (database: ${app.database.kind}${config.demoMode ? ', demo content on' : ''})\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Harbour could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
