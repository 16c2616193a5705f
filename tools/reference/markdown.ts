/**
 * Text made safe for a page that may be read as MDX: outside code spans, `<` and `{` would start JSX and
 * expressions, so they are escaped (the page shows them as written).
 */
export function escapeText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replaceAll('<', '&lt;').replaceAll('{', '\\{')))
    .join('');
}
