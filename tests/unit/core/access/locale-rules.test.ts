import { describe, expect, it } from 'vitest';
import { privatePathsForLocales } from '../../../../core/access/locale-rules.ts';
import { compilePrivatePaths, decideAccess } from '../../../../core/access/private-paths.ts';
import type { PrivatePathRule } from '../../../../core/config/schema.ts';
import { localizeRoute } from '../../../../core/i18n/locale-routes.ts';
import { siteLocales } from '../../../../core/i18n/site-locales.ts';

const locales = siteLocales({
  defaultLocale: 'en',
  locales: ['en', 'de', 'ar'],
  localeConfigs: { ar: { path: 'arabic' } },
});

function closedFor(rules: PrivatePathRule[]) {
  const compiled = compilePrivatePaths(privatePathsForLocales(rules, locales), () => {});
  return (path: string) =>
    decideAccess({ path, forceLogin: false, rules: compiled, user: undefined }) !== 'allowed';
}

const RULES: PrivatePathRule[][] = [
  ['/docs/internal'],
  ['/docs/internal/**'],
  ['/^\\/docs\\/internal/'],
  [{ path: '/docs/internal/**', groups: ['staff'], organizations: [], minimumFactors: 1, locales: ['en'] }],
  [{ path: '/blog/**', groups: [], organizations: [], minimumFactors: 1 }],
  ['/'],
];
const ROUTES = ['/', '/docs/internal', '/docs/internal/keys', '/docs/public', '/blog', '/blog/2025/01/01/a'];

describe('private paths in every locale', () => {
  it('close each locale’s copy of a path a rule closes in the default locale', () => {
    const closed = closedFor(['/docs/internal/**']);
    expect(closed('/docs/internal/keys')).toBe(true);
    expect(closed('/de/docs/internal/keys')).toBe(true);
    expect(closed('/arabic/docs/internal/keys')).toBe(true);
    expect(closed('/de/docs/public')).toBe(false);
  });

  it('never let a translation open what its original keeps closed, whatever the rules', () => {
    for (const rules of RULES) {
      const closed = closedFor(rules);
      for (const route of ROUTES)
        for (const locale of locales)
          if (closed(route))
            expect(closed(localizeRoute(route, locale)), `${route} in ${locale.locale}`).toBe(true);
    }
  });

  it('close only the named locales’ copies for a rule naming other locales', () => {
    const closed = closedFor([
      { path: '/docs/drafts/**', groups: [], organizations: [], minimumFactors: 1, locales: ['de'] },
    ]);
    expect(closed('/de/docs/drafts/a')).toBe(true);
    expect(closed('/docs/drafts/a')).toBe(false);
    expect(closed('/arabic/docs/drafts/a')).toBe(false);
  });

  it('read a rule naming the default locale as covering every locale', () => {
    const closed = closedFor([
      { path: '/docs/internal/**', groups: [], organizations: [], minimumFactors: 1, locales: ['en'] },
    ]);
    expect(closed('/arabic/docs/internal/a')).toBe(true);
  });
});
