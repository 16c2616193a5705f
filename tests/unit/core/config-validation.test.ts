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
});
