/**
 * The page data a built page embeds (all of it but the content its body shows): what the client router reads
 * from a page's HTML, as there is no page-data file beside it.
 */
export function embeddedPageData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="__DOCGEN_PAGE__">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('The page embeds no page data.');
  return JSON.parse(json) as Record<string, unknown>;
}
