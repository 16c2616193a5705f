import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience, SectionSearch } from '../../../../server/search/section-search.ts';
import { excerptOf, wordMatcher } from '../../../../server/search/excerpt.ts';
import { oneTypoApart } from '../../../../server/search/index-query.ts';
import { textAnalyzer } from '../../../../core/search/search-terms.ts';
import { closeSearches, searchOf as openSearchOf, type FakePage } from '../../../helpers/fake-search-site.ts';

const everyone: Audience = { key: 'everyone', may: () => true };
const page = (route: string, title: string, html: string): FakePage => ({ route, title, html });

afterAll(closeSearches);

/** The search of a fake site, opened before the tests of the `describe` it is called in. */
function searchOf(versions: Record<string, FakePage[]>, blog: FakePage[] = []): () => SectionSearch {
  let search: SectionSearch;
  beforeAll(async () => {
    search = await openSearchOf(versions, blog);
  });
  return () => search;
}

const routesOf = (hits: { route: string; anchor: string }[]) => hits.map((h) => `${h.route}#${h.anchor}`);

describe('querying the index', () => {
  const search = searchOf(
    {
      '2.0': [
        page('/docs/setup', 'Setup', '<p>How to configure the installation.</p>'),
        page(
          '/docs/widgets',
          'Widgets',
          '<p>Intro</p><h2 id="embed">Embedding</h2><p>Embed the widget.</p>' +
            '<pre><code>widget.embed()</code></pre>',
        ),
        page('/docs/samples', 'Samples', '<pre><code>gadget.sample()</code></pre>'),
        page('/docs/prose', 'Prose', '<p>A gadget sample</p>'),
        page('/docs/secret', 'Secret', '<p>Never listed</p>'),
      ],
      '1.0': [page('/docs/1.0/setup', 'Setup', '<p>How to configure the old installation.</p>')],
    },
    [page('/blog/news', 'News', '<p>We configure things.</p>')],
  );

  it('finds stems, unfinished words and words with one typo (from five letters)', async () => {
    expect(routesOf(await search().search('configuring', everyone))).toContain('/docs/setup#');
    expect(routesOf(await search().search('instal', everyone))).toEqual(['/docs/setup#']);
    expect(routesOf(await search().search('instalation', everyone))).toEqual(['/docs/setup#']);
    // An unfinished word whose stem is shorter than what was typed.
    expect(routesOf(await search().search('installati', everyone))).toEqual(['/docs/setup#']);
    // The typo in the first half of the word: found by the end the word shares with the right one.
    expect(routesOf(await search().search('cinfiguration', everyone))).toContain('/docs/setup#');
    expect(routesOf(await search().search('emebdding', everyone))).toEqual(['/docs/widgets#embed']);
    expect(await search().search('hwo', everyone)).toEqual([]);
  });

  it('answers a section with its heading and anchor, and ranks a match in code below one in prose', async () => {
    const [embedding] = await search().search('embedding', everyone);
    expect(embedding).toMatchObject({ route: '/docs/widgets', anchor: 'embed', heading: 'Embedding' });
    expect(routesOf(await search().search('gadget', everyone))).toEqual(['/docs/prose#', '/docs/samples#']);
  });

  it('searches the latest version and the blog by default, one version, or all of them', async () => {
    const latest = await search().search('configure', everyone);
    expect(latest.map((h) => h.version).sort()).toEqual(['2.0', 'blog']);
    expect((await search().search('configure', everyone, '1.0')).map((h) => h.version).sort()).toEqual([
      '1.0',
      'blog',
    ]);
    expect(await search().search('configure', everyone, 'all')).toHaveLength(3);
    expect(search().knowsVersion('1.0') && search().knowsVersion('all') && !search().knowsVersion('9')).toBe(
      true,
    );
  });

  it('marks the matched words of the excerpt', async () => {
    const [hit] = await search().search('installation', everyone);
    expect(hit?.excerpt).toEqual([
      { text: 'How to configure the ' },
      { text: 'installation', hit: true },
      { text: '.' },
    ]);
  });
});

describe('what an audience may not open', () => {
  const visible = [
    page('/docs/a', 'A', '<p>alpha alpha beta</p>'),
    page('/docs/b', 'B', '<p>alpha beta beta beta</p>'),
  ];
  const hidden = Array.from({ length: 10 }, (_, i) =>
    page(`/docs/private/${i}`, `P${i}`, '<p>beta zeta</p>'),
  );
  const search = searchOf({ '1.0': [...visible, ...hidden] });
  const alone = searchOf({ '1.0': visible });
  const outsider: Audience = { key: 'outsider', may: (route) => !route.startsWith('/docs/private/') };

  it('is never found, and a query matching only it answers as one matching nothing', async () => {
    expect(await search().search('zeta', everyone)).toHaveLength(10);
    expect(await search().search('zeta', outsider)).toEqual(await search().search('nothingatall', outsider));
    expect(await search().search('zeta', outsider)).toEqual([]);
  });

  it('does not change how the rest is ranked', async () => {
    expect(await search().search('alpha beta', outsider)).toEqual(
      await alone().search('alpha beta', everyone),
    );
    // Counted over every page, "beta" would weigh little and A would come first.
    expect(routesOf(await search().search('alpha beta', everyone)).slice(0, 2)).toEqual([
      '/docs/a#',
      '/docs/b#',
    ]);
    expect(routesOf(await search().search('alpha beta', outsider))).toEqual(['/docs/b#', '/docs/a#']);
  });
});

