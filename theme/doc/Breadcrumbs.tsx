import type { ReactElement } from 'react';
import type { Breadcrumb } from '../../core/site/page-data.ts';
import { HomeIcon } from '../common/icons.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

/** Home, then the page's category trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }): ReactElement | null {
  const t = useTranslate();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link" href="/" aria-label={t('theme.docs.breadcrumbs.home')}>
            <HomeIcon />
          </a>
        </li>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={`${index}:${crumb.label}`}
              className="breadcrumbs__item"
              aria-current={last ? 'page' : undefined}
            >
              {crumb.href && !last ? (
                <a className="breadcrumbs__link" href={crumb.href}>
                  {crumb.label}
                </a>
              ) : (
                <span className="breadcrumbs__link">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
