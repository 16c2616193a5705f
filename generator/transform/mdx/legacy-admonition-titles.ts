import { ADMONITION_KINDS } from '../remark-directives.ts';

/**
 * Docusaurus' older admonition form `:::note Title` as the directive form `:::note[Title]` that remark-directive
 * reads (Docusaurus converts it the same way before parsing, in markdown and MDX pages alike, in blockquotes too).
 * Only the marker lines change, outside fenced code, so every line keeps its number.
 */
const LEGACY_TITLE = new RegExp(`^((?:> ?)*\\s*:{3,}(?:${[...ADMONITION_KINDS].join('|')}))[ \\t]+(\\S.*)$`);
const FENCE = /^\s*(`{3,}|~{3,})/;

export function withDirectiveTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length)))
        fence = fence ? undefined : marker;
      if (fence) return line;
      const legacy = LEGACY_TITLE.exec(line.trimEnd());
      return legacy ? `${legacy[1]}[${legacy[2]}]` : line;
    })
    .join('\n');
}
