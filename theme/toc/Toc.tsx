import type { ReactElement } from 'react';
import type { TocEntry } from '../../core/site/page-data.ts';
import { TocList } from './TocList.tsx';
import { tocTree } from './toc-tree.ts';
import { useActiveHeading } from './use-active-heading.ts';

/** The table of contents column on the right (desktop only), highlighting the section being read. */
export function Toc({ toc }: { toc: TocEntry[] }): ReactElement | null {
  const activeId = useActiveHeading(toc.map((entry) => entry.id));
  if (toc.length === 0) return null;
  return (
    <aside className="toc-column" aria-label="Table of contents">
      <nav className="toc" aria-label="On this page">
        <p className="toc__title">On this page</p>
        <TocList nodes={tocTree(toc)} activeId={activeId} />
      </nav>
    </aside>
  );
}
