import { describe, expect, it } from 'vitest';
import { excerptOf } from '../../../../generator/render/post-excerpt.ts';
import { unclosedElements } from '../../../helpers/unclosed-elements.ts';

describe('a blog post excerpt, cut where Docusaurus cuts it', () => {
  it('is everything before the marker, in either form, and the whole post without one', () => {
    expect(excerptOf('<p>One.</p>\n<!-- truncate -->\n<p>Two.</p>')).toEqual({
      excerptHtml: '<p>One.</p>\n',
      hasMore: true,
    });
    expect(excerptOf('<p>One.</p><span data-excerpt-end=""></span><p>Two.</p>').excerptHtml).toBe(
      '<p>One.</p>',
    );
    expect(excerptOf('<p>All.</p>')).toEqual({ excerptHtml: '<p>All.</p>', hasMore: false });
  });

  it("leaves out an island's wrapper open at the marker, so the excerpt is well-formed and never hydrated", () => {
    const html =
      '<style>.c{}</style><div class="mdx-island" data-island="/assets/islands/a.js"><h2>A counter</h2>' +
      '<button type="button" class="counter">Clicked 3 times</button><span data-excerpt-end=""></span>' +
      '<p>More.</p></div>';
    const { excerptHtml } = excerptOf(html);
    expect(excerptHtml).toBe(
      '<style>.c{}</style><h2>A counter</h2><button type="button" class="counter">Clicked 3 times</button>',
    );
    expect(unclosedElements(excerptHtml)).toEqual([]);
  });

  it('closes the elements a marker inside them leaves open, void elements aside', () => {
    const { excerptHtml } = excerptOf(
      '<details><summary>S</summary><ul><li>a<br>b</li><li>c <!-- truncate --> d</li></ul></details>',
    );
    expect(excerptHtml).toBe('<details><summary>S</summary><ul><li>a<br>b</li><li>c </li></ul></details>');
    expect(unclosedElements(excerptHtml)).toEqual([]);
  });
});
