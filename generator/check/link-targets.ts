/**
 * Which pages link to which targets, collected while pages are written: the link check then asks about each
 * target once, however many pages (every page's sidebar) link to it. Pages are kept as indexes so a large site's
 * millions of page → target pairs stay small.
 */
export class LinkTargets {
  private readonly pages: string[] = [];
  private readonly byTarget = new Map<string, number[]>();

  add(route: string, links: readonly string[]): void {
    const page = this.pages.push(route) - 1;
    for (const link of links) {
      const pages = this.byTarget.get(link);
      if (pages) pages.push(page);
      else this.byTarget.set(link, [page]);
    }
  }

  /** Adds another collection's pages and links (a site's other locale). */
  addAll(other: LinkTargets): void {
    const linksOf = new Map<string, string[]>();
    for (const target of other.targets())
      for (const page of other.pagesLinkingTo(target)) {
        const links = linksOf.get(page);
        if (links) links.push(target);
        else linksOf.set(page, [target]);
      }
    for (const [page, links] of linksOf) this.add(page, links);
  }

  targets(): string[] {
    return [...this.byTarget.keys()];
  }

  pagesLinkingTo(target: string): string[] {
    return (this.byTarget.get(target) ?? []).map((page) => this.pages[page] ?? '');
  }
}
