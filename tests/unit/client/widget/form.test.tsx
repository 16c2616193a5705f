// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentitySession } from '../../../../client/identity/session.ts';
import type { WidgetConfig } from '../../../../client/widget/config.ts';
import { WidgetProvider } from '../../../../client/widget/context.tsx';
import { Form, type FormProps } from '../../../../client/widget/Form.tsx';
import { Slot } from '../../../../client/widget/Slot.tsx';
import {
  BASE,
  fail,
  fakeApi,
  fakeSession,
  jwt,
  ok,
  pending,
  type Reply,
  type Route,
} from '../../../helpers/fake-identity-api.ts';
import { byText, click, mount, paste, type, type Mounted } from '../../../helpers/widget-dom.tsx';
import { eventually } from '../../../helpers/poll.ts';

const TOKEN = jwt({});
let mounted: Mounted | undefined;
let info: ReturnType<typeof vi.spyOn>;

// The identity client loads its flows on first use (the gate preloads them with the form); loading takes real
// time, which the fake timers below would outrun.
beforeAll(() => import('../../../../client/identity/flow.ts'));
beforeEach(() => {
  localStorage.clear();
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  mounted?.unmount();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function render(
  routes: Record<string, Route | Reply | Reply[]>,
  config: Partial<WidgetConfig> = {},
  props: FormProps = {},
) {
  const api = fakeApi(routes);
  const session = fakeSession(api.fetch);
  mounted = await mount(
    <WidgetProvider session={session} config={config}>
      <Form {...props} />
    </WidgetProvider>,
  );
  const { container } = mounted;
  return {
    api,
    container,
    text: () => container.textContent ?? '',
    email: () => container.querySelector<HTMLInputElement>('input[type=email]')!,
    submit: () => click(container.querySelector('[data-testid=sid-form-initial-submit-button]')),
  };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('sign-in form: initial screen', () => {
  it('shows the default logo (with an info log), the title, subtitle, e-mail input and Continue', async () => {
    const form = await render(
      {},
      { factors: [{ method: 'email_link' }], text: { 'initial.title': 'Welcome to ProcurePilot' } },
    );
    expect(info).toHaveBeenCalledWith('No logo provided. Using default logo.');
    expect(form.container.querySelector('h1')?.textContent).toBe('Welcome to ProcurePilot');
    expect(form.container.querySelector('h2')?.textContent).toBe('Sign in to your account');
    expect(form.email()).toBeTruthy();
    expect(form.container.querySelector('[role=tablist]')).toBeNull();
    expect(form.container.querySelector('select')).toBeNull();
    expect(form.container.querySelector('[data-testid=sid-form-initial-submit-button]')?.textContent).toBe(
      'Continue',
    );
  });

  it('validates on submit, disables Continue while invalid, and clears the error on typing', async () => {
    const form = await render({}, { factors: [{ method: 'email_link' }] });
    await type(form.email(), 'reader');
    await form.submit();
    expect(form.text()).toContain('Please enter your email address.');
    expect(
      form.container.querySelector<HTMLButtonElement>('[data-testid=sid-form-initial-submit-button]')
        ?.disabled,
    ).toBe(true);
    await type(form.email(), 'reader@example.com');
    expect(form.text()).not.toContain('Please enter your email address.');
  });

  it('shows Email/Phone tabs when both handle types are possible, defaulting to the last used type', async () => {
    localStorage.setItem(
      '@slashid/LAST_HANDLE',
      JSON.stringify({ type: 'phone_number', value: '+447700900123' }),
    );
    const form = await render(
      {},
      { factors: [{ method: 'email_link' }, { method: 'otp_via_sms' }], storeLastHandle: true },
    );
    const tabs = [...form.container.querySelectorAll('[role=tab]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['Email', 'Phone']);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    await eventually(() => expect(form.container.querySelector('input[type=tel]')).toBeTruthy());
    expect(form.container.querySelector<HTMLInputElement>('input[type=tel]')?.value).toBe('7700900123');
    await click(tabs[0]);
    expect(form.email()).toBeTruthy();
  });

  it('shows the "Authentication method" dropdown when several factors fit', async () => {
    const form = await render({}, { factors: [{ method: 'email_link' }, { method: 'otp_via_email' }] });
    expect(form.text()).toContain('Authentication method');
    expect([...form.container.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Email link',
      'OTP via email',
    ]);
  });

  it('separates single-sign-on buttons with "or"', async () => {
    const form = await render(
      {},
      {
        factors: [
          { method: 'email_link' },
          { method: 'oidc', options: { provider: 'github', client_id: 'c' } },
        ],
      },
    );
    expect(form.container.querySelector('.sid-divider')?.textContent).toBe('or');
    expect(byText(form.container, 'button', 'Sign in with GitHub')).toBeTruthy();
  });

  it('warns about children that are not slots and about unsupported slot names', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await render({}, {}, { children: [<p key="p">x</p>, <Slot key="s" name={'nope' as never} />] });
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
      expect.stringContaining('Only <Slot> elements'),
      expect.stringContaining('Unsupported slot name "nope"'),
    ]);
  });
});

describe('sign-in form: e-mail link', () => {
  it('waits on "Check your email" with a Resend prompt after 2000 ms, then succeeds', async () => {
    vi.useFakeTimers();
    const onSuccess = vi.fn();
    const form = await render(
      {
        'POST /id': ok([
          { id: 'c', type: 'proxy', authentication_method: 'email_link', options: { challenge_id: 'p' } },
        ]),
        'GET /challenge/p/v2': [pending, pending, pending, ok(TOKEN)],
      },
      { factors: [{ method: 'email_link' }], storeLastHandle: true },
      { onSuccess },
    );
    await type(form.email(), 'reader@example.com');
    await form.submit();
    expect(form.container.querySelector('[data-testid=sid-form-authenticating-state]')).toBeTruthy();
    expect(form.text()).toContain('Check your email');
    expect(form.text()).toContain('We have sent you a link via email to reader@example.com.');
    expect(form.text()).not.toContain("Didn't receive the message?");
    await advance(2000);
    expect(form.text()).toContain("Didn't receive the message?");
    await advance(3000);
    await eventually(() =>
      expect(form.container.querySelector('[data-testid=sid-form-success-state]')).toBeTruthy(),
    );
    expect(form.text()).toContain('You are now authenticated!');
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ token: TOKEN }));
    expect(JSON.parse(localStorage.getItem('@slashid/LAST_HANDLE') ?? '{}')).toEqual({
      type: 'email_address',
      value: 'reader@example.com',
    });
  });

  it('Resend starts attempt 2 with a new /id call; the prompt then waits 4000 ms', async () => {
    vi.useFakeTimers();
    const form = await render(
      {
        'POST /id': ok([
          { id: 'c', type: 'proxy', authentication_method: 'email_link', options: { challenge_id: 'p' } },
        ]),
        'GET /challenge/p/v2': pending,
      },
      { factors: [{ method: 'email_link' }] },
    );
    await type(form.email(), 'reader@example.com');
    await form.submit();
    await advance(2000);
    await click(form.container.querySelector('[data-testid=sid-form-prompt-cta]'));
    await advance(0);
    expect(form.api.calls('POST /id')).toHaveLength(2);
    await advance(3000);
    expect(form.container.querySelector('[data-testid=sid-form-prompt-cta]')).toBeNull();
    await advance(1000);
    expect(form.container.querySelector('[data-testid=sid-form-prompt-cta]')).toBeTruthy();
  });

  it('Back returns to the initial screen', async () => {
    const form = await render(
      {
        'POST /id': ok([
          { id: 'c', type: 'proxy', authentication_method: 'email_link', options: { challenge_id: 'p' } },
        ]),
        'GET /challenge/p/v2': pending,
      },
      { factors: [{ method: 'email_link' }] },
    );
    await type(form.email(), 'reader@example.com');
    await form.submit();
    await click(form.container.querySelector('[data-testid=sid-form-authenticating-cancel-button]'));
    expect(form.container.querySelector('[data-testid=sid-form-initial-state]')).toBeTruthy();
  });
});

