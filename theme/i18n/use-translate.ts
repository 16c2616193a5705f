import { useMemo } from 'react';
import { useSiteContext } from '../site-context.ts';
import { themeTranslate, type Translate } from './theme-strings.ts';

/** The theme's texts in the page's locale, with the site's own translations (see `theme-strings.ts`). */
export function useTranslate(): Translate {
  const { site } = useSiteContext();
  return useMemo(
    () => themeTranslate(site.locale.htmlLang, site.translations),
    [site.locale.htmlLang, site.translations],
  );
}
