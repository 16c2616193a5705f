import type { PageData, SiteData } from '../../core/site/page-data.ts';

/** The document title of a page; the same rule as the `<title>` the generator writes (html-shell.ts). */
export function documentTitle(site: SiteData, page: PageData): string {
  return page.kind === 'home' ? site.title : `${page.title} | ${site.title}`;
}
