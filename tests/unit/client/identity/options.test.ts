import { describe, expect, it } from 'vitest';
import { resolveOptions, type IdentityOptions } from '../../../../client/identity/options.ts';

const fetch = (() => Promise.reject(new Error('unused'))) as unknown as typeof globalThis.fetch;
const check = (options: unknown) => () => resolveOptions(options as IdentityOptions);

describe('identity SDK options', () => {
  it('requires options', () => {
    expect(check(undefined)).toThrow('options are required');
  });

  it('accepts production and sandbox environments, and an object with baseURL and sdkURL', () => {
    expect(resolveOptions({ oid: 'o', environment: 'sandbox', fetch }).baseURL).toBe(
      'https://api.sandbox.slashid.com',
    );
    expect(resolveOptions({ oid: 'o', environment: 'production', fetch }).sdkURL).toBe(
      'https://cdn.slashid.com/sdk.html',
    );
    const custom = resolveOptions({
      oid: 'o',
      environment: { baseURL: 'http://x.test/api/', sdkURL: 'http://x.test/sdk.html' },
      fetch,
    });
    expect(custom).toMatchObject({ baseURL: 'http://x.test/api', sdkURL: 'http://x.test/sdk.html' });
  });

  it('rejects other environments and environment combined with baseURL or sdkURL', () => {
    expect(check({ oid: 'o', environment: 'staging', fetch })).toThrow(/"environment" must be/);
    expect(check({ oid: 'o', environment: { baseURL: 'http://x' }, fetch })).toThrow(
      /"baseURL" and "sdkURL" strings/,
    );
    expect(check({ oid: 'o', environment: 'sandbox', baseURL: 'http://x.test', fetch })).toThrow(
      /cannot be combined/,
    );
    expect(check({ oid: 'o', environment: 'sandbox', sdkURL: 'http://x.test', fetch })).toThrow(
      /cannot be combined/,
    );
  });

  it('checks the URLs and the oid type', () => {
    expect(check({ oid: 'o', baseURL: 'ftp://x.test', fetch })).toThrow(
      /"baseURL" must be a valid http or https URL/,
    );
    expect(check({ oid: 'o', baseURL: 'not a url', fetch })).toThrow(/"baseURL"/);
    expect(check({ oid: 'o', baseURL: 'https://x.test', sdkURL: 'nope', fetch })).toThrow(
      /"sdkURL" must be a valid URL/,
    );
    expect(check({ oid: 42, analyticsEnabled: false, fetch })).toThrow(/"oid" must be a string/);
  });

  it('needs an oid for analytics (on by default) and for provider-initiated sign-in', () => {
    expect(check({ fetch })).toThrow(/Analytics require the "oid"/);
    expect(resolveOptions({ analyticsEnabled: false, fetch }).analyticsEnabled).toBe(false);
    expect(check({ analyticsEnabled: false, identityProviderInitiatedSSOEnabled: true, fetch })).toThrow(
      /requires the "oid"/,
    );
    expect(resolveOptions({ oid: 'o', fetch }).analyticsEnabled).toBe(true);
  });

  it('throws InvalidConfigurationError', () => {
    try {
      resolveOptions(undefined);
    } catch (error) {
      expect((error as Error).name).toBe('InvalidConfigurationError');
    }
  });
});
