import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience, SectionSearch } from '../../../../server/search/section-search.ts';
import { closeSearches, searchOf, type FakePage } from '../../../helpers/fake-search-site.ts';

const everyone: Audience = { key: 'everyone', may: () => true };
const page = (route: string, title: string, html: string): FakePage => ({ route, title, html });
const routesOf = (hits: { route: string; anchor: string }[]) => hits.map((h) => `${h.route}#${h.anchor}`);
const hitWords = (hits: { excerpt: { text: string; hit?: true }[] }[]) =>
  hits.flatMap((hit) => hit.excerpt.filter((part) => part.hit).map((part) => part.text));

afterAll(closeSearches);

/** The search of a fake site written in `locale`, opened before the tests of the `describe` it is called in. */
function siteIn(locale: string, pages: FakePage[]): () => SectionSearch {
  let search: SectionSearch;
  beforeAll(async () => {
    search = await searchOf({ '1.0': pages }, [], locale);
  });
  return () => search;
}

describe('a German site', () => {
  const search = siteIn('de', [
    page('/docs/katalog', 'Katalog', '<p>Der Lieferantenkatalog listet alle Bezugsquellen.</p>'),
    page('/docs/lieferanten', 'Lieferanten', '<p>Im Katalog der Lieferanten stehen die Preise.</p>'),
    page('/docs/art', 'Arten', '<p>Die Standardeinstellung passt für die meisten.</p>'),
  ]);

  it('finds a compound by either of its words ("Katalog", "Lieferanten" find "Lieferantenkatalog")', async () => {
    expect(routesOf(await search().search('Katalog', everyone))).toContain('/docs/katalog#');
    expect(routesOf(await search().search('Lieferanten', everyone))).toContain('/docs/katalog#');
    expect(hitWords(await search().search('Katalog', everyone))).toContain('Lieferantenkatalog');
  });

  it('finds a compound it does not hold by its words ("Lieferantenkatalog" finds "Katalog der Lieferanten")', async () => {
    const hits = routesOf(await search().search('Lieferantenkatalog', everyone));
    expect(hits.sort()).toEqual(['/docs/katalog#', '/docs/lieferanten#']);
    expect(routesOf(await search().search('Preiskatalog', everyone))).toEqual(['/docs/lieferanten#']);
  });

  it('finds the forms of a word by its stem, and no compound whose other part is no word of the site', async () => {
    expect(routesOf(await search().search('Kataloge', everyone))).toContain('/docs/lieferanten#');
    // "Standardeinstellung": neither "Standard" nor "ardeinstellung" is a word here.
    expect(await search().search('Einstellung', everyone)).toEqual([]);
    expect(await search().search('Stand passt', everyone)).toEqual([]);
  });
});

describe('a German site whose compounds end in words the stemmer cuts only in long words', () => {
  const search = siteIn('de', [
    page(
      '/docs/pruefung',
      'Prüfung',
      '<p>Jede Eingangsrechnung durchläuft die Eingangsrechnungsprüfung.</p>',
    ),
    page('/docs/eingang', 'Eingang', '<p>Belege im Eingang.</p>'),
  ]);

  it('finds a compound by its last word ("Rechnung" finds "Eingangsrechnung", stemmed "eingangsrechn")', async () => {
    expect(routesOf(await search().search('Rechnung', everyone))).toEqual(['/docs/pruefung#']);
    expect(hitWords(await search().search('Rechnung', everyone))).toContain('Eingangsrechnung');
    expect(hitWords(await search().search('Prüfung', everyone))).toContain('Eingangsrechnungsprüfung');
  });
});

describe('a French site', () => {
  const search = siteIn('fr', [
    page('/docs/installer', 'Installation', "<p>L'installation des serveurs prend dix minutes.</p>"),
    page('/docs/acces', 'Accès', "<p>Les droits d'accès sont vérifiés à chaque requête.</p>"),
  ]);

  it('finds a word in its other forms, and behind an elided article', async () => {
    expect(routesOf(await search().search('serveur', everyone))).toEqual(['/docs/installer#']);
    expect(routesOf(await search().search('installations', everyone))).toEqual(['/docs/installer#']);
    expect(routesOf(await search().search('accès vérifié', everyone))).toEqual(['/docs/acces#']);
  });
});

