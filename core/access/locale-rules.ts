import type { PrivatePathRule } from '../config/schema.ts';
import { localePrefix } from '../i18n/locale-routes.ts';
import type { SiteLocale } from '../i18n/site-locales.ts';

/** A private-path rule as the gates compile it, with the locales it covers turned into route prefixes. */
export interface LocalizedPrivatePath {
  path: string;
  groups: string[];
  organizations?: string[];
  minimumFactors?: number;
  /** The locales the rule names, as written. */
  locales?: string[];
  /** Route prefixes (`/de`) of the locales whose copies of the paths the rule also covers. */
  localePrefixes?: string[];
  /** It covers only those copies, not the paths as written (a rule naming only other locales). */
  localesOnly?: true;
}

/**
 * The site's rules with the locales each covers: a rule written for the default locale's routes covers every
 * locale's copy of them (`/docs/internal` closes `/de/docs/internal` too), and one naming `locales` covers only
 * those, or every locale when it names the default one: a translation never opens what the original keeps closed.
 * The prefixes travel with the rules, so the client gate, the server gate and the build decide alike.
 */
export function privatePathsForLocales(
  rules: readonly PrivatePathRule[],
  locales: readonly SiteLocale[],
): LocalizedPrivatePath[] {
  const others = locales.filter((locale) => !locale.isDefault);
  return rules.map((rule) => {
    const written =
      typeof rule === 'string' ? { path: rule, groups: [], organizations: [], minimumFactors: 1 } : rule;
    if (others.length === 0) return written;
    const named = written.locales;
    const everywhere = !named || locales.some((locale) => locale.isDefault && named.includes(locale.locale));
    const covered = everywhere ? others : others.filter((locale) => named.includes(locale.locale));
    return {
      ...written,
      localePrefixes: covered.map(localePrefix),
      ...(everywhere ? {} : { localesOnly: true as const }),
    };
  });
}
