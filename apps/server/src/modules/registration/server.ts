import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { loggerOptions } from '../../lib/logger.js';
import { accountsPlugin } from '../../plugins/accounts.js';
import { originCheckPlugin } from '../../plugins/origin-check.js';
import { securityPlugin } from '../../plugins/security.js';
import { storableTextPlugin } from '../../plugins/storable-text.js';
import { registrationPlugin } from './plugin.js';

/** `npm run start:registration`: the registration service alone, on REGISTRATION_PORT. */
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
  const database = openDatabase(config.database);
  await migrateToLatest(database.db, database.kind);
  const app = Fastify({ logger: loggerOptions(config), trustProxy: config.trustProxy, bodyLimit: 64 * 1024 });
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  await app.register(securityPlugin, { isProduction: config.isProduction });
  await app.register(originCheckPlugin);
  await app.register(storableTextPlugin);
  await app.register(accountsPlugin);
  await app.register(registrationPlugin);
  const close = () => void app.close().then(() => process.exit(0), () => process.exit(1));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ port: config.registrationPort, host: config.host });
  process.stdout.write(`Harbour registration service listening on http://${config.host}:${config.registrationPort}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The registration service could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