describe('a Japanese site', () => {
  const search = siteIn('ja', [
    page('/docs/settings', '設定', '<p>設定ファイルを保存してからサーバーを再起動します。</p>'),
    page('/docs/catalog', 'カタログ', '<p>サプライヤーのカタログを検索できます。</p>'),
  ]);

  it('finds the words of a text written without spaces, and marks them in the excerpt', async () => {
    expect(routesOf(await search().search('ファイル', everyone))).toEqual(['/docs/settings#']);
    expect(routesOf(await search().search('サーバー 再起動', everyone))).toEqual(['/docs/settings#']);
    expect(routesOf(await search().search('設定ファイル', everyone))).toEqual(['/docs/settings#']);
    expect(hitWords(await search().search('カタログ', everyone))).toEqual(['カタログ']);
  });

  it('reads a half-width query as the full-width text', async () => {
    expect(routesOf(await search().search('ｶﾀﾛｸﾞ', everyone))).toEqual(['/docs/catalog#']);
  });
});

describe('a Japanese site whose terms are followed by particles', () => {
  const search = siteIn('ja', [
    page('/docs/orders', '発注', '<p>発注書は仕入先に送信されます。</p>'),
    page('/docs/partners', '取引', '<p>取引先との契約を管理します。</p>'),
    page('/docs/apart', '仕入れ', '<p>仕入れ先の一覧です。</p>'),
  ]);

  it('finds 仕入先 and 取引先 where a particle follows them, and marks them whole', async () => {
    expect(routesOf(await search().search('仕入先', everyone))).toEqual(['/docs/orders#']);
    expect(hitWords(await search().search('仕入先', everyone))).toEqual(['仕入先']);
    expect(routesOf(await search().search('取引先', everyone))).toEqual(['/docs/partners#']);
    expect(routesOf(await search().search('発注書 仕入先', everyone))).toEqual(['/docs/orders#']);
  });

  it('finds nothing for a term the site does not hold, even when its pairs are each somewhere', async () => {
    expect(await search().search('請求書', everyone)).toEqual([]);
    expect(await search().search('取引先 仕入先', everyone)).toEqual([]);
    // 先の and 一覧 are both written, but not one after the other.
    expect(await search().search('先の一覧', everyone)).toHaveLength(1);
    expect(await search().search('先の覧', everyone)).toEqual([]);
  });

  it('finds one character where a pair holds it, first or second', async () => {
    expect(routesOf(await search().search('覧', everyone))).toEqual(['/docs/apart#']);
    expect(routesOf(await search().search('契', everyone))).toEqual(['/docs/partners#']);
    expect(await search().search('請', everyone)).toEqual([]);
  });
});

describe('an Arabic site', () => {
  const search = siteIn('ar', [
    page('/docs/library', 'المكتبة', '<p>تحتوي المكتبات على الكُتُب العَرَبِيَّة.</p>'),
    page('/docs/access', 'الوصول', '<p>أذونات الوصول للمستخدمين.</p>'),
  ]);

  it('finds words written with or without vowel marks, hamza or teh marbuta', async () => {
    expect(routesOf(await search().search('العربيه', everyone))).toContain('/docs/library#');
    expect(routesOf(await search().search('اذونات', everyone))).toEqual(['/docs/access#']);
    expect(routesOf(await search().search('مكتبة', everyone))).toContain('/docs/library#');
  });
});

describe('typos of words whose stem the typo changes', () => {
  const search = siteIn('en', [
    page('/docs/auth', 'Sign-in', '<p>Authentication uses passkeys.</p>'),
    page('/docs/other', 'Other', '<p>Authors write pages.</p>'),
  ]);

  it('finds the word as written one typo away, and nothing for a word as far from every other', async () => {
    expect(routesOf(await search().search('authentcation', everyone))).toEqual(['/docs/auth#']);
    expect(routesOf(await search().search('authenticaton', everyone))).toEqual(['/docs/auth#']);
    expect(await search().search('authorisation', everyone)).toEqual([]);
  });
});
