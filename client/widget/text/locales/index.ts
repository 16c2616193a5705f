/**
 * The widget's texts in the page's locale: every text of the English catalogue (`../index.ts`), one folder per
 * language split by screen as the catalogue is. `translation.ts` makes each language list every text, so a new
 * English text fails the typecheck until it is translated. Each language is a chunk of its own, fetched with the
 * sign-in form: a reader downloads the texts of their language only. `{{SITE_TITLE}}` in `initial.title` is the
 * site's title.
 */
import type { WidgetTranslation } from './translation.ts';

const TRANSLATIONS: Readonly<Record<string, () => Promise<WidgetTranslation>>> = {
  de: async () => (await import('./de/index.ts')).DE,
  fr: async () => (await import('./fr/index.ts')).FR,
  es: async () => (await import('./es/index.ts')).ES,
  ja: async () => (await import('./ja/index.ts')).JA,
  ar: async () => (await import('./ar/index.ts')).AR,
  he: async () => (await import('./he/index.ts')).HE,
};

/** The English welcome, with the site's title. */
const WELCOME = 'Welcome to {{SITE_TITLE}}';

/** One promise per language, so React's `use` sees the same one on every render. */
const loaded = new Map<string, Promise<Record<string, string>>>();

/**
 * The widget's texts for a locale (`de`, `de-CH`; English for any other), its welcome naming the site: the same
 * promise for every locale of one language.
 */
export function widgetTexts(locale: string): Promise<Record<string, string>> {
  const language = locale.toLowerCase().split(/[-_]/u)[0] ?? '';
  const load = TRANSLATIONS[language];
  const key = load ? language : '';
  let texts = loaded.get(key);
  if (!texts) {
    texts = (load ? load() : Promise.resolve({})).then((translated) => ({
      'initial.title': WELCOME,
      ...translated,
    }));
    loaded.set(key, texts);
  }
  return texts;
}
