// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeChallengesParam } from '../../../../core/identity/challenges.ts';
import type { PageData, SignInSiteData, SiteData } from '../../../../core/site/page-data.ts';
import { useGate } from '../../../../client/gate/use-gate.tsx';
import { SiteContext } from '../../../../theme/site-context.ts';
import { fakeApi, jwt, ok, type Reply, type Route } from '../../../helpers/fake-identity-api.ts';
import { byText, click, mount, type Mounted } from '../../../helpers/widget-dom.tsx';
import { eventually } from '../../../helpers/poll.ts';

const TOKEN = jwt({ oid: 'org-1', groups: ['customers'] });
let mounted: Mounted | undefined;

const signIn: SignInSiteData = {
  orgID: 'org-1',
  forceLogin: true,
  baseURL: '',
  sdkURL: '',
  privatePaths: [],
  privateRedirectPath: '/',
  uxMode: 'modal',
  formConfiguration: {
    factors: [{ method: 'email_link' }],
    text: {},
    storeLastHandle: true,
    defaultCountryCode: 'US',
    showBanner: false,
  },
};
const site = {
  title: 'ProcurePilot Docs',
  navbar: {
    title: 'x',
    hideOnScroll: false,
    items: [
      { type: 'default', label: 'Documentation', to: '/docs/overview', position: 'left' },
      { type: 'signIn', position: 'right' },
    ],
  },
  footer: { style: 'dark', links: [], copyright: '' },
  signIn,
  locale: { locale: 'en', htmlLang: 'en', path: 'en', isDefault: true },
} as unknown as SiteData;
const page = { kind: 'notFound', route: '/docs/overview', title: 'Overview' } as PageData;

/** The gate's slots, rendered inside the site's context as the theme renders them. */
function Harness({ gated = site, shown = page }: { gated?: SiteData; shown?: PageData }) {
  const gate = useGate(gated, shown);
  return (
    <SiteContext.Provider value={{ site: gated, page: shown }}>
      <nav>
        {gate.site.navbar.items.map((item) =>
          'label' in item ? <a key={item.label}>{item.label}</a> : null,
        )}
      </nav>
      <div className="sign-in-slot">{gate.slots.signIn}</div>
      <main>{gate.slots.beforeContent}</main>
    </SiteContext.Provider>
  );
}

