import { z } from 'zod';

/** A unified plugin, typed loosely so that any plugin's own typing is accepted (core knows no unified). */
type MarkdownPluginFunction = (...args: never[]) => unknown;

/** A remark or rehype plugin (a unified plugin function), or `[plugin, options]`, as Docusaurus takes them. */
const pluginFunction = z.custom<MarkdownPluginFunction>(
  (value) => typeof value === 'function',
  'a plugin function',
);
const markdownPlugin = z.union([pluginFunction, z.tuple([pluginFunction], z.unknown())]);

/**
 * The site's own remark and rehype plugins, applied to every doc, post and page (Docusaurus sets them per docs,
 * blog and pages plugin; `docgen init` merges the three lists). Import them in `site.config.ts`:
 * `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn'`.
 */
export const markdown = z.strictObject({
  /**
   * How `.md` files are read, as Docusaurus' `markdown.format`: `'mdx'` reads their `{expressions}` (in text and
   * in attributes, `<code style={{color: 'red'}}>`) as `.mdx` files' are; `'detect'` keeps braces in `.md` files
   * as text (`GET /users/{id}`), for sites written in plain markdown. Imports and components work in both.
   * @default 'mdx'
   */
  format: z.enum(['mdx', 'detect']).default('mdx'),
  /**
   * Remark plugins run on the markdown tree before docgen's own (admonitions, links, partials are not done yet).
   * @default []
   */
  beforeDefaultRemarkPlugins: z.array(markdownPlugin).default([]),
  /**
   * Remark plugins run on the markdown tree after docgen's own, as Docusaurus runs `remarkPlugins`.
   * @default []
   */
  remarkPlugins: z.array(markdownPlugin).default([]),
  /**
   * Rehype plugins run on the HTML tree after docgen's own (headings have their ids, code is highlighted).
   * @default []
   */
  rehypePlugins: z.array(markdownPlugin).default([]),
});
