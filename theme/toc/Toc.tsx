import type { ReactElement } from 'react';
import type { TocEntry } from '../../core/site/page-data.ts';
import { TocList } from './TocList.tsx';
import { tocTree } from './toc-tree.ts';
import { useActiveHeading } from './use-active-heading.ts';
import { useTranslate } from '../i18n/use-translate.ts';

/** The table of contents column on the right (desktop only), highlighting the section being read. */
export function Toc({ toc }: { toc: TocEntry[] }): ReactElement | null {
  const activeId = useActiveHeading(toc.map((entry) => entry.id));
  const t = useTranslate();
  if (toc.length === 0) return null;
  const title = t('theme.TOCCollapsible.toggleButtonLabel');
  return (
    <aside className="toc-column" aria-label={t('docgen.toc.asideAriaLabel')}>
      <nav className="toc" aria-label={title}>
        <p className="toc__title">{title}</p>
        <TocList nodes={tocTree(toc)} activeId={activeId} />
      </nav>
    </aside>
  );
}
