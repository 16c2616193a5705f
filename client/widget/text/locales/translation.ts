import type { TEXT } from '../index.ts';

/**
 * Keys with nothing to translate: the catalogue's entry for a missing key (`''`) and texts that are empty in
 * English because the screen then shows nothing or falls back to another text.
 */
type NothingToTranslate<English> = {
  [Key in keyof English]: Key extends '' ? Key : English[Key] extends '' ? Key : never;
}[keyof English];

/**
 * One screen's texts in one language: every text its English catalogue shows, so a new English text fails the
 * typecheck until each language has it.
 */
export type TranslationOf<English> = Readonly<
  Record<Exclude<keyof English, NothingToTranslate<English>>, string>
>;

/** One language's widget texts: all of them. */
export type WidgetTranslation = TranslationOf<typeof TEXT>;
