// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogListFixture, docFixture } from '../theme/fixtures.ts';
import { click, hydratePage, type Hydrated } from '../theme/hydrate.tsx';

let mounted: Hydrated | undefined;
const preventNavigation = (event: Event) => {
  if ((event.target as Element).closest?.('a')) event.preventDefault();
};
beforeEach(() => {
  localStorage.clear();
  document.addEventListener('click', preventNavigation);
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.removeEventListener('click', preventNavigation);
  vi.restoreAllMocks();
});

const documentationLink = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLAnchorElement>('.navbar__items a')].find(
    (a) => a.textContent === 'Documentation',
  );
const dropdownLabel = (container: HTMLElement) =>
  container.querySelector('.navbar__items .version-dropdown .dropdown__toggle')?.textContent;

describe('the preferred docs version in the navbar', () => {
  it('leads "Documentation" to the preferred version, after a hydration without mismatches', async () => {
    localStorage.setItem('docs-preferred-version-default', '1.0.1');
    const errors = vi.spyOn(console, 'error');
    mounted = await hydratePage(blogListFixture());
    expect(mounted.recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(documentationLink(mounted.container)?.getAttribute('href')).toBe('/docs/1.0.1/overview');
    expect(dropdownLabel(mounted.container)).toBe('1.0.1');
  });

  it('follows a choice made in the dropdown at once; a doc page names its own version', async () => {
    mounted = await hydratePage(docFixture());
    expect(documentationLink(mounted.container)?.getAttribute('href')).toBe('/docs/overview');
    const entry = [...mounted.container.querySelectorAll('.navbar__items .version-dropdown a')].find(
      (a) => a.textContent === '1.0.0',
    );
    await click(entry);
    expect(documentationLink(mounted.container)?.getAttribute('href')).toBe('/docs/1.0.0/overview');
    expect(dropdownLabel(mounted.container)).toBe('1.0.1');
  });

  it('ignores a preferred version the site does not have', async () => {
    localStorage.setItem('docs-preferred-version-default', '0.9.0');
    mounted = await hydratePage(blogListFixture());
    expect(documentationLink(mounted.container)?.getAttribute('href')).toBe('/docs/overview');
    expect(dropdownLabel(mounted.container)).toBe('1.0.2');
  });
});
