// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageData, SignInSiteData, SiteData } from '../../../../core/site/page-data.ts';
import { useGate } from '../../../../client/gate/use-gate.tsx';
import { SiteContext } from '../../../../theme/site-context.ts';
import { fakeApi, jwt, ok } from '../../../helpers/fake-identity-api.ts';
import { mount, type Mounted } from '../../../helpers/widget-dom.tsx';
import { eventually } from '../../../helpers/poll.ts';

const TOKEN = jwt({ oid: 'org-1', groups: [] });
let mounted: Mounted | undefined;
const replace = vi.fn();
const assign = vi.fn();

const signIn: SignInSiteData = {
  orgID: 'org-1',
  forceLogin: true,
  baseURL: '',
  sdkURL: '',
  privatePaths: [{ path: '/docs/admin/**', groups: ['admins'] }],
  privateRedirectPath: '/',
  uxMode: 'redirect',
  formConfiguration: {
    factors: [{ method: 'email_link' }],
    text: {},
    storeLastHandle: false,
    defaultCountryCode: 'US',
    showBanner: false,
  },
};
const site = {
  title: 'Docs',
  navbar: { title: 'x', hideOnScroll: false, items: [] },
  footer: { style: 'dark', links: [], copyright: '' },
  signIn,
  locale: { locale: 'en', htmlLang: 'en', path: 'en', isDefault: true },
} as unknown as SiteData;
const pageAt = (route: string) => ({ kind: 'notFound', route, title: 'x' }) as PageData;

/** The gate's slots, rendered inside the site's context as the theme renders them. */
const germanSite = {
  ...site,
  locale: { locale: 'de', htmlLang: 'de', path: 'de', isDefault: false },
} as unknown as SiteData;

function Harness({ route, shown = site }: { route: string; shown?: SiteData }) {
  const gate = useGate(shown, pageAt(route));
  return (
    <SiteContext.Provider value={{ site: shown, page: pageAt(route) }}>
      <div className="sign-in-slot">{gate.slots.signIn}</div>
      <main>{gate.slots.beforeContent}</main>
    </SiteContext.Provider>
  );
}

function at(path: string) {
  const url = new URL(path, 'http://localhost:3000');
  vi.stubGlobal('location', {
    ...window.location,
    origin: url.origin,
    href: url.href,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace,
    assign,
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  replace.mockReset();
  assign.mockReset();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const api = fakeApi({
    'POST /actions/sdk': ok({}),
    'POST /token/validate': (request) => ok({ valid: (request.body as { token: string }).token === TOKEN }),
  });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  mounted?.unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the client gate in redirect mode (the default)', () => {
  it('sends a visitor of a private page to privateRedirectPath, remembering the page first asked for', async () => {
    at('/docs/overview?tab=1#intro');
    mounted = await mount(<Harness route="/docs/overview" />);
    await eventually(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('docgen:return-to')).toBe('/docs/overview?tab=1#intro');
    expect(mounted.container.querySelector('.sid-form')).toBeNull();
  });

  it("sends a visitor of another locale's private page to that locale's copy of privateRedirectPath", async () => {
    at('/de/docs/overview');
    mounted = await mount(<Harness route="/de/docs/overview" shown={germanSite} />);
    await eventually(() => expect(replace).toHaveBeenCalledWith('/de'));
  });

  it('shows the form on the redirect path itself instead of looping', async () => {
    at('/');
    mounted = await mount(<Harness route="/" />);
    await eventually(() => expect(mounted?.container.querySelector('.sid-form')).toBeTruthy());
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a signed-in reader without the groups of a private path away too', async () => {
    localStorage.setItem('@slashid/USER_TOKEN', TOKEN);
    at('/docs/admin/keys');
    mounted = await mount(<Harness route="/docs/admin/keys" />);
    await eventually(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('docgen:return-to')).toBeNull();
  });

  it('lets a signed-in reader stay, and lands them on the page first asked for', async () => {
    localStorage.setItem('@slashid/USER_TOKEN', TOKEN);
    sessionStorage.setItem('docgen:return-to', '/docs/overview');
    at('/');
    mounted = await mount(<Harness route="/" />);
    await eventually(() => expect(assign).toHaveBeenCalledWith('/docs/overview'));
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps a signed-in reader on any other page they open, forgetting the page remembered before', async () => {
    localStorage.setItem('@slashid/USER_TOKEN', TOKEN);
    sessionStorage.setItem('docgen:return-to', '/docs/overview');
    at('/docs/faq');
    mounted = await mount(<Harness route="/docs/faq" />);
    await eventually(() => expect(mounted?.container.textContent).toContain('Log out'));
    expect(sessionStorage.getItem('docgen:return-to')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('never lands on another origin', async () => {
    localStorage.setItem('@slashid/USER_TOKEN', TOKEN);
    sessionStorage.setItem('docgen:return-to', '//evil.test/x');
    at('/');
    mounted = await mount(<Harness route="/" />);
    await eventually(() => expect(mounted?.container.textContent).toContain('Log out'));
    expect(assign).not.toHaveBeenCalled();
  });
});
