/**
 * Chinese, Japanese and Korean runs are indexed as the pairs of their characters, and a query's run is the
 * phrase of its pairs: a term is found wherever it is written, whatever the words around it.
 */
import { describe, expect, it } from 'vitest';
import { textAnalyzer } from '../../../../core/search/search-terms.ts';

/** Whether the query's phrases are found, in order, among the text's terms (as FTS5 finds a phrase). */
function finds(locale: string, text: string, query: string): boolean {
  const analyzer = textAnalyzer(locale);
  const terms = analyzer.words(text).map((word) => analyzer.term(word));
  return analyzer.queryWords(query).every((phrase) => {
    const wanted = phrase.split(' ').map((word) => analyzer.term(word));
    return terms.some((_, start) => wanted.every((term, offset) => terms[start + offset] === term));
  });
}

describe('Japanese terms inside sentences written without spaces', () => {
  const purchasing = '仕入先に発注書を送信し、取引先から請求書を受け取ります。';

  it('finds 仕入先, 取引先 and 発注書 between particles, as a dictionary splitting them by context would not', () => {
    for (const term of ['仕入先', '取引先', '発注書', '請求書', '受け取ります'])
      expect(finds('ja', purchasing, term), term).toBe(true);
  });

  it('finds the term alone, followed by a particle, or in a longer word', () => {
    for (const text of ['仕入先', '仕入先に', '主要仕入先一覧'])
      expect(finds('ja', text, '仕入先'), text).toBe(true);
  });

  it('finds nothing for a term not in the text, nor for its characters written apart', () => {
    expect(finds('ja', purchasing, '見積書')).toBe(false);
    expect(finds('ja', purchasing, '仕入元')).toBe(false);
    expect(finds('ja', '仕入れ先', '仕入先')).toBe(false);
    expect(finds('ja', '仕入、先に', '仕入先')).toBe(false);
  });

  it('finds a term in a query of several words, and a half-width query as the full-width text', () => {
    expect(finds('ja', purchasing, '取引先 発注書')).toBe(true);
    expect(finds('ja', purchasing, '取引先 見積書')).toBe(false);
    expect(finds('ja', 'カタログを検索', 'ｶﾀﾛｸﾞ')).toBe(true);
  });

  it('reads a query run as one phrase of its pairs, and a Latin word in it as a word', () => {
    expect(textAnalyzer('ja').queryWords('仕入先 Configuring')).toEqual(['仕入 入先', 'Configuring']);
  });
});

describe('Chinese and Korean runs', () => {
  it('finds a Chinese term inside a sentence, and a Korean word before its particle', () => {
    expect(finds('zh', '请联系供应商获取报价单。', '供应商')).toBe(true);
    expect(finds('zh', '请联系供应商获取报价单。', '采购单')).toBe(false);
    expect(finds('ko', '공급업체에게 주문서를 보냅니다.', '주문서')).toBe(true);
    expect(finds('ko', '공급업체에게 주문서를 보냅니다.', '견적서')).toBe(false);
  });
});
