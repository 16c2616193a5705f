// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '../../../core/site/page-data.ts';
import { SCROLL_LOCK_CLASS } from '../../../theme/constants.ts';
import { forgetSidebarState } from '../../../theme/doc/sidebar-state.ts';
import { blogListFixture, blogPostFixture, docFixture, longSectionFixture, siteFixture } from './fixtures.ts';
import { click, dispatch, hydratePage, type Hydrated } from './hydrate.tsx';
import { textOf } from './render.tsx';

const notFound: PageData = { kind: 'notFound', route: '/404', title: 'Page Not Found' };
let mounted: Hydrated | undefined;

async function mount(...args: Parameters<typeof hydratePage>): Promise<Hydrated> {
  mounted = await hydratePage(...args);
  return mounted;
}

const toggleLabel = (container: HTMLElement) =>
  container.querySelector('.navbar__items .color-mode-toggle')?.getAttribute('aria-label');

beforeEach(() => {
  localStorage.clear();
  forgetSidebarState();
  delete document.documentElement.dataset.theme;
  // jsdom cannot navigate; the client router would intercept these clicks anyway.
  document.addEventListener('click', preventNavigation);
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.removeEventListener('click', preventNavigation);
  vi.restoreAllMocks();
});

function preventNavigation(event: Event) {
  if ((event.target as Element).closest?.('a')) event.preventDefault();
}

describe('hydration', () => {
  it.each([docFixture(), blogListFixture(), blogPostFixture(), notFound].map((p) => [p.kind, p] as const))(
    'hydrates a %s page without mismatches, even with a saved dark mode and a dismissed bar',
    async (_, page) => {
      document.documentElement.dataset.theme = 'dark';
      localStorage.setItem('docusaurus.announcement.id', 'release-1-0-2');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      const errors = vi.spyOn(console, 'error');
      const { container, recoverable } = await mount(page);
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(toggleLabel(container)).toBe('Switch between dark and light mode (currently dark mode)');
      expect(container.querySelector('[aria-label="Announcement"]')).toBeNull();
    },
  );
});

describe('a long sidebar section', () => {
  it('hydrates the pages around the current one without mismatches, and shows them all on request', async () => {
    const errors = vi.spyOn(console, 'error');
    const { container, recoverable } = await mount(longSectionFixture(300, 150));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    const sidebar = container.querySelector('aside.doc-sidebar');
    expect(sidebar?.querySelectorAll('a')).toHaveLength(21);
    await click(sidebar?.querySelector('button.menu__link--more') ?? null);
    expect(sidebar?.querySelectorAll('a')).toHaveLength(300);
    expect(sidebar?.querySelectorAll('button.menu__link--more')).toHaveLength(0);
  });
});

