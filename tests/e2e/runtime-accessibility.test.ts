import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  siteReaderContext,
  readerPage,
  startReaderSite,
  type ReaderSite,
} from '../helpers/reader.ts';
import { contrastRatio, over, parseColour } from '../helpers/contrast.ts';

// Accessibility and quality: axe-core on every page type in both colour modes and at mobile
// width, clean hydration, keyboard access with a visible focus, landmarks.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PAGES = {
  home: '/',
  'doc 1.0.2': '/docs/architecture',
  'doc 1.0.1': '/docs/1.0.1/features/offer-import',
  'doc 1.0.0': '/docs/1.0.0/features/rule-checker',
  'blog list': '/blog',
  'blog post': '/blog/2025/02/04/why-we-regrouped-features',
  'blog tags': '/blog/tags',
  'blog tag': '/blog/tags/release-notes',
  'blog archive': '/blog/archive',
  authors: '/blog/authors',
  'markdown page': '/markdown-page',
  'not found': '/no-such-page',
};

let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

interface Violation {
  page: string;
  id: string;
  impact: string;
  nodes: string[];
}

async function axeViolations(page: Page, name: string): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    interface AxeViolation {
      id: string;
      impact: string;
      nodes: { target: string[]; failureSummary?: string }[];
    }
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  });
  return found.map((v) => ({ page: name, ...v }));
}

/**
 * Waits until the page's enhancements have run: diagrams drawn, zoom attached to the content's images (about a
 * second after load) and sideways-scrolling tables and code blocks made focusable. axe judges the page as a
 * reader meets it, so it must not look earlier.
 */
async function enhancementsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const content = [...document.querySelectorAll<HTMLElement>('main .markdown table, main .markdown pre')];
    const images = [...document.querySelectorAll('main .markdown img')].filter((img) => !img.closest('a'));
    return (
      !document.querySelector('pre.mermaid-diagram:not([data-mermaid="done"])') &&
      images.every((img) => img.classList.contains('medium-zoom-image')) &&
      content.every(
        (element) => element.scrollWidth <= element.clientWidth + 1 || element.hasAttribute('tabindex'),
      )
    );
  });
}

describe('axe-core', () => {
  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['light', 375],
    ['dark', 375],
  ] as const)(
    'finds no serious or critical violation on any page type in %s mode at %i px',
    async (mode, width) => {
      context = await siteReaderContext(site, { viewport: { width, height: 800 }, bypassCSP: true });
      await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
      const { page } = await readerPage(context);
      const serious: Violation[] = [];
      for (const [name, path] of Object.entries(PAGES)) {
        await openPage(page, `${site.origin}${path}`);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
        await enhancementsSettled(page);
        serious.push(
          ...(await axeViolations(page, name)).filter((v) => ['serious', 'critical'].includes(v.impact)),
        );
      }
      expect(serious).toEqual([]);
    },
    120_000,
  );
});

describe('axe-core on the sign-in screen', () => {
  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['dark', 390],
  ] as const)(
    'finds no violation in %s mode at %i px, on the form and on its error message',
    async (mode, width) => {
      context = await site.browser.newContext({
        viewport: { width, height: 800 },
        colorScheme: mode,
        bypassCSP: true,
      });
      await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
      const page = await context.newPage();
      await page.goto(`${site.origin}/docs/overview`);
      await page.locator('input[type=email]').waitFor({ timeout: 15_000 });
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      const found = await axeViolations(page, 'sign-in form');
      await page.fill('input[type=email]', 'not an address');
      await page.click('[data-testid=sid-form-initial-submit-button]');
      await page.locator('.sid-field__error').waitFor();
      found.push(...(await axeViolations(page, 'sign-in error')));
      expect(found).toEqual([]);
    },
  );
});

