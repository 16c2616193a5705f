/** Languages: the locales the site is built in, and each one's settings. */
import { z } from 'zod';

const localeConfig = z.strictObject({
  /**
   * The language's name in the locale's own language, shown in the locale dropdown. Default: the name
   * `Intl.DisplayNames` gives it (`Deutsch` for `de`), as Docusaurus does.
   */
  label: z.string().min(1).optional(),
  /**
   * Text direction, written to the locale's pages' `<html dir>`. Default: `'rtl'` for right-to-left languages
   * (`ar`, `he`, `fa`…), else `'ltr'`.
   */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** The locale's pages' `<html lang>` and `hreflang`. Default: the locale's name (`de`). */
  htmlLang: z.string().min(1).optional(),
  /**
   * The calendar the locale's pages write dates in (blog dates, last updated), an `Intl` calendar name
   * (`islamic-umalqura`, `japanese`). Default `'gregory'`.
   */
  calendar: z
    .string()
    .refine((name) => Intl.supportedValuesOf('calendar').includes(name), {
      message: `must be one of ${Intl.supportedValuesOf('calendar').join(', ')}`,
    })
    .optional(),
  /**
   * The locale's route prefix: its pages live under `/<path>/…`. Not used for the default locale, which keeps the
   * site's routes. Default: the locale's name.
   */
  path: z
    .string()
    .regex(/^[\w.-]+$/, 'must be one path segment, without slashes')
    .optional(),
});

export const i18n = z
  .strictObject({
    /**
     * The locale the content in `content/` is written in; its pages keep the site's routes.
     * @default 'en'
     */
    defaultLocale: z.string().min(1).default('en'),
    /**
     * Every locale the site is built in, the default one included. Translations live in
     * `content/i18n/<locale>/`, laid out as Docusaurus lays out `i18n/<locale>/`.
     * @default ['en']
     */
    locales: z
      .array(z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$/, 'must be a BCP 47 tag'))
      .min(1)
      .default(['en']),
    /**
     * Per-locale settings, by locale (`{ de: { label: 'Deutsch' } }`); each key left out takes its default.
     * @default {}
     */
    localeConfigs: z.record(z.string(), localeConfig).default({}),
  })
  .superRefine((value, context) => {
    if (!value.locales.includes(value.defaultLocale))
      context.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `must be one of locales (${value.locales.join(', ')})`,
      });
    for (const locale of Object.keys(value.localeConfigs))
      if (!value.locales.includes(locale))
        context.addIssue({
          code: 'custom',
          path: ['localeConfigs', locale],
          message: 'is not one of locales',
        });
  });
