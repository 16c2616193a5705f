import type { ReactElement } from 'react';
import { useTranslate } from '../i18n/use-translate.ts';

export function NotFoundPage(): ReactElement {
  const t = useTranslate();
  return (
    <div className="container not-found-page">
      <h1 className="page-title">{t('theme.NotFound.title')}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <p>{t('theme.NotFound.p2')}</p>
      <p>
        <a className="button button--primary" href="/">
          {t('docgen.notFound.home')}
        </a>
      </p>
    </div>
  );
}