describe('typo tolerance', () => {
  const search = searchOf({
    '1.0': [
      page(
        '/docs/security',
        'Security',
        '<p>Intro</p><h2 id="residency">Data residency</h2><p>Data stays in the region.</p>',
      ),
      page('/docs/faq', 'FAQ', '<p>Besides the connector, nothing runs on your side.</p>'),
      page('/docs/ai', 'AI', '<p>The model is hosted in your region.</p>'),
      page('/docs/storage', 'Storage', '<p>Every bucket is private.</p>'),
      page('/docs/sheets', 'Sheets', '<p>Each product has a datasheet.</p>'),
    ],
  });
  const excerptWords = (hits: { excerpt: { text: string; hit?: true }[] }[]) =>
    hits.flatMap((hit) => hit.excerpt.filter((part) => part.hit).map((part) => part.text));

  it('finds "residency" and never highlights "Besides", a word one letter from its stem', async () => {
    const hits = await search().search('residency', everyone);
    expect(routesOf(hits)).toEqual(['/docs/security#residency']);
    expect(excerptWords(await search().search('residency region', everyone))).not.toContain('Besides');
  });

  it('leaves a word the index knows as it is, also while it is typed', async () => {
    // "datasheet" extends the term "data", "blockchain" would extend "block": neither is what was asked.
    expect(routesOf(await search().search('datasheet', everyone))).toEqual(['/docs/sheets#']);
    expect(await search().search('blockchain', everyone)).toEqual([]);
  });

  it('does not take another word, nor the same word with another ending, for a typo', async () => {
    for (const unrelated of ['residue', 'presidency', 'motel', 'modem', 'bucked', 'primate']) {
      expect(await search().search(unrelated, everyone), unrelated).toEqual([]);
    }
  });

  it('takes a left-out, extra or swapped letter for a typo, and one letter for another in long words', async () => {
    expect(routesOf(await search().search('regoin', everyone))).toContain('/docs/security#residency');
    expect(routesOf(await search().search('regiion', everyone))).toContain('/docs/ai#');
    expect(routesOf(await search().search('datasheeet', everyone))).toEqual(['/docs/sheets#']);
  });
});

describe('one typo apart', () => {
  it.each([
    ['migart', 'migrat', false, true],
    ['telemtri', 'telemetri', false, true],
    ['connecctor', 'connector', false, true],
    ['cinfigur', 'configur', true, true],
    ['cinfigur', 'configur', false, false],
    ['resid', 'besid', true, false],
    ['residu', 'resid', true, false],
    ['motel', 'model', false, false],
    ['abcd', 'abdc', false, true],
    ['abcd', 'abcd', true, false],
  ])('%s and %s (substitutions: %s): %s', (stem, term, substitutions, apart) => {
    expect(oneTypoApart(stem, term, substitutions)).toBe(apart);
  });
});

describe('an excerpt', () => {
  it('is a window around the first matched word, cut at words, as plain text', () => {
    const text = `${'lorem '.repeat(40)}<b> needle ${'ipsum '.repeat(60)}`;
    const english = textAnalyzer('en');
    const parts = excerptOf(text, wordMatcher(new Set(['needl']), english), english);
    expect(parts[0]?.text.startsWith('…')).toBe(true);
    expect(parts.find((p) => p.hit)).toEqual({ text: 'needle', hit: true });
    expect(parts.map((p) => p.text).join('')).toContain('<b>');
    expect(parts.at(-1)?.text.endsWith('…')).toBe(true);
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(260);
  });
});

describe('ranking', () => {
  const search = searchOf({
    '1.0': [
      page(
        '/docs/traffic',
        'Traffic',
        '<p>Routing tables: routing, routing and more routing of requests.</p>',
      ),
      page('/docs/routing', 'Routing', '<p>How requests find their pages.</p>'),
      page(
        '/docs/notifications',
        'Notifications',
        '<p>Intro</p><h2 id="webhook-retries">Webhook retries</h2><p>Failed deliveries back off.</p>',
      ),
      page(
        '/docs/delivery',
        'Delivery',
        '<p>Webhook retries, webhook retries: retries of every webhook.</p>',
      ),
    ],
  });

  it('puts a page whose title matches before one whose text says the word more often', async () => {
    expect(routesOf(await search().search('routing', everyone))).toEqual([
      '/docs/routing#',
      '/docs/traffic#',
    ]);
  });

  it('answers a heading match first, with the heading and its anchor', async () => {
    const [first, second] = await search().search('webhook retries', everyone);
    expect(first).toMatchObject({
      route: '/docs/notifications',
      anchor: 'webhook-retries',
      heading: 'Webhook retries',
    });
    expect(second?.route).toBe('/docs/delivery');
  });
});
