/**
 * The widget's texts in the page's locale: every text of the English catalogue (`../index.ts`), one folder per
 * language split by screen as the catalogue is. `translation.ts` makes each language list every text, so a new
 * English text fails the typecheck until it is translated. `{{SITE_TITLE}}` in `initial.title` is the site's
 * title.
 */
import { AR } from './ar/index.ts';
import { DE } from './de/index.ts';
import { ES } from './es/index.ts';
import { FR } from './fr/index.ts';
import { HE } from './he/index.ts';
import { JA } from './ja/index.ts';
import type { WidgetTranslation } from './translation.ts';

const TRANSLATIONS: Readonly<Record<string, WidgetTranslation>> = {
  de: DE,
  fr: FR,
  es: ES,
  ja: JA,
  ar: AR,
  he: HE,
};

/** The English welcome, with the site's title. */
const WELCOME = 'Welcome to {{SITE_TITLE}}';

/** The widget's texts for a locale (`de`, `de-CH`; English for any other), its welcome naming the site. */
export function widgetTexts(locale: string): Record<string, string> {
  const translated = TRANSLATIONS[locale.toLowerCase().split(/[-_]/u)[0] ?? ''] ?? {};
  return { 'initial.title': WELCOME, ...translated };
}
