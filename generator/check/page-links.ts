import { Parser } from 'htmlparser2';

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
};

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
  const parser = new Parser({
    onopentag(name, attributes) {
      for (const attribute of URL_ATTRIBUTES[name] ?? []) {
        const value = attributes[attribute];
        if (!value) continue;
        if (attribute === 'srcset')
          for (const candidate of value.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
        else add(value);
      }
      const refresh = name === 'meta' && /^refresh$/i.test(attributes['http-equiv'] ?? '');
      const to = refresh ? /url\s*=\s*(.+)$/i.exec(attributes.content ?? '')?.[1] : undefined;
      if (to) add(to);
    },
  });
  parser.end(html);
  return [...links];
}

function resolveTarget(raw: string, base: URL): string | undefined {
  if (raw === '' || raw.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return raw;
  }
  if (url.origin === base.origin) return `${url.pathname}${url.search}`;
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/#.*$/, '') : undefined;
}
