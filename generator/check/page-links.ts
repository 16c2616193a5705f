import { decodeHTMLAttribute } from 'entities';

/** The attributes that hold a URL, by element (as browsers and linkinator read them). */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  meta: ['content'],
};

/**
 * Start tags of the elements above. A scan rather than a full HTML parser: this runs on every page the build
 * writes (millions of links on a large site) and a parser spent 4 ms on each 120 KB page. It is exact for what
 * it reads: a `<` in text, attribute values and embedded JSON is always escaped in docgen's output, so a match
 * is a real start tag (raw text elements — script and style bodies — hold no start tags of ours).
 */
const START_TAG =
  /<(a|area|link|img|source|script|iframe|audio|video|track|embed|object|meta)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Origin used to resolve a page's links; never contacted. */
const SITE = 'http://docgen.invalid';

/**
 * Every link target of a written page, resolved as a browser resolves it from the page's clean path: site paths
 * (`/docs/b`, with query, without fragment) and absolute external URLs, each once. Same-page anchors and
 * non-web schemes (mailto:, tel:, javascript:, data:) are not targets.
 */
export function linksOfPage(html: string, route: string): string[] {
  const base = new URL(route, SITE);
  const links = new Set<string>();
  const add = (raw: string) => {
    const target = resolveTarget(raw.trim(), base);
    if (target !== undefined) links.add(target);
  };
  for (const [, tag, rest] of html.matchAll(START_TAG)) {
    const name = (tag ?? '').toLowerCase();
    const attributes = attributesOf(rest ?? '');
    if (name === 'meta') {
      const refresh = /^refresh$/i.test(attributes.get('http-equiv') ?? '');
      const to = refresh ? /url\s*=\s*(\S.*)$/i.exec(attributes.get('content') ?? '')?.[1] : undefined;
      if (to) add(to);
      continue;
    }
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      const value = attributes.get(attribute);
      if (!value) continue;
      if (attribute !== 'srcset') add(value);
      else for (const candidate of value.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
    }
  }
  return [...links];
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const value = double ?? single ?? bare ?? '';
    if (name) attributes.set(name.toLowerCase(), value.includes('&') ? decodeHTMLAttribute(value) : value);
  }
  return attributes;
}

/**
 * A site path already in its resolved form (most links: the theme writes absolute paths): no `//` at the start,
 * no `.` or `..` segment, nothing to resolve or encode. One character per step, so a long path that fails at
 * its end (a `#fragment`) costs one pass, not a retry of every way to split its segments.
 */
const PLAIN_PATH = /^\/(?!\/)(?:[\w~/-]|\.(?![./]|$))*$/;

function resolveTarget(raw: string, base: URL): string | undefined {
  if (raw === '' || raw.startsWith('#')) return undefined;
  if (PLAIN_PATH.test(raw)) return raw;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return raw;
  }
  if (url.origin === base.origin) return `${url.pathname}${url.search}`;
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.split('#', 1)[0] : undefined;
}
