import { describe, expect, it } from 'vitest';
import { textAnalyzer } from '../../../../core/search/search-terms.ts';

const termsOf = (locale: string, text: string) => {
  const analyzer = textAnalyzer(locale);
  return analyzer.words(text).map((word) => analyzer.term(word));
};

describe('index terms per language', () => {
  it('stems English as before (Porter)', () => {
    expect(termsOf('en', 'Configuring configurations')).toEqual(['configur', 'configur']);
  });

  it('stems German with Snowball, one stem for the forms of a word', () => {
    const [katalog, kataloge, katalogen] = termsOf('de', 'Katalog Kataloge Katalogen');
    expect(kataloge).toBe(katalog);
    expect(katalogen).toBe(katalog);
    expect(termsOf('de', 'Lieferanten Lieferant')).toEqual(['lieferant', 'lieferant']);
  });

  it('stems French, elided articles apart ("l\'installation")', () => {
    const [article, installation] = termsOf('fr', "l'installation");
    expect(article).toBe('l');
    expect(installation).toBe(termsOf('fr', 'installations')[0]);
    expect(termsOf('fr', 'serveurs serveur')).toEqual(['serveur', 'serveur']);
  });

  it('cuts Japanese, written without spaces, into the overlapping pairs of its characters', () => {
    expect(termsOf('ja', '設定ファイルを保存')).toEqual([
      '設定',
      '定フ',
      'ファ',
      'ァイ',
      'イル',
      'ルを',
      'を保',
      '保存',
    ]);
    expect(termsOf('ja', '先、Docker')).toEqual(['先', 'docker']);
  });

  it('reads full-width and half-width Japanese forms as one, and Latin words in it as English', () => {
    expect(termsOf('ja', 'ｶﾀﾛｸﾞ')).toEqual(termsOf('ja', 'カタログ'));
    expect(termsOf('ja', 'Ｄｏｃｋｅｒのコンテナ')).toEqual(['docker', 'のコ', 'コン', 'ンテ', 'テナ']);
    expect(termsOf('ja', 'configurations')).toEqual(termsOf('en', 'configurations'));
  });

  it('normalises Arabic: vowel marks, tatweel, hamza forms of alef and teh marbuta', () => {
    expect(termsOf('ar', 'العَرَبِيَّة')).toEqual(termsOf('ar', 'العربيه'));
    expect(termsOf('ar', 'أحمد')).toEqual(termsOf('ar', 'احمد'));
    expect(termsOf('ar', 'كتــاب')).toEqual(termsOf('ar', 'كتاب'));
    expect(termsOf('ar', 'المكتبات')).toEqual(termsOf('ar', 'مكتبة'));
  });

  it('leaves out Hebrew points', () => {
    expect(termsOf('he', 'שָׁלוֹם')).toEqual(['שלום']);
  });

  it('reads a regional locale as its language, and an unknown one as English', () => {
    expect(termsOf('de-CH', 'Kataloge')).toEqual(termsOf('de', 'Kataloge'));
    expect(termsOf('xx', 'configuring')).toEqual(termsOf('en', 'configuring'));
  });

  it('cuts a text into words and separators that join into the text again', () => {
    for (const [locale, text] of [
      ['en', ' Hello, world! '],
      ['ja', '設定ファイル（v3.5）を保存'],
      ['zh', '配置文件v2已保存'],
    ] as const) {
      const pieces = textAnalyzer(locale).pieces(text);
      expect(pieces.map((piece) => piece.text).join('')).toBe(text);
      for (const piece of pieces.filter((one) => one.word))
        expect(piece.text).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
    }
  });
});