describe('sign-in form: errors', () => {
  it('shows the rate-limit screen for 429 and retries with Try again', async () => {
    const onError = vi.fn();
    const form = await render(
      { 'POST /id': [fail(429, 'slow down'), fail(500, 'boom')] },
      { factors: [{ method: 'email_link' }] },
      { onError },
    );
    await type(form.email(), 'reader@example.com');
    await form.submit();
    await eventually(() =>
      expect(form.container.querySelector('[data-testid=sid-form-error-state]')).toBeTruthy(),
    );
    expect(form.text()).toContain('Too many attempts...');
    expect(form.text()).toContain('Your request has been rate limited. Please try again later.');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'RateLimitError' }),
      expect.objectContaining({ status: 'authenticating' }),
    );
    await click(form.container.querySelector('[data-testid=sid-form-error-retry-button]'));
    await eventually(() => expect(form.text()).toContain('Something went wrong...'));
    expect(form.text()).toContain('There has been an error while submitting your form. Please try again.');
    expect(form.container.querySelector('[data-testid=sid-form-error-retry-button]')?.textContent).toBe(
      'Try again',
    );
  });

  it('says how long a rate limit lasts, counting down, and lets the reader try again once it is over', async () => {
    vi.useFakeTimers();
    const limited: Reply = {
      status: 429,
      body: { errors: [{ httpcode: 429, message: 'too many requests; try again in 52 seconds' }] },
      headers: { 'Retry-After': '52' },
    };
    const form = await render({ 'POST /id': limited }, { factors: [{ method: 'email_link' }] });
    await type(form.email(), 'reader@example.com');
    await form.submit();
    await eventually(() => expect(form.text()).toContain('Please try again in 52 seconds.'));
    const retry = () =>
      form.container.querySelector<HTMLButtonElement>('[data-testid=sid-form-error-retry-button]')!;
    expect(retry().disabled).toBe(true);
    await advance(2000);
    expect(form.text()).toContain('Please try again in 50 seconds.');
    await advance(50_000);
    expect(form.text()).toContain('You can try again now.');
    expect(retry().disabled).toBe(false);
  });

  it('tells a reader whose address had all its messages to open the newest link, and when a new one can be sent', async () => {
    vi.useFakeTimers();
    const alreadySent: Reply = {
      status: 429,
      body: {
        errors: [
          {
            httpcode: 429,
            message:
              'a sign-in link was already sent to this address; open the newest one: it signs in the browser you open it in (a new one can be sent in 240 seconds)',
          },
        ],
      },
      headers: { 'Retry-After': '240' },
    };
    const form = await render({ 'POST /id': alreadySent }, { factors: [{ method: 'otp_via_email' }] });
    await type(form.email(), 'reader@example.com');
    await form.submit();
    await eventually(() => expect(form.text()).toContain('Check your inbox'));
    expect(form.text()).toContain('We have already sent you a sign-in link. Open the newest one');
    expect(form.text()).toContain('You can ask for a new link in 4 minutes.');
    expect(form.text()).not.toContain('Too many attempts');
    await advance(150_000);
    expect(form.text()).toContain('You can ask for a new link in 90 seconds.');
    await advance(90_000);
    expect(form.text()).not.toContain('You can ask for a new link');
    const retry = form.container.querySelector<HTMLButtonElement>(
      '[data-testid=sid-form-error-retry-button]',
    )!;
    expect([retry.textContent, retry.disabled]).toEqual(['Send a new link', false]);
  });

  it('shows "Log in expired" when the link expired', async () => {
    vi.useFakeTimers();
    const form = await render(
      {
        'POST /id': ok([
          { id: 'c', type: 'proxy', authentication_method: 'email_link', options: { challenge_id: 'p' } },
        ]),
        'GET /challenge/p/v2': fail(403, 'authentication has expired'),
      },
      { factors: [{ method: 'email_link' }] },
    );
    await type(form.email(), 'reader@example.com');
    await form.submit();
    await advance(1000);
    await eventually(() => expect(form.text()).toContain('Log in expired'));
  });
});

