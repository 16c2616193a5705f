import { describe, expect, it } from 'vitest';
import { docsLabelsFile, translatedDocsDir } from '../../../../generator/i18n/i18n-layout.ts';

describe("a docs version's translations, where Docusaurus keeps them", () => {
  it("are in the docs plugin's folder for the main docs", () => {
    expect(translatedDocsDir('de', 'current')).toBe('content/i18n/de/docusaurus-plugin-content-docs/current');
    expect(docsLabelsFile('de', '2.0')).toBe(
      'content/i18n/de/docusaurus-plugin-content-docs/version-2.0.json',
    );
  });

  it("are in the folder named after another docs instance's id for its versions", () => {
    expect(translatedDocsDir('de', 'community/current')).toBe(
      'content/i18n/de/docusaurus-plugin-content-docs-community/current',
    );
    expect(docsLabelsFile('de', 'community/1.0')).toBe(
      'content/i18n/de/docusaurus-plugin-content-docs-community/version-1.0.json',
    );
  });
});