/** Text colours of the theme and the surfaces they are shown on (custom property names without `--docgen-`). */
const THEME_TEXTS = ['text', 'text-muted', 'primary', 'primary-strong'];
const THEME_SURFACES = [
  'bg',
  'bg-surface',
  'bg-hover',
  'navbar-bg',
  'primary-soft',
  'code-bg',
  'code-inline-bg',
  'table-stripe',
  'announcement-bg',
  ...['note', 'tip', 'info', 'warning', 'danger'].map((kind) => `${kind}-bg`),
];
const THEME_PAIRS: [string, string][] = [
  ...THEME_TEXTS.flatMap((text) => THEME_SURFACES.map((surface): [string, string] => [text, surface])),
  ['on-primary', 'primary'],
  ['on-primary', 'primary-strong'],
  ['footer-text', 'footer-bg'],
  ['announcement-text', 'announcement-bg'],
  ...['note', 'tip', 'info', 'warning', 'danger'].flatMap((kind): [string, string][] => [
    [kind, `${kind}-bg`],
    [kind, 'bg'],
  ]),
].map(([text, surface]) => [`--docgen-${text}`, `--docgen-${surface}`]);
/** The sign-in widget's (`--sid-…`): every text colour on its panel, the quieter ones on its subtle fills too. */
const WIDGET_TEXTS = ['foreground', 'secondary', 'tertiary', 'placeholder', 'primary', 'error', 'success'];
const WIDGET_PAIRS: [string, string][] = [
  ...WIDGET_TEXTS.map((text): [string, string] => [`--sid-color-${text}`, '--sid-color-panel']),
  ...['foreground', 'secondary', 'tertiary'].map((text): [string, string] => [
    `--sid-color-${text}`,
    '--sid-color-subtle',
  ]),
  ['--sid-input-label-color', '--sid-color-panel'],
  ['--sid-color-on-primary', '--sid-color-primary'],
  ['--sid-color-on-primary', '--sid-color-primary-hover'],
];

/** Computed colours of each pair, from a probe inside `scope` (translucent backgrounds laid over `base`). */
async function pairColours(page: Page, scope: string, base: string, pairs: [string, string][]) {
  return page.evaluate(
    ({ scope, base, pairs }) => {
      const probe = document.createElement('span');
      document.querySelector(scope)!.append(probe);
      const colours = pairs.map(([text, surface]) => {
        probe.style.color = `var(${text})`;
        probe.style.backgroundColor = `var(${surface})`;
        const style = getComputedStyle(probe);
        return { pair: `${text} on ${surface}`, text: style.color, surface: style.backgroundColor };
      });
      probe.style.backgroundColor = `var(${base})`;
      const below = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return { colours, below };
    },
    { scope, base, pairs },
  );
}

describe('colour pairs', () => {
  it.each(['light', 'dark'] as const)(
    'of the theme and the sign-in widget all reach 4.5:1 in %s mode',
    async (mode) => {
      context = await site.browser.newContext({ colorScheme: mode });
      await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
      const page = await context.newPage();
      await page.goto(`${site.origin}/docs/overview`);
      await page.locator('.sid-theme-root input[type=email]').waitFor({ timeout: 15_000 });
      const low: string[] = [];
      for (const [scope, base, pairs] of [
        ['body', '--docgen-bg', THEME_PAIRS],
        ['.sid-theme-root', '--sid-color-panel', WIDGET_PAIRS],
      ] as const) {
        const { colours, below } = await pairColours(page, scope, base, pairs);
        for (const { pair, text, surface } of colours) {
          const background = over(parseColour(surface), parseColour(below));
          const ratio = contrastRatio(over(parseColour(text), background), background);
          if (ratio < 4.5) low.push(`${pair}: ${ratio.toFixed(2)}`);
        }
      }
      expect(low).toEqual([]);
    },
  );
});

