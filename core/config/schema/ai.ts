import { z } from 'zod';

/**
 * What the site offers readers' AI assistants. Each channel answers only what the asking reader may read, as the
 * pages do; turn one off and its routes answer 404.
 */
export const ai = z.strictObject({
  /**
   * Serve each page as markdown: `/docs/x.md`, or the page's URL with `Accept: text/markdown`, and the
   * "Copy page as Markdown" button on doc pages.
   * @default true
   */
  markdown: z.boolean().default(true),
  /**
   * Serve `/llms.txt` and `/llms-full.txt`, listing (and, in full, holding) the pages the reader may open.
   * @default true
   */
  llmsTxt: z.boolean().default(true),
  /**
   * Serve the MCP server at `/_docgen/mcp`, through which a reader's assistant searches and reads the docs.
   * @default true
   */
  mcp: z.boolean().default(true),
});
