// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, withDefaults, type WidgetConfig } from '../../../../client/widget/config.ts';
import { WidgetProvider } from '../../../../client/widget/context.tsx';
import { Form } from '../../../../client/widget/Form.tsx';
import {
  fakeApi,
  fakeSession,
  jwt,
  ok,
  pending,
  type Reply,
  type Route,
} from '../../../helpers/fake-identity-api.ts';
import { byText, click, mount, type, type Mounted } from '../../../helpers/widget-dom.tsx';
import { eventually } from '../../../helpers/poll.ts';

const BANNER = 'Top-tier security by docgen';
const LAST_HANDLE = '@slashid/LAST_HANDLE';
const TOKEN = jwt({});
let mounted: Mounted | undefined;

beforeAll(() => import('../../../../client/identity/flow.ts'));
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
});

async function render(config: Partial<WidgetConfig>, routes: Record<string, Route | Reply | Reply[]> = {}) {
  const api = fakeApi(routes);
  mounted = await mount(
    <WidgetProvider session={fakeSession(api.fetch)} config={config}>
      <Form />
    </WidgetProvider>,
  );
  const { container } = mounted;
  return {
    api,
    container,
    tabs: () => [...container.querySelectorAll('[role=tab]')].map((tab) => tab.textContent),
    methods: () => [...container.querySelectorAll('option')].map((option) => option.textContent),
    banner: () => container.querySelector('.sid-footer')?.textContent,
    email: () => container.querySelector<HTMLInputElement>('input[type=email]'),
    submit: () => click(container.querySelector('[data-testid=sid-form-initial-submit-button]')),
  };
}

const emailLinkRoutes = {
  'POST /id': ok([
    { id: 'n', type: 'nonce', authentication_method: 'email_link', options: { challenge: 'c' } },
  ]),
  'POST /attestation/v3': ok({ token: TOKEN }),
};

describe('widget defaults', () => {
  it('are passkeys and e-mail link, no remembered handle, the banner on, country US', () => {
    expect(withDefaults({})).toMatchObject({
      factors: [{ method: 'webauthn' }, { method: 'email_link' }],
      storeLastHandle: false,
      showBanner: true,
      defaultCountryCode: 'US',
    });
    expect(withDefaults({ showBanner: undefined, storeLastHandle: true })).toMatchObject({
      showBanner: DEFAULT_CONFIG.showBanner,
      storeLastHandle: true,
    });
  });

  it('offer passkeys and e-mail link, and show the banner, when nothing is configured', async () => {
    const form = await render({});
    expect(form.tabs()).toEqual([]);
    expect(form.methods()).toEqual(['Passkeys', 'Email link']);
    expect(form.banner()).toBe(BANNER);
  });

  it('neither prefill the last handle nor remember the one that signed in', async () => {
    localStorage.setItem(LAST_HANDLE, JSON.stringify({ type: 'email_address', value: 'old@example.com' }));
    const form = await render({ factors: [{ method: 'email_link' }] }, emailLinkRoutes);
    expect(form.email()?.value).toBe('');
    await type(form.email()!, 'reader@example.com');
    await form.submit();
    await eventually(() =>
      expect(form.container.querySelector('[data-testid=sid-form-success-state]')).toBeTruthy(),
    );
    expect(JSON.parse(localStorage.getItem(LAST_HANDLE) ?? '{}')).toEqual({
      type: 'email_address',
      value: 'old@example.com',
    });
  });
});

describe('the footer banner', () => {
  it('shows "Top-tier security by …" on the initial and the following screens', async () => {
    const form = await render(
      { factors: [{ method: 'email_link' }] },
      {
        'POST /id': ok([
          { id: 'c', type: 'proxy', authentication_method: 'email_link', options: { challenge_id: 'p' } },
        ]),
        'GET /challenge/p/v2': pending,
      },
    );
    expect(form.banner()).toBe(BANNER);
    await type(form.email()!, 'reader@example.com');
    await form.submit();
    expect(form.container.querySelector('[data-testid=sid-form-authenticating-state]')).toBeTruthy();
    expect(form.banner()).toBe(BANNER);
    expect(form.container.querySelectorAll('.sid-footer')).toHaveLength(1);
  });

  it('is hidden on every screen with showBanner: false', async () => {
    const form = await render({ factors: [{ method: 'email_link' }], showBanner: false }, emailLinkRoutes);
    expect(form.banner()).toBeUndefined();
    await type(form.email()!, 'reader@example.com');
    await form.submit();
    await eventually(() =>
      expect(form.container.querySelector('[data-testid=sid-form-success-state]')).toBeTruthy(),
    );
    expect(form.banner()).toBeUndefined();
    expect(form.container.textContent).not.toContain('Top-tier security');
  });
});

describe('allowedHandleTypes', () => {
  it('password takes an e-mail address or a phone number unless restricted', async () => {
    const form = await render({ factors: [{ method: 'password' }] });
    expect(form.tabs()).toEqual(['Email', 'Phone']);
  });

  it('restricts a factor to the listed handle types', async () => {
    const form = await render({ factors: [{ method: 'password', allowedHandleTypes: ['email_address'] }] });
    expect(form.tabs()).toEqual([]);
    expect(form.email()).toBeTruthy();
    expect(form.container.querySelector('input[type=tel]')).toBeNull();
  });

  it('offers a restricted factor only under its handle types, and signs in with it there', async () => {
    const form = await render(
      {
        factors: [{ method: 'password', allowedHandleTypes: ['phone_number'] }, { method: 'email_link' }],
      },
      { 'POST /id': ok([{ id: 'v', type: 'password_verify', authentication_method: 'password' }]) },
    );
    expect(form.tabs()).toEqual(['Email', 'Phone']);
    // One factor fits each tab: no "Authentication method" to choose.
    expect(form.container.textContent).not.toContain('Authentication method');
    await click(byText(form.container, '[role=tab]', 'Phone'));
    await eventually(() => expect(form.container.querySelector('input[type=tel]')).toBeTruthy());
    expect(form.container.textContent).not.toContain('Authentication method');
    await type(form.container.querySelector<HTMLInputElement>('input[type=tel]')!, '2025550123');
    await form.submit();
    await eventually(() => expect(form.api.calls('POST /id')).toHaveLength(1));
    expect(form.api.calls('POST /id')[0]?.body).toMatchObject({
      handle: { type: 'phone_number', value: '+12025550123' },
      factor: { method: 'password' },
    });
  });
});