function setup(routes: Record<string, Route | Reply | Reply[]>) {
  const api = fakeApi({
    'POST /actions/sdk': ok({}),
    'POST /token/validate': (request) => ok({ valid: (request.body as { token: string }).token === TOKEN }),
    'POST /token/revoke': ok({}),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const settle = () =>
  eventually(() =>
    expect(mounted?.container.querySelector('.sign-in-slot button:not([disabled])')).toBeTruthy(),
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/docs/overview');
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  mounted?.unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-docgen-gate-locked');
  document.documentElement.removeAttribute('data-theme');
});

describe('the client gate (forceLogin, modal mode)', () => {
  it('shows the sign-in form that cannot be dismissed, hides private navbar items and locks the page', async () => {
    setup({});
    localStorage.setItem('MY_USER_TOKEN', 'stale');
    mounted = await mount(<Harness />);
    await settle();
    await eventually(() => expect(mounted?.container.querySelector('.sid-form')).toBeTruthy());
    expect(localStorage.getItem('MY_USER_TOKEN')).toBeNull();
    expect(mounted.container.querySelector('.docgen-gate__close')).toBeNull();
    expect(byText(mounted.container, 'nav a', 'Documentation')).toBeUndefined();
    expect(byText(mounted.container, '.sign-in-slot button', 'Log in')).toBeTruthy();
    expect(document.documentElement.hasAttribute('data-docgen-gate-locked')).toBe(true);
  });

  it("draws the sign-in form in the page's colour mode, also after the reader switches it", async () => {
    setup({});
    mounted = await mount(<Harness />);
    await eventually(() => expect(mounted?.container.querySelector('.sid-theme-root__light')).toBeTruthy());
    await act(async () => void (document.documentElement.dataset.theme = 'dark'));
    await eventually(() => expect(mounted?.container.querySelector('.sid-theme-root__dark')).toBeTruthy());
    expect(mounted.container.querySelector('.sid-theme-root__light')).toBeNull();
  });

  it('restores a stored token: Log out, MY_USER_TOKEN set; Log out removes it and closes the gate again', async () => {
    const api = setup({});
    localStorage.setItem('@slashid/USER_TOKEN', TOKEN);
    mounted = await mount(<Harness />);
    await settle();
    expect(byText(mounted.container, '.sign-in-slot button', 'Log out')).toBeTruthy();
    // Written by an effect, which may run just after the render that shows Log out.
    await eventually(() => expect(localStorage.getItem('MY_USER_TOKEN')).toBe(TOKEN));
    expect(byText(mounted.container, 'nav a', 'Documentation')).toBeTruthy();
    expect(mounted.container.querySelector('.sid-form')).toBeNull();
    expect(document.documentElement.hasAttribute('data-docgen-gate-locked')).toBe(false);

    expect(byText(mounted.container, '.sign-in-slot a', 'Assistants')).toBeUndefined();
    await click(byText(mounted.container, '.sign-in-slot button', 'Log out'));
    await eventually(() => expect(byText(mounted!.container, '.sign-in-slot button', 'Log in')).toBeTruthy());
    expect(localStorage.getItem('MY_USER_TOKEN')).toBeNull();
    expect(localStorage.getItem('@slashid/USER_TOKEN')).toBeNull();
    expect(api.calls('POST /token/revoke')).toHaveLength(1);
    await eventually(() => expect(mounted?.container.querySelector('.sid-form')).toBeTruthy());
  });

  it('links a signed-in reader to the assistants they approved when the site has them, not a visitor', async () => {
    setup({});
    const withAssistants = { ...site, assistantsPage: true } as SiteData;
    mounted = await mount(<Harness gated={withAssistants} />);
    await settle();
    expect(byText(mounted.container, '.sign-in-slot button', 'Log in')).toBeTruthy();
    expect(byText(mounted.container, '.sign-in-slot a', 'Assistants')).toBeUndefined();
    mounted.unmount();

    localStorage.setItem('@slashid/USER_TOKEN', TOKEN);
    mounted = await mount(<Harness gated={withAssistants} />);
    await settle();
    const link = byText(mounted.container, '.sign-in-slot a', 'Assistants');
    expect(link?.getAttribute('href')).toBe('/account/assistants');
  });

  it('sends VirtualPageLoaded_v1 for each other page shown in-page, not for the page loaded', async () => {
    const api = setup({});
    localStorage.setItem('@slashid/USER_TOKEN', TOKEN);
    mounted = await mount(<Harness />);
    await settle();
    const pageViews = () =>
      api
        .calls('POST /actions/sdk')
        .map((request) => (request.body as { event_data: { event_name: string } }).event_data)
        .filter((event) => event.event_name === 'VirtualPageLoaded_v1');
    expect(pageViews()).toEqual([]);
    const faq = { ...page, route: '/docs/faq' };
    await mounted.rerender(<Harness shown={faq} />);
    expect(pageViews()).toEqual([{ event_name: 'VirtualPageLoaded_v1', person_id: 'pid:1' }]);
    await mounted.rerender(<Harness shown={{ ...faq }} />);
    expect(pageViews()).toHaveLength(1);
    await mounted.rerender(<Harness />);
    expect(pageViews()).toHaveLength(2);
  });

  it('on an e-mail link asks "Continue signing in?" and attests only after the click', async () => {
    const nonce = {
      id: 'nonce-1',
      type: 'nonce' as const,
      authentication_method: 'email_link' as const,
      options: { challenge: 'secret' },
    };
    const api = setup({
      'GET /flows/nonce-1/context': ok({
        state: 'pending',
        device: 'Chrome on Linux',
        requested_at: '2026-01-01T10:00:00Z',
        expires_at: '2026-01-01T10:10:00Z',
      }),
      'POST /attestation/v3': ok({ token: TOKEN }),
    });
    history.replaceState(null, '', `/?challenges=${encodeChallengesParam([nonce])}`);
    mounted = await mount(<Harness />);
    await eventually(() => expect(mounted?.container.textContent).toContain('Chrome on Linux'));
    expect(mounted.container.textContent).toContain('Continue signing in?');
    // No Log in / Log out while the question is open, not even a hidden one keeping its place.
    expect(mounted.container.querySelector('.sign-in-slot')?.childElementCount).toBe(0);
    expect(api.calls('POST /attestation/v3')).toHaveLength(0);
    await click(byText(mounted.container, 'button', 'Continue'));
    await eventually(() =>
      expect(byText(mounted!.container, '.sign-in-slot button', 'Log out')).toBeTruthy(),
    );
    expect(api.calls('POST /attestation/v3')[0]?.body).toEqual({
      challenge_id: 'nonce-1',
      challenge_type: 'nonce',
      data: { challenge: 'secret' },
    });
    expect(location.search).toBe('');
    // Written by an effect, which may run just after the render that shows Log out.
    await eventually(() => expect(localStorage.getItem('MY_USER_TOKEN')).toBe(TOKEN));
  });

  it('Cancel on the link prompt signs nobody in and removes the parameters', async () => {
    const api = setup({});
    history.replaceState(
      null,
      '',
      `/?challenges=${encodeChallengesParam([{ id: 'n', type: 'nonce', authentication_method: 'email_link', options: { challenge: 'c' } }])}`,
    );
    mounted = await mount(<Harness />);
    await eventually(() => expect(byText(mounted!.container, 'button', 'Cancel')).toBeTruthy());
    await click(byText(mounted.container, 'button', 'Cancel'));
    await settle();
    expect(api.calls('POST /attestation/v3')).toHaveLength(0);
    expect(location.search).toBe('');
    expect(byText(mounted.container, '.sign-in-slot button', 'Log in')).toBeTruthy();
  });
});

describe('the client gate on a public page', () => {
  it('opens the sign-in form on the first click of Log in, although the form loads lazily', async () => {
    setup({});
    const open = { ...site, signIn: { ...signIn, forceLogin: false } };
    mounted = await mount(<Harness gated={open} />);
    await settle();
    expect(mounted.container.querySelector('.sid-form')).toBeNull();
    await click(byText(mounted.container, '.sign-in-slot button', 'Log in'));
    await eventually(() => expect(mounted?.container.querySelector('.sid-form')).toBeTruthy());
    expect(mounted.container.querySelector('.docgen-gate__close')).toBeTruthy();
  });
});

describe('the client gate on a German page', () => {
  it('speaks German: Log in, the form around it, the link prompt and Log out', async () => {
    const german = {
      ...site,
      locale: { ...site.locale, locale: 'de', htmlLang: 'de', path: 'de', isDefault: false },
    } as SiteData;
    const open = { ...german, signIn: { ...signIn, forceLogin: false } };
    setup({});
    mounted = await mount(<Harness gated={open} />);
    await settle();
    await click(byText(mounted.container, '.sign-in-slot button', 'Anmelden'));
    await eventually(() => expect(mounted?.container.querySelector('.sid-form')).toBeTruthy());
    expect(mounted.container.querySelector('[role=dialog]')?.getAttribute('aria-label')).toBe('Anmelden');
    expect(mounted.container.querySelector('.docgen-gate__close')?.getAttribute('aria-label')).toBe(
      'Schließen',
    );
    mounted.unmount();

    const nonce = {
      id: 'n-de',
      type: 'nonce' as const,
      authentication_method: 'email_link' as const,
      options: { challenge: 'c' },
    };
    setup({
      'GET /flows/n-de/context': ok({
        state: 'pending',
        device: 'Chrome unter Linux',
        requested_at: '2026-01-01T10:00:00Z',
        expires_at: '2026-01-01T10:10:00Z',
      }),
      'POST /attestation/v3': ok({ token: TOKEN }),
    });
    history.replaceState(null, '', `/?challenges=${encodeChallengesParam([nonce])}`);
    mounted = await mount(<Harness gated={german} />);
    await eventually(() =>
      expect(mounted?.container.textContent).toContain('von Chrome unter Linux angefordert'),
    );
    expect(mounted.container.textContent).toContain('Anmeldung fortsetzen?');
    expect(mounted.container.textContent).toContain('am 1. Januar 2026 um');
    await click(byText(mounted.container, 'button', 'Fortfahren'));
    await eventually(() =>
      expect(byText(mounted!.container, '.sign-in-slot button', 'Abmelden')).toBeTruthy(),
    );
  });
});
