import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthDay, formatShortDate, shownReadingMinutes } from '../../../theme/format.ts';
import { themeTranslate } from '../../../theme/i18n/theme-strings.ts';
import { isActiveLink, isExternalHref } from '../../../theme/links.ts';
import { tocTree } from '../../../theme/toc/toc-tree.ts';
import { currentVersion, versionTarget } from '../../../theme/versions.ts';
import { docFixture, siteFixture } from './fixtures.ts';

const gregory = (htmlLang: string) => ({ htmlLang, calendar: 'gregory' });

describe('formatting', () => {
  it('formats ISO dates the same everywhere', () => {
    const en = themeTranslate('en');
    expect(formatDate('2024-03-18', en, gregory('en'))).toBe('March 18, 2024');
    expect(formatDate('2023-12-01T23:30:00-08:00', en, gregory('en'))).toBe('December 1, 2023');
    expect(formatDate('not a date', en, gregory('en'))).toBe('not a date');
    expect(formatMonthDay('2024-03-18', en, gregory('en'))).toBe('March 18');
  });

  it("writes dates in the calendar the locale names, as Intl writes them for the page's language", () => {
    const dates = (htmlLang: string, calendar: string) => {
      const t = themeTranslate(htmlLang);
      return [
        formatDate('2024-03-18T23:30:00-08:00', t, { htmlLang, calendar }),
        formatMonthDay('2024-01-10', t, { htmlLang, calendar }),
      ];
    };
    expect(dates('ar-SA', 'islamic-umalqura')).toEqual(['٨ رمضان ١٤٤٥ هـ', '٢٨ جمادى الآخرة']);
    expect(dates('ja', 'japanese')).toEqual(['令和6年3月18日', '1月10日']);
    expect(dates('en', 'hebrew')).toEqual(['8 Adar II 5784', '29 Tevet']);
    expect(dates('ar-SA', 'gregory')).toEqual(['18 مارس 2024', '10 يناير']);
  });

  it("writes dates as Docusaurus writes them in the page's language, without the runtime's Intl data", () => {
    const dates = (locale: string) => {
      const t = themeTranslate(locale);
      return [formatDate('2024-03-01', t, gregory(locale)), formatMonthDay('2024-01-10', t, gregory(locale))];
    };
    expect(dates('de')).toEqual(['1. März 2024', '10. Januar']);
    expect(dates('fr')).toEqual(['1 mars 2024', '10 janvier']);
    expect(dates('es')).toEqual(['1 de marzo de 2024', '10 de enero']);
    expect(dates('ja')).toEqual(['2024年3月1日', '1月10日']);
    expect(dates('ar')).toEqual(['1 مارس 2024', '10 يناير']);
    expect(dates('he')).toEqual(['1 במרץ 2024', '10 בינואר']);
  });

  it('shortens the "last updated" date as Docusaurus does, in each language', () => {
    const short = (locale: string) => formatShortDate('2024-01-05', themeTranslate(locale), gregory(locale));
    expect(['en', 'de', 'fr', 'es', 'ja', 'ar', 'he'].map(short)).toEqual([
      'Jan 5, 2024',
      '5. Jan 2024',
      '5 janv. 2024',
      '5 ene 2024',
      '2024年1月5日',
      '5 يناير 2024',
      '5 בינו׳ 2024',
    ]);
    const [htmlLang, calendar] = ['ja', 'japanese'];
    expect(formatShortDate('2024-01-05', themeTranslate(htmlLang), { htmlLang, calendar })).toBe(
      '令和6年1月5日',
    );
  });

  it('rounds reading time up, at least one minute', () => {
    const readingTime = (minutes: number) => {
      const shown = shownReadingMinutes(minutes);
      return themeTranslate('en').plural('theme.blog.post.readingTime.plurals', shown, {
        readingTime: shown,
      });
    };
    expect(readingTime(3.2)).toBe('4 min read');
    expect(readingTime(0.1)).toBe('One min read');
    expect(readingTime(1)).toBe('One min read');
  });
});

describe('links', () => {
  it('tells external links from site paths', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('mailto:a@example.com')).toBe(true);
    expect(isExternalHref('/docs/overview')).toBe(false);
  });

  it('treats a docs link as active on any doc page', () => {
    expect(isActiveLink('/docs/overview', '/docs/1.0.1/faq', '/docs')).toBe(true);
    expect(isActiveLink('/blog', '/blog/hello')).toBe(true);
    expect(isActiveLink('/blog', '/blogroll')).toBe(false);
    expect(isActiveLink('/', '/blog')).toBe(false);
  });
});

describe('versions', () => {
  const site = siteFixture();
  const [latest, v101, v100] = site.versions;

  it('finds the page version or the latest', () => {
    expect(currentVersion(site, docFixture())?.name).toBe('1.0.1');
    expect(currentVersion(site, { kind: 'notFound', route: '/404', title: '' })?.name).toBe('1.0.2');
  });

  it('leads to the same doc in another version when the page has it, else to its main doc', () => {
    const { versionLinks } = docFixture();
    expect(versionTarget(versionLinks, latest!)).toBe('/docs/faq');
    expect(versionTarget(versionLinks, v100!)).toBe('/docs/1.0.0/overview');
    expect(versionTarget(undefined, v101!)).toBe('/docs/1.0.1/overview');
  });
});

describe('table of contents', () => {
  it('nests h3 under the preceding h2', () => {
    expect(
      tocTree([
        { depth: 3, id: 'orphan', text: 'Orphan' },
        { depth: 2, id: 'a', text: 'A' },
        { depth: 3, id: 'a1', text: 'A1' },
        { depth: 2, id: 'b', text: 'B' },
      ]),
    ).toEqual([
      { id: 'orphan', text: 'Orphan', children: [] },
      { id: 'a', text: 'A', children: [{ id: 'a1', text: 'A1', children: [] }] },
      { id: 'b', text: 'B', children: [] },
    ]);
  });

  it('nests deeper levels (toc_max_heading_level) under the nearest higher heading', () => {
    expect(
      tocTree([
        { depth: 2, id: 'a', text: 'A' },
        { depth: 4, id: 'a-deep', text: 'A deep' },
        { depth: 3, id: 'a1', text: 'A1' },
        { depth: 4, id: 'a1-deep', text: 'A1 deep' },
      ]),
    ).toEqual([
      {
        id: 'a',
        text: 'A',
        children: [
          { id: 'a-deep', text: 'A deep', children: [] },
          { id: 'a1', text: 'A1', children: [{ id: 'a1-deep', text: 'A1 deep', children: [] }] },
        ],
      },
    ]);
  });
});