describe('sign-in form: one-time code', () => {
  it('auto-submits 6 digits, clears the boxes on a wrong code with "Please enter a valid code", then succeeds', async () => {
    const form = await render(
      {
        'POST /id': ok([{ id: 'o', type: 'otp', authentication_method: 'otp_via_email' }]),
        'POST /attestation/v3': [fail(401, 'wrong'), ok({ token: TOKEN })],
      },
      { factors: [{ method: 'otp_via_email' }] },
    );
    await type(form.email(), 'reader@example.com');
    await form.submit();
    await eventually(() => expect(form.container.querySelectorAll('.sid-otp__box')).toHaveLength(6));
    expect(form.text()).toContain(
      'We have sent you a code via email to reader@example.com. Please insert it here.',
    );
    await paste(form.container.querySelector('.sid-otp__box')!, '111111');
    await eventually(() => expect(form.text()).toContain('Please enter a valid code'));
    const boxes = [...form.container.querySelectorAll<HTMLInputElement>('.sid-otp__box')];
    expect(boxes.map((b) => b.value).join('')).toBe('');
    await paste(boxes[0]!, '222222');
    await eventually(() =>
      expect(form.container.querySelector('[data-testid=sid-form-success-state]')).toBeTruthy(),
    );
    expect(
      form.api.calls('POST /attestation/v3').map((r) => (r.body as { data: { otp: string } }).data.otp),
    ).toEqual(['111111', '222222']);
  });
});

