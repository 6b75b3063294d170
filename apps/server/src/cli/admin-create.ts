import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema, usernameSchema } from '@wellbeing/shared/schemas/account';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createOrPromoteAdmin } from '../modules/auth/accounts-admin.js';

/** npm run admin:create -- --email you@example.org [--password …] [--username …] */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } } });
  const email = emailSchema.safeParse(values.email);
  if (!email.success) {
    process.stderr.write('Usage: npm run admin:create -- --email you@example.org [--password "a long passphrase"] [--username name]\n');
    return 64;
  }
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (password !== undefined && !passwordSchema.safeParse(password).success) {
    process.stderr.write('The password needs at least 10 characters.\n');
    return 64;
  }
  if (values.username !== undefined && !usernameSchema.safeParse(values.username).success) {
    process.stderr.write('Usernames have 3 to 30 letters, numbers, dots, dashes or underscores.\n');
    return 64;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.kind);
    const outcome = await createOrPromoteAdmin(database.db, database.kind, email.data, password, values.username);
    process.stdout.write(outcome === 'promoted' ? `${email.data} is now an admin.\n` : `Created the admin account ${email.data}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : `Could not create the admin: ${error instanceof Error ? error.message : String(error)}`}\n`);
    process.exit(1);
  },
);
