import type { Kysely, Transaction } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` already is one: Kysely does not nest
 * transactions, and a repository method must work both alone and inside `IdentityStorage.transaction`.
 */
export function inTransaction<T>(
  db: Kysely<IdentityDatabase>,
  work: (trx: Kysely<IdentityDatabase> | Transaction<IdentityDatabase>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
