import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../../../core/config/validate.ts';
import siteConfig from '../../../../site.config.ts';

function omit(object: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

describe('site configuration validation', () => {
  it('accepts the ProcurePilot site configuration and fills in defaults', () => {
    const result = validateSiteConfig(siteConfig, 'site.config.ts');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.tagline).toBe('Supercharge your ERP Stack');
    expect(result.config.signIn?.forceLogin).toBe(true);
    expect(result.config.signIn?.privateRedirectPath).toBe('/');
    expect(result.config.signIn?.formConfiguration.defaultCountryCode).toBe('US');
    expect(result.config.i18n.localeConfigs.en).toEqual({
      label: 'English',
      direction: 'ltr',
      calendar: 'gregory',
    });
  });

  it('takes several locales, the default one among them', () => {
    const withI18n = (i18n: object) => validateSiteConfig({ ...siteConfig, i18n }, 'site.config.ts');
    expect(withI18n({ defaultLocale: 'en', locales: ['en', 'de'] }).ok).toBe(true);
    expect(withI18n({ defaultLocale: 'fr', locales: ['en', 'de'] }).ok).toBe(false);
    expect(withI18n({ defaultLocale: 'en', locales: ['en'], localeConfigs: { de: {} } }).ok).toBe(false);
    expect(
      withI18n({ defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: { de: { path: 'a/b' } } }).ok,
    ).toBe(false);
  });

  it("takes a locale's calendar by its Intl name only", () => {
    const withCalendar = (calendar: string) =>
      validateSiteConfig(
        {
          ...siteConfig,
          i18n: { defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { calendar } } },
        },
        'site.config.ts',
      ).ok;
    expect(withCalendar('islamic-umalqura')).toBe(true);
    expect(withCalendar('japanese')).toBe(true);
    expect(withCalendar('hijri')).toBe(false);
  });

  it('links the blog from the footer and keeps Documentation the only navbar link', () => {
    const items: readonly { type: string }[] = siteConfig.navbar.items;
    const links = items.filter((item) => item.type === 'default' || item.type === 'dropdown');
    expect(links).toEqual([
      { type: 'default', label: 'Documentation', to: '/docs/overview', position: 'left' },
    ]);
    expect(siteConfig.footer.links).toContainEqual({ label: 'Blog', href: '/blog' });
  });

  it('takes an absolute URL or a site path as a footer link, nothing else', () => {
    const withFooterLink = (href: string) =>
      validateSiteConfig(
        { ...siteConfig, footer: { ...siteConfig.footer, links: [{ label: 'x', href }] } },
        'site.config.ts',
      ).ok;
    expect(withFooterLink('/blog')).toBe(true);
    expect(withFooterLink('https://status.example.com')).toBe(true);
    expect(withFooterLink('blog')).toBe(false);
  });

  it('names an unknown key, its file, and the key it probably meant', () => {
    const result = validateSiteConfig({ ...siteConfig, taglin: 'x' }, 'site.config.ts');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const [problem] = result.diagnostics;
    expect(problem).toMatchObject({ code: 'config-unknown-key', file: 'site.config.ts' });
    expect(problem?.message).toContain('"taglin"');
    expect(problem?.hint).toContain('"tagline"');
  });

  it('names the nested key path of an unknown key', () => {
    const signIn = { ...siteConfig.signIn, forceLogn: true };
    const result = validateSiteConfig({ ...siteConfig, signIn }, 'site.config.ts');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics[0]?.message).toContain('"signIn.forceLogn"');
    expect(result.diagnostics[0]?.hint).toContain('signIn.forceLogin');
  });

  it('fills in the defaults of objects left out entirely', () => {
    const signIn = omit(siteConfig.signIn, ['formConfiguration']);
    const config = { ...omit(siteConfig, ['colorMode', 'docs', 'blog']), signIn };
    const result = validateSiteConfig(config, 'site.config.ts');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    expect(result.config.docs).toMatchObject({ routeBasePath: 'docs', onBrokenAnchors: 'warn' });
    expect(result.config.blog).toMatchObject({ title: 'Blog', postsPerPage: 10 });
    expect(result.config.signIn?.formConfiguration).toEqual({
      factors: [{ method: 'email_link' }],
      text: {},
      storeLastHandle: false,
      defaultCountryCode: 'US',
      showBanner: true,
    });
  });

  it('suggests a key of the navbar item kind the item is', () => {
    const items = [
      { type: 'default', label: 'Docs', to: '/docs/overview' },
      { type: 'dropdown', label: 'More', itmes: [{ label: 'Status', href: 'https://status.example' }] },
      { type: 'default', lable: 'Blog', to: '/blog' },
      { type: 'dropdown', label: 'Help', items: [{ label: 'Status', hreff: 'https://status.example' }] },
    ];
    const result = validateSiteConfig({ ...siteConfig, navbar: { ...siteConfig.navbar, items } }, 'x');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const hints = result.diagnostics.filter((d) => d.code === 'config-unknown-key').map((d) => d.hint);
    expect(hints).toEqual([
      'Did you mean "navbar.items.1.items"?',
      'Did you mean "navbar.items.2.label"?',
      'Did you mean "navbar.items.3.items.0.href"?',
    ]);
  });

  it('suggests a key of the registration mode chosen', () => {
    const signIn = { ...siteConfig.signIn, registration: { mode: 'domains', domain: ['example.com'] } };
    const result = validateSiteConfig({ ...siteConfig, signIn }, 'x');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const unknown = result.diagnostics.find((d) => d.code === 'config-unknown-key');
    expect(unknown?.hint).toBe('Did you mean "signIn.registration.domains"?');
  });

  it('rejects a wrong value with the key path', () => {
    const result = validateSiteConfig({ ...siteConfig, trailingSlash: true }, 'site.config.ts');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics[0]).toMatchObject({ code: 'config-invalid', file: 'site.config.ts' });
    expect(result.diagnostics[0]?.message).toContain('"trailingSlash"');
  });

  it('takes an http(s) URL or nothing as the SDK page, and names the key of anything else', () => {
    const withSdkUrl = (sdkURL: string) =>
      validateSiteConfig({ ...siteConfig, signIn: { ...siteConfig.signIn, sdkURL } }, 'site.config.ts');
    expect(withSdkUrl('https://id.example.com/api/sdk.html').ok).toBe(true);
    expect(withSdkUrl('').ok).toBe(true);
    for (const wrong of ['id.example.com/api/sdk.html', 'javascript:alert(1)']) {
      const result = withSdkUrl(wrong);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.diagnostics[0]?.message).toContain('signIn.sdkURL');
    }
  });

  it('limits one page’s time in a build stage: 5 s before it is named, 60 s before it fails, unless set', () => {
    const result = validateSiteConfig(siteConfig, 'site.config.ts');
    expect(result.ok && result.config.build).toEqual({ slowPageSeconds: 5, pageTimeoutSeconds: 60 });
    const set = validateSiteConfig(
      { ...siteConfig, build: { slowPageSeconds: 0.5, pageTimeoutSeconds: 120 } },
      'site.config.ts',
    );
    expect(set.ok && set.config.build).toEqual({ slowPageSeconds: 0.5, pageTimeoutSeconds: 120 });
  });

  it.each([
    [{ pageTimeoutSeconds: 0 }, 'build.pageTimeoutSeconds'],
    [{ slowPageSeconds: -1 }, 'build.slowPageSeconds'],
    [{ pageTimeoutSeconds: '60' }, 'build.pageTimeoutSeconds'],
    [{ slowPageSeconds: 30, pageTimeoutSeconds: 30 }, 'build.slowPageSeconds'],
  ])('rejects the page time limits %j naming %s', (build, key) => {
    const result = validateSiteConfig({ ...siteConfig, build }, 'site.config.ts');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'config-invalid', message: expect.stringContaining(`"${key}"`) }),
    ]);
  });
});
