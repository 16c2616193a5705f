import type { ReactElement } from 'react';
import { cx } from '../common/cx.ts';
import type { TocNode } from './toc-tree.ts';

/** Nested list of heading links; the entry `activeId` is highlighted. */
export function TocList({
  nodes,
  activeId,
  nested,
}: {
  nodes: TocNode[];
  activeId?: string;
  nested?: boolean;
}): ReactElement {
  return (
    <ul className={cx('toc__list', nested && 'toc__list--nested')}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a className={cx('toc__link', node.id === activeId && 'is-active')} href={`#${node.id}`}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} activeId={activeId} nested />}
        </li>
      ))}
    </ul>
  );
}
