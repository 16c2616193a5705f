import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIncrementalBuilder } from '../../../generator/dev/incremental-builder.ts';
import type { Builder, FullBuildResult } from '../../../generator/dev/messages.ts';
import { copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';
import { quiet } from '../../helpers/quiet-reporter.ts';

const FR_INSTALL = 'content/i18n/fr/docusaurus-plugin-content-docs/version-2.0.0/guides/install.md';

let root: string;
let builder: Builder;
let result: FullBuildResult;

beforeAll(async () => {
  root = await copyFixture('locales-three');
  // The translation's heading keeps the original's id; its own new heading has a French slug.
  const source = await readSiteFile(root, FR_INSTALL);
  await writeSiteFile(
    root,
    FR_INSTALL,
    `${source}\n## Dépannage\n\nVoir [les prérequis](#requirements), [le dépannage](#dépannage) et [rien](#introuvable).\n`,
  );
  builder = createIncrementalBuilder({ root, outDir: join(root, 'build'), reporter: quiet, locale: 'fr' });
  result = await builder.full();
}, 120_000);

afterAll(async () => {
  await removeSite(root);
});

describe('docgen dev --locale', () => {
  it("checks a translation's anchors against the translation, naming its file and the locale's route", () => {
    expect(result.ok).toBe(true);
    const anchors = result.ok ? result.anchors : [];
    expect(anchors.map((d) => [d.file, d.message])).toEqual([
      [FR_INSTALL, expect.stringMatching(/^Broken anchor on \/fr\/docs\/guides\/install: "#introuvable"/)],
    ]);
  });

  it("resolves a translation's site links among the locale's pages", () => {
    const problems = result.ok ? result.problems : [];
    expect(problems.filter((d) => d.file === FR_INSTALL)).toEqual([]);
  });

  it("checks a saved translation's links and anchors again", async () => {
    const source = await readSiteFile(root, FR_INSTALL);
    await writeSiteFile(
      root,
      FR_INSTALL,
      source.replace('(#introuvable)', '(#dépannage)').replace('(/blog)', '(/nulle-part)'),
    );
    const rebuilt = await builder.files([FR_INSTALL]);
    // A saved translation may be built again in full: its checks are the same either way.
    const anchors = rebuilt.kind === 'pages' || rebuilt.ok ? rebuilt.anchors : undefined;
    const problems =
      rebuilt.kind === 'pages'
        ? rebuilt.pages.flatMap((page) => page.problems)
        : rebuilt.ok
          ? rebuilt.problems
          : [];
    expect(anchors).toEqual([]);
    expect(problems.filter((d) => d.file === FR_INSTALL).map((d) => d.message)).toEqual([
      'Broken link on /fr/docs/guides/install: /nulle-part (404)',
    ]);
  });
});
