import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseKind } from '../config.js';
import * as m001 from './migrations/001-initial.js';
import * as m002 from './migrations/002-accounts.js';
import * as m003 from './migrations/003-crisis-and-tools.js';
import * as m004 from './migrations/004-admin.js';
import * as m005 from './migrations/005-chat.js';
import * as m006 from './migrations/006-professionals-and-events.js';

/** Column types that differ between the engines; everything else in a migration is shared SQL. */
export interface MigrationContext {
  kind: DatabaseKind;
  types: {
    timestamp: 'timestamptz' | 'text';
    boolean: 'boolean' | 'integer';
    false: ReturnType<typeof sql>;
  };
}

interface MigrationModule {
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}

/** Ordered by name; add new files here. Migrations are append-only once released. */
const migrations: Record<string, MigrationModule> = {
  '001-initial': m001,
  '002-accounts': m002,
  '003-crisis-and-tools': m003,
  '004-admin': m004,
  '005-chat': m005,
  '006-professionals-and-events': m006,
};

/** Every migration, in the order they run. */
export const MIGRATION_NAMES = (): string[] => Object.keys(migrations).sort();

function contextFor(kind: DatabaseKind): MigrationContext {
  return kind === 'postgres'
    ? { kind, types: { timestamp: 'timestamptz', boolean: 'boolean', false: sql`false` } }
    : { kind, types: { timestamp: 'text', boolean: 'integer', false: sql`0` } };
}

class InCodeProvider implements MigrationProvider {
  constructor(private readonly context: MigrationContext) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, module]) => [name, { up: (db: Kysely<unknown>) => module.up(db, this.context) }]),
    );
  }
}

/** Applies every pending migration; each runs in a transaction on both engines, and a lock keeps two starting servers apart. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>, kind: DatabaseKind): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(contextFor(kind)) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