describe('colour mode', () => {
  it('switches, saves under "theme" and follows other tabs', async () => {
    const { container } = await mount(notFound);
    await click(container.querySelector('.navbar__items .color-mode-toggle'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggleLabel(container)).toBe('Switch between dark and light mode (currently dark mode)');

    await dispatch(window, new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(toggleLabel(container)).toBe('Switch between dark and light mode (currently light mode)');
  });

  it('keeps working when storage throws, and logs the failure', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await mount(notFound);
    await click(container.querySelector('.navbar__items .color-mode-toggle'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"theme"'), expect.any(DOMException));
  });
});

describe('announcement bar', () => {
  it('stays dismissed after closing', async () => {
    const { container } = await mount(notFound);
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('release-1-0-2');
    await click(container.querySelector('[aria-label="Announcement"] button'));
    expect(container.querySelector('[aria-label="Announcement"]')).toBeNull();
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
  });

  it('shows again when the announcement id changes', async () => {
    localStorage.setItem('docusaurus.announcement.id', 'older-news');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    const { container } = await mount(notFound);
    expect(textOf(container.querySelector('[aria-label="Announcement"]'))).toBe('ProcurePilot 1.0.2 is out.');
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('release-1-0-2');
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('false');
  });
});

describe('mobile menu', () => {
  const hamburger = (container: HTMLElement) => container.querySelector('button.navbar__toggle');
  const menu = (container: HTMLElement) => container.querySelector('#navbar-mobile-menu');

  it('opens with the navbar items and the doc sidebar, locking body scroll', async () => {
    const { container } = await mount(docFixture());
    await click(hamburger(container));
    expect(hamburger(container)?.getAttribute('aria-expanded')).toBe('true');
    expect(menu(container)?.hasAttribute('inert')).toBe(false);
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    const links = [...(menu(container)?.querySelectorAll('a') ?? [])].map((a) => textOf(a));
    expect(links).toEqual(
      expect.arrayContaining(['Documentation', 'Status', 'Blog', '1.0.0', 'Overview', 'FAQ']),
    );
    expect(menu(container)?.querySelector('nav[aria-label="Docs sidebar"]')).not.toBeNull();
  });

  it('closes on choosing a link, on back navigation, on desktop width and on navigation', async () => {
    const { container, navigate } = await mount(docFixture());
    const isOpen = () => hamburger(container)?.getAttribute('aria-expanded') === 'true';

    await click(hamburger(container));
    await click(menu(container)?.querySelector('a[href="/docs/1.0.1/overview"]'));
    expect(isOpen()).toBe(false);
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);

    await click(hamburger(container));
    await dispatch(window, new PopStateEvent('popstate'));
    expect(isOpen()).toBe(false);

    await click(hamburger(container));
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1200);
    await dispatch(window, new Event('resize'));
    expect(isOpen()).toBe(false);

    await click(hamburger(container));
    await navigate(docFixture({ route: '/docs/1.0.1/overview' }));
    expect(isOpen()).toBe(false);
  });
});

describe('doc sidebar', () => {
  const sidebar = (container: HTMLElement) => container.querySelector('aside.doc-sidebar');
  const helpButton = (container: HTMLElement) =>
    [...(sidebar(container)?.querySelectorAll('button') ?? [])].find((b) => textOf(b) === 'Help');

  it('collapses a category and remembers it across client navigations', async () => {
    const first = await mount(docFixture({ route: '/docs/1.0.1/overview' }));
    // Help is configured collapsed and does not hold the page.
    expect(helpButton(first.container)?.getAttribute('aria-expanded')).toBe('false');
    await click(helpButton(first.container));
    expect(helpButton(first.container)?.getAttribute('aria-expanded')).toBe('true');
    first.unmount();

    const second = await mount(docFixture({ route: '/docs/1.0.1/overview', docId: 'overview' }));
    expect(helpButton(second.container)?.getAttribute('aria-expanded')).toBe('true');
    await click(helpButton(second.container));
    expect(helpButton(second.container)?.getAttribute('aria-expanded')).toBe('false');
    // Moving to a page inside it expands it again.
    await second.navigate(docFixture());
    expect(helpButton(second.container)?.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('preferred docs version', () => {
  it('saves the version chosen in the dropdown', async () => {
    const { container } = await mount(docFixture());
    const entry = [...container.querySelectorAll('.navbar__items .version-dropdown a')].find(
      (a) => textOf(a) === '1.0.0',
    );
    await click(entry);
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('1.0.0');
  });

  it('forgets a saved version the site does not have', async () => {
    localStorage.setItem('docs-preferred-version-default', '0.9.0');
    await mount(notFound, { site: siteFixture() });
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
  });
});

describe('navbar.hideOnScroll', () => {
  it('hides the navbar while scrolling down and shows it on scrolling up', async () => {
    const site = siteFixture();
    const { container } = await mount(notFound, {
      site: { ...site, navbar: { ...site.navbar, hideOnScroll: true } },
    });
    const navbar = () => container.querySelector('nav[aria-label="Main"]');
    const scrollTo = async (y: number) => {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
      await dispatch(window, new Event('scroll'));
    };
    await scrollTo(600);
    expect(navbar()?.classList.contains('navbar--hidden')).toBe(true);
    await scrollTo(400);
    expect(navbar()?.classList.contains('navbar--hidden')).toBe(false);
  });
});

describe('the search page', () => {
  it('opens the search dialog with what the reader typed in its box, which stays empty', async () => {
    const opened: string[] = [];
    const slots = {
      searchDialog: (_close: () => void, query: string) => {
        opened.push(query);
        return <p className="dialog">{query}</p>;
      },
    };
    const search: PageData = { kind: 'search', route: '/search', title: 'Search the documentation' };
    const { container } = await mount(search, { slots });
    const box = container.querySelector<HTMLInputElement>('.search-page__input');
    if (!box) throw new Error('no search box');
    // React's onChange listens to input events; the value setter it tracks is the prototype's.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, 'k');
    await dispatch(box, new Event('input', { bubbles: true }));
    expect(textOf(container.querySelector('.dialog'))).toBe('k');
    expect(opened.at(-1)).toBe('k');
    expect(box.value).toBe('');
  });
});
