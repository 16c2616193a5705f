import { audienceVariantFile } from '../../core/access/audiences.ts';
import type { SiteData } from '../../core/site/page-data.ts';
import type { Stage } from '../workers/stage.ts';
import {
  outputWriter,
  pageOfJson,
  writePage,
  writePageHtml,
  type OutputWriter,
  type PageContext,
} from './write-page.ts';

/** A page to render: its data as JSON (`pageJson`: the caller has it already, for the page's key) and its variants. */
export interface RenderJob {
  json: string;
  /** The content's markdown, for the page's markdown copy. */
  markdown?: string;
  variants: PageVariant[];
}

/** The page as readers lacking `lacking` see it, written under `_audience/…` (see `core/access/audiences.ts`). */
interface PageVariant {
  lacking: number[];
  json: string;
  /** Its navbar and footer, when they differ from every page's. */
  siteData?: SiteData;
}

/** The render stage as jobs: a page and its variants are rendered and written; the job answers the page's links. */
export const renderStage: Stage<PageContext, RenderJob, string[]> = {
  name: 'render',
  handler: (context) => {
    const write = outputWriter(context.outDir);
    return async (job) => {
      for (const variant of job.variants) {
        const siteData = variant.siteData ?? context.siteData;
        const page = pageOfJson(context, variant.json);
        writePageHtml({ ...context, siteData }, page, variantWriter(write, variant.lacking));
      }
      return writePage(context, pageOfJson(context, job.json), job.markdown, write);
    };
  },
};

/** Writes a variant's files where the server looks for them. */
function variantWriter(write: OutputWriter, lacking: readonly number[]): OutputWriter {
  return (file, content) => write(audienceVariantFile(file, lacking), content);
}
