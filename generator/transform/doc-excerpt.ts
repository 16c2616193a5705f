import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse);
const FENCE = /^(`{3,}|~{3,})/;

/**
 * What Docusaurus shows for a doc without a `description` (on the cards of a category's generated page): the
 * first line of its text, as plain words. Imports and exports, code blocks, the `# Title`, and lines that are
 * only tags or admonition fences are passed over; a heading's line gives its words.
 */
export function docExcerpt(body: string): string | undefined {
  let fence: string | undefined;
  let inImports = false;
  for (const line of body.split('\n')) {
    const text = line.trim();
    if (text === '') {
      inImports = false;
      continue;
    }
    if (fence !== undefined) {
      if (text.startsWith(fence)) fence = undefined;
      continue;
    }
    const opening = FENCE.exec(text)?.[1];
    if (opening !== undefined) {
      fence = opening;
      continue;
    }
    if (inImports || /^(?:import|export)\s/.test(text)) {
      inImports = true;
      continue;
    }
    if (/^#\s/.test(text) || text.startsWith(':::')) continue;
    const words = toString(parser.parse(text.replace(/<[^<>]*>/g, '').replace(/\{#[\w-]+\}/g, ''))).trim();
    if (words) return words;
  }
  return undefined;
}
