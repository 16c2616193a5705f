/**
 * The widget's texts in the page's locale: the sign-in a reader sees most (the e-mail link and code screens,
 * the success screen and the common errors) translated; any other text stays English (`../index.ts`).
 * `{{SITE_TITLE}}` in `initial.title` is the site's title.
 */
import { AR } from './ar.ts';
import { DE } from './de.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { HE } from './he.ts';
import { JA } from './ja.ts';
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
