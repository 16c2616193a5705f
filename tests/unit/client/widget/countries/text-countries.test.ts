import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  findCountry,
  flagOf,
  parsePhoneNumber,
  searchCountries,
} from '../../../../../client/widget/countries/countries.ts';
import { sanitiseCustomisation } from '../../../../../client/widget/customisation.ts';
import { createText, interpolate, TEXT } from '../../../../../client/widget/text/index.ts';
import { vi } from 'vitest';

describe('the text catalogue', () => {
  it('has the screen texts', () => {
    const text = createText();
    expect(text('initial.subtitle')).toBe('Sign in to your account');
    expect(text('initial.submit')).toBe('Continue');
    expect(text('initial.divider')).toBe('or');
    expect(text('authenticating.retryPrompt')).toBe("Didn't receive the message?");
    expect(text('success.title')).toBe('You are now authenticated!');
    expect(text('success.subtitle')).toBe('You can now close this page.');
    expect(text('error.title')).toBe('Something went wrong...');
    expect(text('error.subtitle')).toBe(
      'There has been an error while submitting your form. Please try again.',
    );
    expect(text('error.subtitle.rateLimit')).toBe(
      'Your request has been rate limited. Please try again later.',
    );
    expect(text('authenticating.downloadCodes')).toBe('Download codes');
    expect(text('authenticating.input.totp.cta')).toBe('Use recovery code');
    expect(text('authenticating.registerAuthenticator.totp.prompt')).toBe("Can't scan?");
    expect(text('footer.branding')).toMatch(/^Top-tier security by /);
  });

  it('has the texts without screens: documents, selfie, organisation switcher, privacy consent categories', () => {
    const keys = Object.keys(TEXT);
    for (const part of [
      'idCard.front',
      'idCard.back',
      'driverLicense',
      'passport',
      'image.blurry',
      'image.cutOff',
      'image.noDocument',
      'selfie.noFace',
    ]) {
      expect(keys.some((key) => key.startsWith('kyc.') && key.includes(part))).toBe(true);
    }
    expect(TEXT['org.switcher.label']).toBe('Organization');
    for (const level of ['necessary', 'analytics', 'marketing', 'retargeting', 'tracking']) {
      expect(keys).toContain(`gdpr.consent.${level}.title`);
    }
  });

  it('merges overrides (formConfiguration.text) over the defaults and fills tokens', () => {
    const text = createText({ 'initial.title': 'Welcome to ProcurePilot' });
    expect(text('initial.title')).toBe('Welcome to ProcurePilot');
    expect(text('authenticating.message.emailLink', { EMAIL_ADDRESS: 'a@b.co' })).toContain(
      'via email to a@b.co.',
    );
    expect(interpolate('{{A}} and {{A}} and {{B}}', { A: 'x' })).toBe('x and x and {{B}}');
  });
});

describe('the country list', () => {
  it('has about 240 entries with name, dial_code, code and flag; the five preferred first', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(COUNTRIES.slice(0, 5).map((c) => c.code)).toEqual(['AU', 'IN', 'AE', 'GB', 'US']);
    expect(COUNTRIES.slice(0, 5).every((c) => c.preferred)).toBe(true);
    expect(findCountry('de')).toEqual({ name: 'Germany', dial_code: '+49', code: 'DE', flag: '🇩🇪' });
    expect(flagOf('GB')).toBe('🇬🇧');
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it('searches code, name or dial code case-insensitively; dial codes exactly, preferring the preferred', () => {
    expect(searchCountries('de')[0]?.code).toBe('DE');
    expect(searchCountries('GERM').map((c) => c.code)).toEqual(['DE']);
    expect(searchCountries('+44')[0]?.code).toBe('GB');
    expect(
      searchCountries('+44')
        .map((c) => c.code)
        .sort(),
    ).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(searchCountries('+1')[0]?.code).toBe('US');
    expect(searchCountries('+4').length).toBe(0);
    expect(searchCountries('61')[0]?.code).toBe('AU');
  });

  it('splits a full number at its dial code', () => {
    expect(parsePhoneNumber('+447700900123')).toMatchObject({
      country: { code: 'GB' },
      number: '7700900123',
    });
    expect(parsePhoneNumber('+12645550100')).toMatchObject({ country: { code: 'AI' }, number: '5550100' });
    expect(parsePhoneNumber('07700')).toBeUndefined();
  });
});

describe('theme customisation whitelist', () => {
  it('keeps hex colours, px sizes and the three fonts; drops the rest with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const safe = sanitiseCustomisation({
      '--sid-color-primary': '#f00',
      '--sid-color-foreground': '#112233',
      '--sid-color-secondary': 'red',
      '--sid-font-family': 'Inter',
      '--sid-form-logo-width': '120px',
      '--sid-button-border-radius': '1em',
      '--sid-input-border-color': '#abcd',
      '--sid-something-else': '#fff',
    });
    expect(safe).toEqual({
      '--sid-color-primary': '#f00',
      '--sid-color-foreground': '#112233',
      '--sid-font-family': 'Inter',
      '--sid-form-logo-width': '120px',
    });
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });
});
