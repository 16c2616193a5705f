import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A partial a page included, with the hash of its text: the page's cached transform is stale once it differs. */
export interface PartialUse {
  file: string;
  hash: string;
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The partial's text, or undefined when it cannot be read. */
export function readPartialText(root: string, file: string): string | undefined {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** True when every partial still has the text it had when the page was transformed. */
export function partialsUnchanged(root: string, partials: readonly PartialUse[]): boolean {
  return partials.every(({ file, hash }) => {
    const text = readPartialText(root, file);
    return text !== undefined && hashText(text) === hash;
  });
}
