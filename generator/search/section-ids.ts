/**
 * Section ids that grow with the section's length, so that an index's first N matches by rowid are its N shortest
 * (see `node/search/section-index.ts`), and that do not depend on the order sections were indexed in: a build that
 * replaces one page's sections gives the ids a build from nothing would. Within a length the order is a hash of the
 * section's route and anchor; two sections whose hashes collide (about one in four billion) take the next free id.
 */
import { createHash } from 'node:crypto';

const HASH_RANGE = 2 ** 32;
/** Longer sections share the last length: ids stay below 2^53, exact as JavaScript numbers. */
const MAX_LENGTH = 2 ** 20;

/** The id a section of `length` terms takes unless another section has it already. */
export function preferredSectionId(length: number, route: string, anchor: string): number {
  const hash = createHash('sha256').update(`${route}#${anchor}`).digest().readUInt32BE(0);
  return Math.min(length, MAX_LENGTH) * HASH_RANGE + hash;
}

/** The first id from `preferred` on that `taken` says is free. */
export function freeSectionId(preferred: number, taken: (id: number) => boolean): number {
  let id = preferred;
  while (taken(id)) id++;
  return id;
}
