import type { RebuildResult } from './messages.ts';

/** Messages between the dev server and its builder worker. */
export type BuilderRequest = { id: number; op: 'full' } | { id: number; op: 'files'; files: string[] };

export type BuilderMessage =
  { type: 'result'; id: number; result: RebuildResult } | { type: 'log'; text: string };

export interface BuilderWorkerData {
  root: string;
  outDir: string;
}
