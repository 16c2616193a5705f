import type { MouseEvent, ReactElement } from 'react';
import type { TocEntry } from '../../core/site/page-data.ts';
import { ChevronIcon } from '../common/icons.tsx';
import { TocList } from './TocList.tsx';
import { tocTree } from './toc-tree.ts';
import { useTranslate } from '../i18n/use-translate.ts';

/**
 * "On this page" above the content at widths up to 996 px: a native disclosure, closed by default, with the
 * theme's chevron instead of the browser's marker.
 */
export function TocMobile({ toc }: { toc: TocEntry[] }): ReactElement | null {
  const t = useTranslate();
  if (toc.length === 0) return null;
  const title = t('theme.TOCCollapsible.toggleButtonLabel');
  const closeOnLink = (event: MouseEvent<HTMLDetailsElement>) => {
    if ((event.target as Element).closest('a')) event.currentTarget.open = false;
  };
  return (
    <details className="toc-mobile" onClick={closeOnLink}>
      <summary className="toc-mobile__summary">
        {title}
        <ChevronIcon />
      </summary>
      <nav aria-label={title}>
        <TocList nodes={tocTree(toc)} />
      </nav>
    </details>
  );
}
