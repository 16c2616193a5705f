import type { Parent, RootContent } from 'mdast';
import type { Properties } from 'hast';
import type { JsxAttributes } from './jsx-tokens.ts';

/** Where something was written: line (in the whole file) and column. */
export interface SourcePoint {
  line: number;
  column: number;
}

/** A recognised JSX element with the markdown between its tags, until it is rendered into HTML nodes. */
export interface JsxElement extends Parent {
  type: 'jsxElement';
  name: string;
  attributes: JsxAttributes;
  /** Where its opening tag was written, in body coordinates of the file being read (see `MdxScope`). */
  at: SourcePoint;
  children: RootContent[];
}

/** An HTML element a component rendered to; mdast-util-to-hast turns it into `hName` with `hProperties`. */
export interface HtmlElementNode extends Parent {
  type: 'htmlElement';
  data: { hName: string; hProperties: Properties };
  children: RootContent[];
}

declare module 'mdast' {
  interface RootContentMap {
    jsxElement: JsxElement;
    htmlElement: HtmlElementNode;
  }
  interface BlockContentMap {
    jsxElement: JsxElement;
    htmlElement: HtmlElementNode;
  }
  interface PhrasingContentMap {
    jsxElement: JsxElement;
    htmlElement: HtmlElementNode;
  }
}

export function htmlElement(
  hName: string,
  hProperties: Properties,
  children: RootContent[] = [],
): HtmlElementNode {
  return { type: 'htmlElement', data: { hName, hProperties }, children };
}
