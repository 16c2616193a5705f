import { renderToString } from 'react-dom/server';
import type { PageData, SiteData } from '../../../core/site/page-data.ts';
import { App } from '../../../theme/App.tsx';
import { ALL_PAGE_VIEWS } from '../../../theme/layout/all-page-views.ts';
import type { ThemeSlots } from '../../../theme/slots.tsx';
import { siteFixture } from './fixtures.ts';

/** Server-renders the whole app for a page, as the generator does. */
export function renderPage(page: PageData, options: { site?: SiteData; slots?: ThemeSlots } = {}): string {
  return renderToString(
    <App site={options.site ?? siteFixture()} page={page} views={ALL_PAGE_VIEWS} slots={options.slots} />,
  );
}

/** Parses server HTML into a detached document (jsdom's DOMParser is not needed: a template element suffices). */
export function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** What a reader sees of an element: its text with whitespace collapsed. */
export function textOf(node: Element | DocumentFragment | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
