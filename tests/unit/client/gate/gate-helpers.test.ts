// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SignInSiteData, SiteData } from '../../../../core/site/page-data.ts';
import { apiUrls, gateConfig } from '../../../../client/gate/config.ts';
import { formFactors, widgetConfig } from '../../../../client/gate/widget-config.ts';
import { widgetTexts } from '../../../../client/widget/text/locales/index.ts';
import { siteDataFor } from '../../../../core/site/visible-links.ts';
import {
  adoptReturnToParam,
  rememberReturnTo,
  safeReturnPath,
  takeReturnTo,
} from '../../../../client/gate/return-to.ts';

const signIn = (patch: Partial<SignInSiteData> = {}): SignInSiteData => ({
  orgID: 'org',
  forceLogin: true,
  baseURL: '',
  sdkURL: '',
  privatePaths: [],
  privateRedirectPath: '/',
  uxMode: 'redirect',
  formConfiguration: {
    factors: [],
    text: {},
    storeLastHandle: true,
    defaultCountryCode: 'US',
    showBanner: false,
  },
  ...patch,
});

const site = (items: SiteData['navbar']['items'], extra: Partial<SiteData> = {}) =>
  ({
    title: 'Docs',
    navbar: { title: 'x', hideOnScroll: false, items },
    footer: { style: 'dark', links: [], copyright: '' },
    locale: { locale: 'en', htmlLang: 'en' },
    ...extra,
  }) as SiteData;

describe('gate configuration', () => {
  it('puts the API and the SDK page on this origin by default', () => {
    expect(apiUrls(signIn(), 'https://docs.test')).toEqual({
      baseURL: 'https://docs.test/api',
      sdkURL: 'https://docs.test/api/sdk.html',
    });
    expect(
      apiUrls(signIn({ baseURL: 'https://id.test', sdkURL: 'https://id.test/sdk.html' }), 'https://docs.test')
        .baseURL,
    ).toBe('https://id.test');
  });

  it('defaults the factors to e-mail link and adds an OIDC popup factor when a client and provider are set', () => {
    expect(formFactors(signIn())).toEqual([{ method: 'email_link' }]);
    expect(formFactors(signIn({ oidcClientID: 'cid', oidcProvider: 'google' }))).toEqual([
      { method: 'email_link' },
      { method: 'oidc', options: { client_id: 'cid', provider: 'google', ux_mode: 'popup' } },
    ]);
  });

  it('builds the widget configuration: title from the site, text overrides, country US', async () => {
    const config = gateConfig(site([], { signIn: signIn() }), 'https://docs.test', 'dark');
    expect(config && widgetConfig(config, await widgetTexts(config.locale))).toMatchObject({
      text: { 'initial.title': 'Welcome to Docs' },
      defaultCountryCode: 'US',
      theme: 'dark',
      showBanner: false,
    });
    expect(gateConfig(site([]), 'https://docs.test', 'light')).toBeUndefined();
  });

  it("gives the widget the page's language: its texts, the site's title in the welcome, the site's overrides last", async () => {
    const german = { locale: 'de', htmlLang: 'de' } as SiteData['locale'];
    const overrides = signIn();
    overrides.formConfiguration = { ...overrides.formConfiguration, text: { 'initial.submit': 'Los' } };
    const config = gateConfig(site([], { signIn: overrides, locale: german }), 'https://docs.test', 'light');
    expect(config && widgetConfig(config, await widgetTexts(config.locale)).text).toMatchObject({
      'initial.title': 'Willkommen bei Docs',
      'authenticating.title.emailLink': 'Prüfen Sie Ihr Postfach',
      'initial.submit': 'Los',
    });
    const arabic = gateConfig(
      site([], { signIn: signIn(), locale: { ...german, htmlLang: 'ar' } }),
      'https://x',
      'light',
    );
    const arabicTexts = await widgetTexts('ar');
    expect(arabic && widgetConfig(arabic, arabicTexts).text?.['initial.title']).toBe('مرحبًا بك في Docs');
  });
});

describe('the page first asked for', () => {
  it('accepts same-origin paths only', () => {
    const origin = 'https://docs.test';
    expect(safeReturnPath('/docs/overview?x=1#h', origin)).toBe('/docs/overview?x=1#h');
    for (const bad of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'docs',
      '',
      null,
    ]) {
      expect(safeReturnPath(bad, origin)).toBeUndefined();
    }
  });

  it('yields only same-origin paths for an open-redirect corpus', () => {
    const origin = 'https://docs.test';
    const corpus = [
      '//evil.test',
      '///evil.test',
      '/\\evil.test',
      '/\t/evil.test',
      '\t//evil.test',
      ' //evil.test',
      'https:evil.test',
      'https://docs.test@evil.test/',
      'http://docs.test/x',
      'data:text/html,hi',
      'JaVaScRiPt:alert(1)',
      '/%2f%2fevil.test',
      '/.//evil.test',
      '/docs/../..//evil.test',
    ];
    for (const value of corpus) {
      const path = safeReturnPath(value, origin);
      if (path !== undefined) expect(new URL(path, origin).origin, value).toBe(origin);
    }
  });

  it('takes a same-origin return_to from the address and removes it; drops any other', () => {
    history.replaceState(null, '', '/?return_to=%2Fdocs%2Ffaq%3Fx%3D1&y=2');
    adoptReturnToParam(location.origin);
    expect(location.search).toBe('?y=2');
    expect(takeReturnTo(location.origin)).toBe('/docs/faq?x=1');
    history.replaceState(null, '', '/?return_to=%2F%2Fevil.test%2Fx');
    adoptReturnToParam(location.origin);
    expect(location.search).toBe('');
    expect(takeReturnTo(location.origin)).toBeUndefined();
  });

  it('is remembered once per tab', () => {
    rememberReturnTo('/docs/overview');
    expect(takeReturnTo(location.origin)).toBe('/docs/overview');
    expect(takeReturnTo(location.origin)).toBeUndefined();
  });
});

describe('navbar items with private targets', () => {
  it('hides ordinary items whose string target the reader may not open, and keeps everything else', () => {
    const items: SiteData['navbar']['items'] = [
      { type: 'default', label: 'Documentation', to: '/docs/overview', position: 'left' },
      { type: 'default', label: 'Blog', to: '/blog', position: 'left' },
      { type: 'default', label: 'Company', href: 'https://company.test', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'signIn', position: 'right' },
    ];
    const visible = siteDataFor(site(items), (path) => !path.startsWith('/docs'));
    expect(visible.navbar.items.map((i) => ('label' in i ? i.label : i.type))).toEqual([
      'Blog',
      'Company',
      'docsVersionDropdown',
      'signIn',
    ]);
    const all = site(items);
    expect(siteDataFor(all, () => true)).toBe(all);
  });
});
