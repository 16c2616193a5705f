import { bodyParts } from './mdx-compile/fences.ts';

/**
 * A page's content title, as Docusaurus finds it: its first heading, when that is a `# Title` above any thematic
 * break (`---`), wherever it is (after imports, an expression, a paragraph). Its text is what a reader sees:
 * without code backticks, emphasis markers, link targets or a `{#id}`.
 */
export function contentTitle(body: string): string | undefined {
  for (const part of bodyParts(body)) {
    if (part.info !== undefined) continue;
    for (const line of part.text.split(/\r?\n/)) {
      const heading = ATX_HEADING.exec(line);
      if (heading) return heading[1] === '#' ? plainText(heading[2] ?? '') : undefined;
      if (THEMATIC_BREAK.test(line)) return undefined;
    }
  }
  return undefined;
}

/** True when the page has its own `# Title`: Docusaurus then shows no title of its own. */
export function hasContentTitle(body: string): boolean {
  return contentTitle(body) !== undefined;
}

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(\S.*)$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

function plainText(markdown: string): string {
  return markdown
    .trimEnd()
    .replace(/\s#+$/, '')
    .trimEnd()
    .replace(/\{#[^}]*\}$/, '')
    .replace(/!?\[([^[\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|\*)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/(?<!\w)(__|_)(\S(?:.*?\S)?)\1(?!\w)/g, '$2')
    .trim();
}