describe('hydration', () => {
  it('hydrates every page type without an error or warning in the console', async () => {
    context = await siteReaderContext(site);
    await context.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '1.0.1'));
    const { page, errors, warnings } = await readerPage(context);
    for (const path of [...Object.values(PAGES), '/docs/overview', '/docs']) {
      await openPage(page, `${site.origin}${path}`);
      await page.waitForLoadState('networkidle');
    }
    expect(
      errors.filter(
        (e) => !e.startsWith('Failed to load resource: the server responded with a status of 404'),
      ),
    ).toEqual([]);
    expect(warnings).toEqual([]);
  }, 90_000);
});

/** What has focus, and whether it shows a focus indicator. */
async function focused(page: Page): Promise<{ label: string; ring: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { label: '', ring: false };
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
    return { label, ring };
  });
}

async function tabUntil(
  page: Page,
  label: string | RegExp,
  limit = 60,
): Promise<{ label: string; ring: boolean }[]> {
  const seen: { label: string; ring: boolean }[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    seen.push(now);
    if (typeof label === 'string' ? now.label === label : label.test(now.label)) return seen;
  }
  throw new Error(
    `Tab never reached ${String(label)}; it went through ${seen.map((s) => s.label).join(' | ')}`,
  );
}

describe('keyboard', () => {
  it('reaches brand, navbar links, version dropdown, colour toggle and sidebar, each with a visible focus', async () => {
    context = await siteReaderContext(site);
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/overview`);
    const path = await tabUntil(page, 'Security');
    const labels = path.map((p) => p.label);
    for (const expected of ['Skip to main content', 'ProcurePilot', 'Documentation', '1.0.2', 'Log out']) {
      expect(labels).toContain(expected);
    }
    expect(labels.some((l) => l.startsWith('Switch between dark and light mode'))).toBe(true);
    expect(path.filter((p) => !p.ring)).toEqual([]);

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/docs/security');
  });

  it('opens the version dropdown and switches the colour mode from the keyboard', async () => {
    context = await siteReaderContext(site);
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/overview`);
    await tabUntil(page, '1.0.2');
    await page.keyboard.press('Enter');
    expect(await page.locator('.navbar__items .dropdown__toggle').getAttribute('aria-expanded')).toBe('true');
    // The menu's links take focus once it is shown (it fades in).
    await page.locator('.navbar__items .dropdown__menu a').first().waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('1.0.2');
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('1.0.1');
    await page.keyboard.press('Escape');
    expect(await page.locator('.navbar__items .dropdown__toggle').getAttribute('aria-expanded')).toBe(
      'false',
    );

    await tabUntil(page, /^Switch between dark and light mode/);
    await page.keyboard.press('Enter');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  });

  it('opens the mobile menu, moves focus into it and closes it on Escape', async () => {
    context = await siteReaderContext(site, { viewport: { width: 375, height: 700 } });
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/overview`);
    await tabUntil(page, 'Toggle navigation bar');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Close navigation bar',
    );
    const inMenu = await tabUntil(page, 'Security');
    expect(inMenu.filter((p) => !p.ring)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => !document.querySelector('#navbar-mobile-menu')?.classList.contains('is-open'),
    );
  });

  it('expands a sidebar category from the keyboard', async () => {
    context = await siteReaderContext(site);
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/overview`);
    await tabUntil(page, "Expand sidebar category 'Features'");
    await page.keyboard.press('Enter');
    await page.locator('.doc-sidebar a[href="/docs/features/assistant"]').waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).not.toBe('');
  });
});

describe('landmarks', () => {
  it('marks up a doc page with main, navigation and footer landmarks, each navigation named', async () => {
    context = await siteReaderContext(site);
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/overview`);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    const navs = await page
      .locator('nav')
      .evaluateAll((list) => list.map((n) => n.getAttribute('aria-label')));
    expect(navs).toEqual(expect.arrayContaining(['Main', 'Docs sidebar', 'Breadcrumbs', 'On this page']));
    expect(navs.every((label) => label)).toBe(true);
  });
});
