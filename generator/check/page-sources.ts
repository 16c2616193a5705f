import type { SourceLink, TransformOutput } from '../transform/context.ts';

/** Origin used to resolve a page's links; never contacted. */
const SITE = 'http://docgen.invalid';

/**
 * A site path already in its resolved form: no `//` at the start, no `.` or `..` segment, nothing a URL would
 * encode. One character per step, so a path that fails at its end costs one pass.
 */
const PLAIN_PATH = /^\/(?!\/)(?:[\w~/-]|\.(?![./]|$))*$/;
/** Such a path or none (the page itself), and a `#fragment` nothing in which a URL would encode or decode. */
const PLAIN_LINK = /^(\/(?!\/)(?:[\w~/-]|\.(?![./#]|$))*)?(?:#([\w.~-]*))?$/;

export interface ResolvedSourceLink extends SourceLink {
  /** The site path it leads to, with its query: the form the link check reports targets in. */
  target: string;
  /** The `#fragment`, decoded; empty when there is none. */
  fragment: string;
}

/**
 * One locale's pages: the markdown file each is built from (a translation, or the default locale's file it falls
 * back to) → its route as the default locale has it, and how the locale names such a route (`/docs/a` →
 * `/de/docs/a`). A page's markdown links to the default locale's routes; its locale's copy links to the locale's.
 */
export interface LocalePages {
  files: Readonly<Record<string, string>>;
  /** The default locale's routes of the locale's pages: the links the locale's render localizes. */
  routes: ReadonlySet<string>;
  route: (route: string) => string;
}

/**
 * The markdown behind each route of every locale, so the checks can name the file and line a link was written
 * on (the HTML they check no longer knows it) and the ids a page defines.
 */
export class PageSources {
  private readonly fileByRoute = new Map<string, string>();
  /** Each route's locale: how the links of its markdown name the locale's routes. */
  private readonly localeByRoute = new Map<string, LocalePages>();
  private readonly anchorsByRoute = new Map<string, ReadonlySet<string> | undefined>();

  constructor(
    locales: readonly LocalePages[],
    private readonly transformed: ReadonlyMap<string, TransformOutput>,
  ) {
    for (const locale of locales) {
      for (const [file, route] of Object.entries(locale.files)) {
        const shown = locale.route(route);
        this.fileByRoute.set(shown, file);
        this.localeByRoute.set(shown, locale);
      }
    }
  }

  fileOf(route: string): string | undefined {
    return this.fileByRoute.get(route);
  }

  /** The ids a route's page defines; undefined for a page not written in markdown (its ids are not known). */
  anchorsOf(route: string): ReadonlySet<string> | undefined {
    // Asked once per `#fragment` link: each page's set is made once.
    if (!this.anchorsByRoute.has(route)) {
      const output = this.outputOf(route);
      this.anchorsByRoute.set(route, output && new Set(output.anchors));
    }
    return this.anchorsByRoute.get(route);
  }

  /** The page's site links, resolved from its route as a browser resolves them. */
  siteLinksOf(route: string): ResolvedSourceLink[] {
    const links = this.outputOf(route)?.links ?? [];
    const locale = this.localeByRoute.get(route);
    if (links.length === 0 || !locale) return [];
    const base = new URL(route, SITE);
    const plainRoute = PLAIN_PATH.test(route);
    // The markdown's links name the default locale's routes; the locale's page links to the locale's.
    const localized = (path: string) => (locale.routes.has(path) ? locale.route(path) : path);
    return links.flatMap((link) => {
      const plain = PLAIN_LINK.exec(link.url);
      // Most links are already resolved site paths (or a heading of the page): nothing to resolve or decode.
      if (plain && (plain[1] || plainRoute)) {
        return [{ ...link, target: plain[1] ? localized(plain[1]) : route, fragment: plain[2] ?? '' }];
      }
      const url = parse(link.url, base);
      if (url?.origin !== base.origin) return [];
      const target = `${localized(url.pathname)}${url.search}`;
      return [{ ...link, target, fragment: decode(url.hash.slice(1)) }];
    });
  }

  /** Where the page's markdown links to a target, if it does (the theme's own links have no source line). */
  locate(route: string, target: string): { file: string; line: number; column: number } | undefined {
    const file = this.fileOf(route);
    const link = this.siteLinksOf(route).find((l) => l.target === target);
    return file && link ? { file: link.file ?? file, line: link.line, column: link.column } : undefined;
  }

  private outputOf(route: string): TransformOutput | undefined {
    const file = this.fileOf(route);
    return file === undefined ? undefined : this.transformed.get(file);
  }
}

function parse(raw: string, base: URL): URL | undefined {
  try {
    return new URL(raw, base);
  } catch {
    return undefined;
  }
}

function decode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
