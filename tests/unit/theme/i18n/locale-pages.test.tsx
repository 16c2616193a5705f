// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SiteLocale } from '../../../../core/i18n/site-locales.ts';
import type { PageData, SiteData } from '../../../../core/site/page-data.ts';
import { ada, blogPostFixture, docFixture, siteFixture } from '../fixtures.ts';
import { parse, renderPage, textOf } from '../render.tsx';

const locale = (code: string, label: string, direction: 'ltr' | 'rtl', isDefault = false): SiteLocale => ({
  locale: code,
  label,
  direction,
  htmlLang: code,
  calendar: 'gregory',
  path: code,
  isDefault,
});
const LOCALES = [
  locale('en', 'English', 'ltr', true),
  locale('de', 'Deutsch', 'ltr'),
  locale('ar', 'العربية', 'rtl'),
];

/** The fixture site in `code`, with a locale dropdown. */
function siteIn(code: string, overrides: Partial<SiteData> = {}): SiteData {
  const site = siteFixture();
  return {
    ...site,
    navbar: { ...site.navbar, items: [...site.navbar.items, { type: 'localeDropdown', position: 'right' }] },
    locale: LOCALES.find((one) => one.locale === code)!,
    locales: LOCALES,
    ...overrides,
  };
}

const alternates = [
  { locale: 'en', label: 'English', href: '/docs/1.0.1/intro', translated: true },
  { locale: 'de', label: 'Deutsch', href: '/de/docs/1.0.1/intro', translated: true },
  { locale: 'ar', label: 'العربية', href: '/ar/docs/1.0.1/intro', translated: false },
];

/** A German home page, its button named by the page when `label` is given. */
function germanHome({
  label,
  features = [],
}: { label?: string; features?: Extract<PageData, { kind: 'home' }>['features'] } = {}): PageData {
  return {
    kind: 'home',
    route: '/de',
    title: 'ProcurePilot',
    tagline: '',
    features,
    callToAction: { ...(label ? { label } : {}), to: '/de/docs/intro' },
    html: '',
  };
}

