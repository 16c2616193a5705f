import type { ReactElement } from 'react';
import { defaultSiteLocale } from '../../core/i18n/site-locales.ts';
import { useTranslate } from '../i18n/use-translate.ts';
import { useSiteContext } from '../site-context.ts';

/** Above a page the reader's locale has no translation of: it shows the default locale's original. */
export function UntranslatedNotice(): ReactElement {
  const { site } = useSiteContext();
  const t = useTranslate();
  const original = defaultSiteLocale(site.locales);
  return (
    <div className="admonition admonition-info untranslated-notice" role="note">
      <div className="admonition-content">
        <p>{t('docgen.untranslated.notice', { language: site.locale.label, original: original.label })}</p>
      </div>
    </div>
  );
}
