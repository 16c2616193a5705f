import type { Element } from 'hast';

/** What a `#fragment` can land on: an element's `id`, or the `name` of an `<a>` (as browsers scroll to both). */
export function elementAnchors(node: Element): string[] {
  const anchors: string[] = [];
  const { id, name } = node.properties;
  if (typeof id === 'string' && id !== '') anchors.push(id);
  if (node.tagName === 'a' && typeof name === 'string' && name !== '') anchors.push(name);
  return anchors;
}

const RAW_ANCHOR = /<[a-z][^\s/>]*(?:\s[^>]*?)?\s(id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The same, in raw HTML a writer put in the markdown (`<a name="legacy"></a>`), which is kept as text. */
export function rawHtmlAnchors(html: string): string[] {
  const anchors: string[] = [];
  for (const [, , double, single] of html.matchAll(RAW_ANCHOR)) {
    const value = double ?? single;
    if (value) anchors.push(value);
  }
  return anchors;
}
