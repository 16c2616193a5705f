const TRUNCATE_MARKER = '<!-- truncate -->';

/** The marker as written in markdown (`<!-- truncate -->`, `<!--truncate-->`), kept as is in its HTML. */
export const TRUNCATE_COMMENT = /<!--\s*truncate\s*-->/g;

/**
 * What the marker becomes in a page the MDX compiler makes (MDX renders no comment): an empty element, in JSX
 * as in the HTML React renders, so the page shows nothing and its island hydrates the same tree.
 */
export const EXCERPT_END_ELEMENT = '<span data-excerpt-end=""></span>';

/** The MDX comment form Docusaurus 3 also accepts, alone on its line. */
const MDX_TRUNCATE_LINE = /^[ \t]*\{\/\*\s*truncate\s*\*\/\}[ \t]*$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * A post's body with `{/* truncate *\/}` lines written as `<!-- truncate -->`, so both forms mark the excerpt and
 * the MDX form is never printed as text. Lines inside fenced code stay as written (a post may show the marker).
 * Line numbers do not change, so diagnostics still point into the file.
 */
export function withHtmlTruncateMarker(body: string): string {
  if (!body.includes('truncate')) return body;
  let fence: string | undefined;
  return body
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence === undefined && marker !== undefined) fence = marker;
      else if (fence !== undefined && marker !== undefined && closes(fence, marker)) fence = undefined;
      else if (fence === undefined && MDX_TRUNCATE_LINE.test(line.replace(/\r$/, ''))) return TRUNCATE_MARKER;
      return line;
    })
    .join('\n');
}

/** A fence closes with the same character, at least as many times. */
function closes(fence: string, marker: string): boolean {
  return marker[0] === fence[0] && marker.length >= fence.length;
}
