/**
 * Search on a built site, per locale, through the served search endpoint: German words are found inside the
 * compounds they are part of, Japanese words inside sentences written without spaces, each in its own locale's
 * index only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../core/search/search-api.ts';
import { buildAndServe, type ServedSite } from '../../helpers/served-site.ts';
import { copyFixture, readSiteFile, writeSiteFile } from '../../helpers/sites.ts';

const DOCS = (locale: string) => `content/i18n/${locale}/docusaurus-plugin-content-docs/version-2.0.0`;

/** A German page about invoice checking: "Rechnung" (invoice) and "Prüfung" (check) only inside compounds. */
const GERMAN_INSTALL = `---
title: Installation
---

Installieren Sie Fixture 2.0.0.

## Eingangsrechnungsprüfung {#invoices}

Nach der Installation übernimmt Fixture die Eingangsrechnungsprüfung: Jede Eingangsrechnung wird vor der
Zahlung mit Bestellung und Lieferschein abgeglichen.
`;

/** Where the other parts of those compounds are words of their own. */
const GERMAN_OVERVIEW = `---
title: Überblick
---

Fixture liest jeden Beleg im Eingang und legt ihn zur Prüfung vor.
`;

/**
 * A Japanese page: "purchase order", "purchasing staff", "approve", "business partner" and "supplier" in
 * sentences written without spaces, the last two followed by particles (取引先に, 仕入先から).
 */
const JAPANESE_OVERVIEW = `---
title: 概要
---

発注書は購買担当者が承認したあとで取引先に送信されます。納品書は仕入先から届きます。
`;

let served: ServedSite;

beforeAll(async () => {
  const site = await copyFixture('locales-three');
  const config = await readSiteFile(site, 'site.config.ts');
  await writeSiteFile(
    site,
    'site.config.ts',
    config.replace("locales: ['en', 'fr', 'ar']", "locales: ['en', 'fr', 'ar', 'de', 'ja']"),
  );
  await writeSiteFile(site, `${DOCS('de')}/guides/install.md`, GERMAN_INSTALL);
  await writeSiteFile(site, `${DOCS('de')}/overview/overview.md`, GERMAN_OVERVIEW);
  await writeSiteFile(site, `${DOCS('ja')}/overview/overview.md`, JAPANESE_OVERVIEW);
  served = await buildAndServe(site);
}, 240_000);

afterAll(async () => {
  await served?.close();
});

/** The pages a search of the served site finds, in `locale`, and the words it marks in their excerpts. */
async function search(locale: string, query: string) {
  const params = new URLSearchParams({ q: query, locale });
  const response = await fetch(`${served.server.origin}/_docgen/search?${params}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const { hits } = (await response.json()) as SearchAnswer;
  return {
    routes: hits.map((hit) => `${hit.route}#${hit.anchor}`),
    marked: hits.flatMap((hit) => hit.excerpt.filter((part) => part.hit).map((part) => part.text)),
  };
}

describe('search on a built site in German and Japanese', () => {
  it('finds a German page by a word that it holds only inside compounds', async () => {
    const invoice = await search('de', 'Rechnung');
    expect(invoice.routes).toContain('/de/docs/guides/install#invoices');
    expect(invoice.marked).toContain('Eingangsrechnung');
    const check = await search('de', 'Prüfung');
    expect(check.routes).toContain('/de/docs/guides/install#invoices');
    expect(check.marked).toContain('Eingangsrechnungsprüfung');
  });

  it('finds a German compound the site does not hold by its parts', async () => {
    expect((await search('de', 'Belegprüfung')).routes).toEqual(['/de/docs/overview#']);
  });

  it('finds Japanese words inside a sentence written without spaces', async () => {
    for (const word of ['購買担当者', '承認', '発注書', '取引先', '仕入先']) {
      const found = await search('ja', word);
      expect(found.routes, word).toEqual(['/ja/docs/overview#']);
      expect(found.marked.join(''), word).toContain(word);
    }
    expect((await search('ja', '請求書')).routes).toEqual([]);
    expect((await search('ja', '仕入元')).routes).toEqual([]);
  });

  it("searches each locale's pages only", async () => {
    expect((await search('en', 'Rechnung')).routes).toEqual([]);
    expect((await search('en', '承認')).routes).toEqual([]);
    expect((await search('ja', 'Rechnung')).routes).toEqual([]);
  });
});
