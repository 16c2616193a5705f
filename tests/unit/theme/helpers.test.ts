import { describe, expect, it } from 'vitest';
import { formatPostCount, shownReadingMinutes } from '../../../theme/format.ts';
import { formatDate } from '../../../theme/i18n/format-date.ts';
import { themeTranslate } from '../../../theme/i18n/theme-strings.ts';
import { isActiveLink, isExternalHref } from '../../../theme/links.ts';
import { tocTree } from '../../../theme/toc/toc-tree.ts';
import { currentVersion, versionTarget } from '../../../theme/versions.ts';
import { docFixture, siteFixture } from './fixtures.ts';

describe('formatting', () => {
  it('formats ISO dates in the locale, the calendar date as written', () => {
    const en = { htmlLang: 'en', calendar: 'gregory' };
    expect(formatDate('2024-03-18', en)).toBe('March 18, 2024');
    expect(formatDate('2023-12-01T23:30:00-08:00', en)).toBe('December 1, 2023');
    expect(formatDate('not a date', en)).toBe('not a date');
    expect(formatDate('2024-03-18', en, 'monthDay')).toBe('March 18');
    expect(formatDate('2024-03-18', en, 'short')).toBe('Mar 18, 2024');
  });

  it('writes dates as German readers do', () => {
    const de = { htmlLang: 'de', calendar: 'gregory' };
    expect(formatDate('2024-03-18', de)).toBe('18. März 2024');
    expect(formatDate('2024-03-18', de, 'monthDay')).toBe('18. März');
    expect(formatDate('2024-03-18', de, 'short')).toBe('18. März 2024');
  });

  it('writes dates as Arabic readers do, in the calendar the locale names', () => {
    const arabic = formatDate('2024-03-18', { htmlLang: 'ar', calendar: 'gregory' });
    expect(arabic).toMatch(/مارس/u);
    expect(arabic).not.toMatch(/March/u);
    const hijri = formatDate('2024-03-18', { htmlLang: 'ar', calendar: 'islamic-umalqura' });
    expect(hijri).toMatch(/رمضان/u);
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
    expect(formatPostCount(1)).toBe('1 post');
    expect(formatPostCount(2)).toBe('2 posts');
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