describe('a page in a locale', () => {
  it('lists every locale in the dropdown, each leading to this page and version there, in its own language', () => {
    const doc = parse(renderPage({ ...docFixture(), alternates }, { site: siteIn('de') }));
    const dropdown = doc.querySelector('.locale-dropdown');
    expect(textOf(dropdown?.querySelector('button'))).toBe('Deutsch');
    const links = [...(dropdown?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => [textOf(a), a.getAttribute('href'), a.getAttribute('hreflang')])).toEqual([
      ['English', '/docs/1.0.1/intro', 'en'],
      ['Deutsch', '/de/docs/1.0.1/intro', 'de'],
      ['العربية', '/ar/docs/1.0.1/intro', 'ar'],
    ]);
    expect(links[1]?.getAttribute('aria-current')).toBe('true');
  });

  it('shows no locale dropdown on a site with one locale', () => {
    const doc = parse(renderPage(docFixture(), { site: siteFixture() }));
    expect(doc.querySelector('.locale-dropdown')).toBeNull();
  });

  it("speaks the page's locale in the theme's texts, the site's own translations first", () => {
    const doc = parse(renderPage({ ...docFixture(), alternates }, { site: siteIn('de') }));
    expect(textOf(doc.querySelector('.toc__title'))).toBe('Auf dieser Seite');
    expect(doc.querySelector('nav.breadcrumbs')?.getAttribute('aria-label')).toBe('Brotkrumennavigation');
    const own = siteIn('de', { translations: { 'theme.TOCCollapsible.toggleButtonLabel': 'Inhalt' } });
    expect(textOf(parse(renderPage(docFixture(), { site: own })).querySelector('.toc__title'))).toBe(
      'Inhalt',
    );
  });

  it("names the page's version in the page's locale, as Docusaurus' version badge", () => {
    const badge = (code: string) =>
      textOf(parse(renderPage(docFixture(), { site: siteIn(code) })).querySelector('.version-badge'));
    expect(badge('ar')).toBe('الإصدار: 1.0.1');
    expect(badge('de')).toBe('Version: 1.0.1');
  });

  it('marks a page shown untranslated, naming the language and the original', () => {
    const page = { ...docFixture(), alternates, untranslated: true as const };
    const doc = parse(renderPage(page, { site: siteIn('ar') }));
    expect(textOf(doc.querySelector('.untranslated-notice'))).toBe(
      'لم تُترجم هذه الصفحة إلى العربية بعد: أنت تقرأ النص الأصلي بـالإنجليزية.',
    );
    // Languages are named as a sentence of the reader's language names them: "auf Englisch", "en anglais".
    const german = parse(renderPage(page, { site: siteIn('de') }));
    expect(textOf(german.querySelector('.untranslated-notice'))).toBe(
      'Diese Seite ist noch nicht auf Deutsch übersetzt: Sie lesen das Original auf Englisch.',
    );
  });
  it("names the home page's button in the page's locale, unless the page names it", () => {
    const button = (page: PageData) =>
      textOf(parse(renderPage(page, { site: siteIn('de') })).querySelector('.hero a'));
    expect(button(germanHome())).toBe('Zur Dokumentation');
    expect(button(germanHome({ label: 'Los geht’s' }))).toBe('Los geht’s');
  });

  it("labels the page's copy button and the home page's features in the page's language", () => {
    const copyButton = (code: string) => {
      const doc = parse(renderPage(docFixture(), { site: siteIn(code, { pageMarkdown: true }) }));
      return textOf(doc.querySelector('.copy-page-markdown'));
    };
    expect(copyButton('en')).toBe('Copy page as Markdown');
    expect(copyButton('de')).toBe('Seite als Markdown kopieren');
    expect(copyButton('ar')).toBe('نسخ الصفحة بصيغة Markdown');
    const home = germanHome({
      features: [{ title: 'Suche', description: 'Findet alles', to: '/de/docs/intro' }],
    });
    const features = parse(renderPage(home, { site: siteIn('de') })).querySelector('section.features');
    expect(features?.getAttribute('aria-label')).toBe('Funktionen');
  });

  it("shows an author's post count as Docusaurus does, a number titled in the page's language and plural forms", () => {
    const counts = (code: string) => {
      const page: PageData = {
        kind: 'authors',
        route: `/${code}/blog/authors`,
        title: 'Authors',
        authors: [1, 2, 3, 11, 100].map((postCount) => ({ ...ada, key: `a${postCount}`, postCount })),
      };
      const doc = parse(renderPage(page, { site: siteIn(code) }));
      return [...doc.querySelectorAll('.author-card__count')].map((count) => [
        textOf(count),
        count.getAttribute('title'),
      ]);
    };
    expect(counts('de')).toEqual([
      ['1', 'Ein Post'],
      ['2', '2 Posts'],
      ['3', '3 Posts'],
      ['11', '11 Posts'],
      ['100', '100 Posts'],
    ]);
    expect(counts('ar').map(([, title]) => title)).toEqual([
      'مقالة واحدة',
      'مقالتان',
      '3 مقالات',
      '11 مقالة',
      '100 مقالة',
    ]);
  });

  it("writes a post's date in the calendar its locale names", () => {
    const date = (calendar: string) => {
      const arSA = { ...LOCALES[2]!, htmlLang: 'ar-SA', calendar };
      const doc = parse(renderPage(blogPostFixture(), { site: siteIn('ar', { locale: arSA }) }));
      return textOf(doc.querySelector('.blog-post__meta time'));
    };
    expect(date('islamic-umalqura')).toBe('٨ رمضان ١٤٤٥ هـ');
    expect(date('gregory')).toBe('18 مارس 2024');
  });
});
