import { useEffect, type ReactElement } from 'react';
import { useTranslate } from '../i18n/use-translate.ts';

/** What a crashed page shows: the message, a Try again button, and the title "Page Error". */
export function PageError({ error, onRetry }: { error: Error; onRetry: () => void }): ReactElement {
  const t = useTranslate();
  useEffect(() => {
    document.title = 'Page Error';
  }, []);
  return (
    <div className="page-error container" role="alert">
      <h1 className="page-error__title">{t('theme.ErrorPageContent.title')}</h1>
      <p className="page-error__message">{error.message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('theme.ErrorPageContent.tryAgain')}
      </button>
    </div>
  );
}
