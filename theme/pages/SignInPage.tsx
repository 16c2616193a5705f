import type { ReactElement } from 'react';
import { useTranslate } from '../i18n/use-translate.ts';

/** Behind the sign-in form on the public shell: says why the reader sees no content, names nothing private. */
export function SignInPage(): ReactElement {
  const t = useTranslate();
  return (
    <div className="container sign-in-page">
      <h1 className="page-title">{t('docgen.signIn.pageTitle')}</h1>
      <p>{t('docgen.signIn.pageText')}</p>
    </div>
  );
}
