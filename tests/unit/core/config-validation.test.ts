import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../../core/config/validate.ts';
import siteConfig from '../../../site.config.ts';

describe('site configuration validation', () => {
  it('accepts the ProcurePilot site configuration and fills in defaults', () => {
    const result = validateSiteConfig(siteConfig, 'site.config.ts');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.tagline).toBe('Supercharge your ERP Stack');
    expect(result.config.signIn.forceLogin).toBe(true);
    expect(result.config.signIn.privateRedirectPath).toBe('/');
    expect(result.config.signIn.formConfiguration.defaultCountryCode).toBe('US');
    expect(result.config.i18n.localeConfigs.en).toEqual({
      label: 'English',
      direction: 'ltr',
      calendar: 'gregory',
    });
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

  it('rejects a wrong value with the key path', () => {
    const result = validateSiteConfig({ ...siteConfig, trailingSlash: true }, 'site.config.ts');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics[0]).toMatchObject({ code: 'config-invalid', file: 'site.config.ts' });
    expect(result.diagnostics[0]?.message).toContain('"trailingSlash"');
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
