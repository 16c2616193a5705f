import { join, resolve } from 'node:path';
import { openPostgresStorage } from './postgres.ts';
import { openSqliteStorage } from './sqlite.ts';
import type { IdentityStorage } from './types.ts';

/** The storage's variables as the server's environment schema parses them (see `IdentityEnv` in `env.ts`). */
export interface StorageEnv {
  DATABASE_URL?: string | undefined;
  DATABASE_SCHEMA?: string | undefined;
  DOCGEN_DATA_DIR?: string | undefined;
}

/** The identity database file name inside the data directory. */
export const SQLITE_FILE_NAME = 'identity.db';

/**
 * Opens the storage the environment asks for: PostgreSQL when `DATABASE_URL` is set, otherwise the SQLite
 * file `identity.db` under `DOCGEN_DATA_DIR` (default `.docgen/` in `cwd`). Used by `docgen serve` and
 * `docgen users` alike, so both always see the same data.
 */
export async function openStorageFromEnv(
  env: StorageEnv,
  cwd: string = process.cwd(),
  onConnectionError?: (error: Error) => void,
): Promise<IdentityStorage> {
  if (env.DATABASE_URL) {
    return openPostgresStorage({
      connectionString: env.DATABASE_URL,
      ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
      ...(onConnectionError ? { onConnectionError } : {}),
    });
  }
  const dataDir = resolve(cwd, env.DOCGEN_DATA_DIR ?? '.docgen');
  return openSqliteStorage({ file: join(dataDir, SQLITE_FILE_NAME) });
}
