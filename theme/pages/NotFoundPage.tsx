import type { ReactElement } from 'react';
import { useTranslate } from '../i18n/use-translate.ts';

/** The page of a route the site does not have, with Docusaurus' words (a migrated site's 404 reads the same). */
export function NotFoundPage(): ReactElement {
  const t = useTranslate();
  return (
    <div className="container not-found-page">
      <h1 className="page-title">{t('theme.NotFound.title')}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <p>{t('theme.NotFound.p2')}</p>
    </div>
  );
}