describe('sign-in form: password', () => {
  it('create screen: required, mismatch, then the first failed server rule', async () => {
    const rules = {
      validation_rules: {
        regular_expressions: [
          { name: 'numeric_sequences_ascending', pattern: '(123|234|345)', match_type: 'must_not_match' },
        ],
      },
    };
    const form = await render(
      {
        'POST /id': ok([
          { id: 's', type: 'password_set', authentication_method: 'password', options: rules },
        ]),
      },
      { factors: [{ method: 'password' }] },
    );
    await type(form.email(), 'reader@example.com');
    await form.submit();
    await eventually(() => expect(form.text()).toContain('Create your password'));
    const submit = () =>
      click(form.container.querySelector('[data-testid=sid-form-authenticating-submit-button]'));
    await submit();
    expect(form.text()).toContain('Password is required');
    await type(form.container.querySelector<HTMLInputElement>('#password-input')!, 'abc12345x');
    await type(form.container.querySelector<HTMLInputElement>('#password-input-confirm')!, 'abc12345y');
    await submit();
    expect(form.text()).toContain('Passwords should match');
    await type(form.container.querySelector<HTMLInputElement>('#password-input-confirm')!, 'abc12345x');
    await submit();
    await eventually(() => expect(form.text()).toContain('Illegal sequence: 123'));
  });
});

describe('sign-in form: no user', () => {
  it('fails with "User not returned from /id" when the login yields no user', async () => {
    const session = new IdentitySession({
      oid: 'org-1',
      baseURL: BASE,
      analyticsEnabled: false,
      fetch: fakeApi({}).fetch,
    });
    vi.spyOn(session, 'logIn').mockResolvedValue(undefined as never);
    const onError = vi.fn();
    mounted = await mount(
      <WidgetProvider session={session} config={{ factors: [{ method: 'email_link' }] }}>
        <Form onError={onError} />
      </WidgetProvider>,
    );
    await type(mounted.container.querySelector<HTMLInputElement>('input[type=email]')!, 'reader@example.com');
    await click(mounted.container.querySelector('[data-testid=sid-form-initial-submit-button]'));
    await eventually(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('User not returned from /id'));
    expect(mounted.container.textContent).toContain('Something went wrong...');
  });
});
