import type { RebuildResult } from './messages.ts';

/**
 * Messages between the dev server and its builder thread: `builder-thread-client.ts` posts the requests on the
 * server's thread, `builder-thread-entry.ts` answers them on the builder's.
 */
export type BuilderRequest = { id: number; op: 'full' } | { id: number; op: 'files'; files: string[] };

export type BuilderMessage =
  { type: 'result'; id: number; result: RebuildResult } | { type: 'log'; text: string };

export interface BuilderThreadData {
  root: string;
  outDir: string;
  /** The one locale the dev server builds; absent: the default locale. */
  locale?: string;
}
