import type { TextKey } from '../index.ts';

/** One language's widget texts: those it lacks stay English. */
export type WidgetTranslation = Partial<Record<TextKey, string>>;
