import type { Stage } from '../workers/stage.ts';
import { outputWriter, writePage, type PageContext } from './write-page.ts';

/**
 * The render stage as jobs: a page given as its page-data JSON (the caller has it already, for the page's hash) is
 * rendered and written; the job answers the page's links.
 */
export const renderStage: Stage<PageContext, string, string[]> = {
  name: 'render',
  handler: (context) => {
    const write = outputWriter(context.outDir);
    return async (json) => writePage(context, JSON.parse(json), json, write);
  },
};
