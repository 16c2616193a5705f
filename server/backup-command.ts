/**
 * `docgen backup <file>`: a consistent copy of the SQLite identity database while `docgen serve` keeps running,
 * through SQLite's online backup (better-sqlite3's `backup`), never a file copy (a copy taken mid-write, or
 * without the WAL beside it, can be torn). The copy is written beside its target and renamed into place, so
 * `<file>` is always a whole backup, and is checked (`integrity_check`) before the command says it is done.
 * PostgreSQL is backed up with its own tools (`pg_dump`); see documentation/content/versioned_docs/version-0.1.0/operating/production.md.
 */
import { chmod, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { EXIT } from '../core/errors/exit-codes.ts';
import { readServerEnv } from './env/server-env.ts';
import { SQLITE_FILE_NAME } from './identity/index.ts';

/** Pages copied per step: every page in one step, so the copy is one snapshot even while the server writes. */
const ALL_PAGES = 2 ** 30;

export async function backupCommand(
  target: string,
  processEnv: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const env = readServerEnv(processEnv);
  if (env.DATABASE_URL) {
    process.stderr.write(
      'docgen backup copies the SQLite database; with DATABASE_URL set, back up PostgreSQL with pg_dump (see "Backups" in the docgen documentation, Operating docgen in production).\n',
    );
    return EXIT.usage;
  }
  const source = join(resolve(env.DOCGEN_DATA_DIR ?? '.docgen'), SQLITE_FILE_NAME);
  if (!existsSync(source)) {
    process.stderr.write(`docgen backup: there is no database at ${source} (DOCGEN_DATA_DIR).\n`);
    return EXIT.content;
  }
  const destination = resolve(target);
  if (destination === source) {
    process.stderr.write('docgen backup: the backup cannot replace the database itself.\n');
    return EXIT.usage;
  }
  const partial = join(dirname(destination), `.${process.pid}.docgen-backup.partial`);
  const database = new Database(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(partial, { progress: () => ALL_PAGES });
    // It holds sealed keys and hashed secrets: readable by its owner only, like the database.
    await chmod(partial, 0o600);
    const problem = settleCopy(partial);
    if (problem) throw new Error(`the copy failed its integrity check: ${problem}`);
    await rename(partial, destination);
  } finally {
    database.close();
    await rm(partial, { force: true });
  }
  const { size } = await stat(destination);
  out(`Backed up ${source} to ${destination} (${Math.ceil(size / 1024)} KiB, integrity ok).`);
  return EXIT.ok;
}

/**
 * Makes the copy one self-contained file (the database's WAL mode would leave it needing a `-wal` beside it),
 * then asks SQLite what it finds wrong with it; undefined when nothing.
 */
function settleCopy(file: string): string | undefined {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const verdict = copy.pragma('integrity_check', { simple: true });
    return verdict === 'ok' ? undefined : String(verdict);
  } finally {
    copy.close();
  }
}
