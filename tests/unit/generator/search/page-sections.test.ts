import { describe, expect, it } from 'vitest';
import { pageSections } from '../../../../generator/search/page-sections.ts';

describe('a page cut into sections', () => {
  it('makes one section per heading, with its anchor, and one for the top of the page', () => {
    const html =
      '<p>Intro <strong>text</strong>.</p>' +
      '<h2 id="setup">Setup<a class="hash-link" href="#setup" aria-label="Direct link to Setup">#</a></h2>' +
      '<p>Run it.</p><h3 id="deep">Deep <b>x</b><a class="hash-link" href="#deep">#</a></h3><p>More.</p>';
    expect(pageSections(html)).toEqual([
      { heading: '', anchor: '', text: 'Intro text.', code: '' },
      { heading: 'Setup', anchor: 'setup', text: 'Run it.', code: '' },
      { heading: 'Deep x', anchor: 'deep', text: 'More.', code: '' },
    ]);
  });

  it('keeps lists, tables and admonitions as words of the text, and code blocks apart', () => {
    const html =
      '<ul><li>one</li><li>two</li></ul><table><tr><td>cell1</td><td>cell2</td></tr></table>' +
      '<div class="admonition"><div class="admonition-heading">Careful</div><div class="admonition-content">' +
      '<p>Tip &amp; <code>inline</code></p></div></div>' +
      '<pre class="shiki"><code><span class="line">npm install</span>\n<span class="line">ok</span></code></pre>';
    expect(pageSections(html)).toEqual([
      { heading: '', anchor: '', text: 'one two cell1 cell2 Careful Tip & inline', code: 'npm install ok' },
    ]);
  });

  it('leaves out diagram sources and scripts', () => {
    const html = '<p>Shown</p><pre class="mermaid-diagram">graph TD; A-->B</pre><script>var x</script>';
    expect(pageSections(html)).toEqual([{ heading: '', anchor: '', text: 'Shown', code: '' }]);
  });
});
