import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/**
 * Brings the schema up to date. Kysely takes a lock (a row lock on PostgreSQL), so instances starting
 * together migrate once. A failed migration stops start-up with the migration's name.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  options: { schema?: string; disableTransactions?: boolean } = {},
): Promise<void> {
  const { schema, disableTransactions = false } = options;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    disableTransactions,
    // Kysely looks for its own tables in every schema unless told which; parallel schemas would confuse it.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `identity database migration failed${name}: ${String((error as Error | undefined)?.message ?? error)}`,
      {
        cause: error,
      },
    );
  }
}
