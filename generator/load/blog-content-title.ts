const HEADING_1 = /^#[ \t]+(\S.*)$/;

/**
 * A `# heading` that opens a post is its title, and Docusaurus shows it only once, in the post's header: it is
 * taken out of the body (its line left empty, so line numbers do not change).
 */
export function takeContentTitle(body: string): { title?: string; body: string } {
  const lines = body.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const heading = first < 0 ? undefined : HEADING_1.exec((lines[first] ?? '').trimEnd())?.[1];
  // A closing sequence (`# Title #`) is not part of the title.
  const title = heading?.replace(/[ \t]#+$/, '').trim();
  if (title === undefined) return { body };
  lines[first] = '';
  return { title, body: lines.join('\n') };
}
