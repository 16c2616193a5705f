/**
 * The theme's texts in the page's locale: the built-in translation of its language (English for a language
 * docgen has none of), each text overridden by the site's own (`content/i18n/<locale>/code.json`, the file
 * Docusaurus' `write-translations` makes). Rendered alike on the server and in the browser.
 */
import { AR } from './strings/ar.ts';
import { DE } from './strings/de.ts';
import { EN, type ThemeStringKey, type ThemeStrings } from './strings/en.ts';
import { ES } from './strings/es.ts';
import { FR } from './strings/fr.ts';
import { HE } from './strings/he.ts';
import { JA } from './strings/ja.ts';

/** The built-in translations, by language (the locale's first subtag). */
const BUILT_IN: Readonly<Record<string, ThemeStrings>> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  ja: JA,
  ar: AR,
  he: HE,
};

/** The locales with a built-in translation of every theme text. */
export const THEME_LOCALES = Object.keys(BUILT_IN);

/** Values filled into a text's `{name}` placeholders. */
type TextValues = Record<string, string | number>;

export interface Translate {
  (key: ThemeStringKey, values?: TextValues): string;
  /** The plural form for `count` of a text whose forms are `a|b|…` (see `pluralForm`). */
  plural(key: ThemeStringKey, count: number, values?: TextValues): string;
}

/** The texts of `locale` (`de`, `de-CH`), with the site's `overrides` (translation id → message). */
export function themeTranslate(locale: string, overrides: Readonly<Record<string, string>> = {}): Translate {
  const builtIn = BUILT_IN[locale.toLowerCase().split(/[-_]/u)[0] ?? ''] ?? EN;
  const text = (key: ThemeStringKey) => overrides[key] ?? builtIn[key];
  const translate = (key: ThemeStringKey, values?: TextValues) => interpolate(text(key), values);
  translate.plural = (key: ThemeStringKey, count: number, values?: TextValues) =>
    interpolate(pluralForm(text(key), count, locale), { count, ...values });
  return translate;
}

/** Fills in each `{name}` it has a value for. */
function interpolate(text: string, values: TextValues = {}): string {
  return text.replace(/\{(\w+)\}/gu, (whole, name: string) => String(values[name] ?? whole));
}

/** The plural categories in the order Docusaurus lists a text's forms (those a language has, in this order). */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of `forms` (`a|b|…`, one per plural category of the locale's language in `CATEGORY_ORDER`) for
 * `count`; the last form when a text has fewer forms than the language has categories, as Docusaurus does.
 */
export function pluralForm(forms: string, count: number, locale: string): string {
  const parts = forms.split('|');
  const rules = new Intl.PluralRules(locale);
  const categories = CATEGORY_ORDER.filter((category) =>
    rules.resolvedOptions().pluralCategories.includes(category),
  );
  const index = categories.indexOf(rules.select(count));
  return parts[Math.min(index, parts.length - 1)] ?? forms;
}
