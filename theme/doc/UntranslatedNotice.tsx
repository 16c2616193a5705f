import type { ReactElement } from 'react';
import { defaultSiteLocale, languageNameIn } from '../../core/i18n/site-locales.ts';
import { useTranslate } from '../i18n/use-translate.ts';
import { useSiteContext } from '../site-context.ts';

/** Above a page the reader's locale has no translation of: it shows the default locale's original. */
export function UntranslatedNotice(): ReactElement {
  const { site } = useSiteContext();
  const t = useTranslate();
  const original = defaultSiteLocale(site.locales);
  const reader = site.locale.htmlLang;
  const language = languageNameIn(site.locale.htmlLang, reader);
  return (
    <div className="admonition admonition-info untranslated-notice" role="note">
      <div className="admonition-content">
        <p>
          {t('docgen.untranslated.notice', { language, original: languageNameIn(original.htmlLang, reader) })}
        </p>
      </div>
    </div>
  );
}
