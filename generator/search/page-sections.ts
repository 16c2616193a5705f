/**
 * A page's rendered content (the HTML its markdown became) cut into sections: one per heading, plus the page's
 * top before its first heading. Read as a stream with htmlparser2: the build does this for every doc and post,
 * and a tree would be built only to be walked once.
 */
import { Parser } from 'htmlparser2';

export interface PageSection {
  /** The heading's text; the page's top has none. */
  heading: string;
  /** The heading's id; empty for the page's top. */
  anchor: string;
  text: string;
  code: string;
}

const HEADING = /^h[1-6]$/;

/** Elements whose end separates words ("cell1" and "cell2" of a table row are two words). */
const BLOCK = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'div',
  'pre',
  'br',
  'blockquote',
  'dt',
  'dd',
  'summary',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** What text inside an element is: a heading's, code, not worth indexing, or (by default) prose. */
type Mode = 'heading' | 'code' | 'skip';

function modeOf(name: string, attributes: Record<string, string>): Mode | undefined {
  // The "#" link appended to headings, scripts, and diagram sources are not text a reader looks for.
  if (name === 'script' || name === 'style' || name === 'svg') return 'skip';
  if (name === 'a') return hasClass(attributes, 'hash-link') ? 'skip' : undefined;
  if (name === 'pre') return hasClass(attributes, 'mermaid-diagram') ? 'skip' : 'code';
  if (HEADING.test(name)) return 'heading';
  return undefined;
}

/** Looked at only for the few elements whose class matters: a page has thousands of highlighted code spans. */
function hasClass(attributes: Record<string, string>, name: string): boolean {
  return (attributes.class ?? '').split(/\s+/).includes(name);
}

interface Draft {
  heading: string[];
  anchor: string;
  text: string[];
  code: string[];
}

const squash = (parts: string[]) => parts.join('').replace(/\s+/g, ' ').trim();

export function pageSections(html: string): PageSection[] {
  const sections: PageSection[] = [];
  let draft: Draft = { heading: [], anchor: '', text: [], code: [] };
  // One entry per open element: the mode inside it (its own, else the one around it), so its end restores the
  // one around it.
  const modes: (Mode | undefined)[] = [];
  const mode = () => modes.at(-1);
  const finish = () => {
    const section = {
      heading: squash(draft.heading),
      anchor: draft.anchor,
      text: squash(draft.text),
      code: squash(draft.code),
    };
    if (section.heading || section.text || section.code) sections.push(section);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const own = modeOf(name, attributes);
        if (own === 'heading' && mode() !== 'skip') {
          finish();
          draft = { heading: [], anchor: attributes.id ?? '', text: [], code: [] };
        }
        modes.push(own ?? mode());
      },
      ontext(data) {
        const current = mode();
        if (current === 'skip') return;
        if (current === 'heading') draft.heading.push(data);
        else if (current === 'code') draft.code.push(data);
        else draft.text.push(data);
      },
      onclosetag(name) {
        modes.pop();
        if (!BLOCK.has(name)) return;
        const current = mode();
        if (current === 'heading') draft.heading.push(' ');
        else if (current === 'code') draft.code.push(' ');
        else draft.text.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  finish();
  return sections;
}
