import type { Nodes, Parents, Root } from 'mdast';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';
import { EXIT } from 'unist-util-visit';
import { walk } from './walk.ts';

/*
 * GFM's autolink literals (bare `www.…`, `http(s)://…` and e-mail addresses in prose) cost about a sixth of a
 * page's transform: their tokenizer is tried at the start of every word, and a second pass searches every text
 * node. Each needs one of these in the prose it links, so a page whose prose has none parses to the same tree
 * without them.
 */
const TRIGGER = /@|www\.|https?:\/\//i;

/**
 * True when a tree parsed without autolink literals has a trigger in its prose: only then can parsing with them
 * give another tree. (Code, HTML and link destinations are not prose; literals are never made there.)
 */
export function proseHasAutolinkTrigger(tree: Root): boolean {
  let found = false;
  walk<Nodes, Parents>(tree, (node) => {
    if (node.type !== 'text' || !TRIGGER.test(node.value)) return undefined;
    found = true;
    return EXIT;
  });
  return found;
}

/** remark-gfm without autolink literals: footnotes, strikethrough, tables and task lists, as remark-gfm adds them. */
export function remarkGfmWithoutAutolinkLiterals(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push([
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ]);
}
