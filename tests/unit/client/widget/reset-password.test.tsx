// @vitest-environment jsdom
/**
 * The page a password reset link opens: the set-password screen driven by the link's `password_reset`
 * challenge, the server's refusals in the widget's words, and a clear message for a link that no longer
 * works (used, expired) instead of a form or a blank page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowContext } from '../../../../core/identity/flow-context.ts';
import { encodeChallengesParam } from '../../../../core/identity/index.ts';
import { WidgetProvider } from '../../../../client/widget/context.tsx';
import { ResetPasswordScreen } from '../../../../client/widget/screens/ResetPasswordScreen.tsx';
import { fail, fakeApi, fakeSession, jwt, ok, type Reply } from '../../../helpers/fake-identity-api.ts';
import { byText, click, mount, type, type Mounted } from '../../../helpers/widget-dom.tsx';
import { eventually } from '../../../helpers/poll.ts';

const TOKEN = jwt({ authenticated_methods: ['password'] });
const SEARCH = `?challenges=${encodeChallengesParam([
  {
    id: 'reset-secret',
    type: 'password_reset',
    authentication_method: 'password',
    options: {
      validation_rules: {
        regular_expressions: [{ name: 'length', pattern: '^[\\s\\S]{8,256}$', match_type: 'must_match' }],
      },
    },
  },
])}`;
const context = (state: FlowContext['state']): FlowContext => ({
  state,
  device: 'Chrome on Linux',
  requested_at: '2030-01-01T12:00:00.000Z',
  expires_at: '2030-01-01T12:10:00.000Z',
});

let mounted: Mounted | undefined;
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  mounted?.unmount();
  vi.restoreAllMocks();
});

async function open(known: FlowContext | undefined, attestations: Reply[] = []) {
  const api = fakeApi({ 'POST /attestation/v3': attestations });
  const session = fakeSession(api.fetch);
  const onDone = vi.fn();
  const link = {
    context: Promise.resolve(known),
    reset: () => session.load().getUserFromURL(SEARCH),
  };
  mounted = await mount(
    <WidgetProvider session={session} config={{ showBanner: false }}>
      <ResetPasswordScreen link={link} onDone={onDone} />
    </WidgetProvider>,
  );
  const { container } = mounted;
  const setPassword = async (password: string, confirmation = password) => {
    await eventually(() => expect(container.querySelector('#password-input-confirm')).not.toBeNull());
    await type(container.querySelector<HTMLInputElement>('#password-input')!, password);
    await type(container.querySelector<HTMLInputElement>('#password-input-confirm')!, confirmation);
    await click(container.querySelector('[data-testid=sid-form-authenticating-submit-button]'));
  };
  return { api, container, onDone, setPassword, text: () => container.textContent ?? '' };
}

describe('the password reset page', () => {
  it('asks for the new password twice, shows the rule the server refused it by, then signs the reader in', async () => {
    const page = await open(context('pending'), [
      fail(400, 'invalid_password: common_password_xkcd'),
      ok({ token: TOKEN }),
    ]);
    await eventually(() => expect(page.text()).toContain('Choose a new password'));
    expect(page.text()).toContain('Your old password stops working once you set this one.');

    await page.setPassword('Tr0mb0ne-Galaxy', 'Tr0mb0ne-Galaxi');
    expect(page.text()).toContain('Passwords should match');
    await page.setPassword('short');
    expect(page.text()).toContain('8-256 characters required');
    expect(page.api.calls('POST /attestation/v3')).toHaveLength(0);

    await page.setPassword('sunshine-sunshine');
    await eventually(() => expect(page.text()).toContain('Common password'));
    await page.setPassword('New-Tr0mb0ne-Galaxy');
    await eventually(() => expect(page.onDone).toHaveBeenCalledTimes(1));
    expect(page.onDone.mock.calls[0]?.[0]).toMatchObject({ token: TOKEN });
    expect(page.api.calls('POST /attestation/v3').map((r) => r.body)).toEqual([
      {
        challenge_id: 'reset-secret',
        challenge_type: 'password_reset',
        data: { password: 'sunshine-sunshine' },
      },
      {
        challenge_id: 'reset-secret',
        challenge_type: 'password_reset',
        data: { password: 'New-Tr0mb0ne-Galaxy' },
      },
    ]);
  });

  it.each(['completed', 'expired', 'failed'] as const)(
    'says a %s link is no longer valid, without a form; Close leaves without a user',
    async (state) => {
      const page = await open(context(state));
      await eventually(() => expect(page.text()).toContain('This link is no longer valid'));
      expect(page.text()).toContain('A password reset link works once and only for a short time.');
      expect(page.container.querySelector('input')).toBeNull();
      await click(byText(page.container, 'button', 'Close'));
      expect(page.onDone).toHaveBeenCalledWith(undefined);
      expect(page.api.requests).toHaveLength(0);
    },
  );

  it('says so too when the link was spent while the form was open (403 authentication has expired)', async () => {
    const page = await open(context('pending'), [fail(403, 'authentication has expired')]);
    await page.setPassword('New-Tr0mb0ne-Galaxy');
    await eventually(() => expect(page.text()).toContain('This link is no longer valid'));
    expect(page.onDone).not.toHaveBeenCalled();
  });

  it('shows the generic error for any other failure', async () => {
    const page = await open(context('pending'), [fail(500, 'boom')]);
    await page.setPassword('New-Tr0mb0ne-Galaxy');
    await eventually(() => expect(page.text()).toContain('Something went wrong...'));
    expect(page.text()).toContain('There has been an error while submitting your form. Please try again.');
  });

  it('Back leaves the page without a user and without spending the link', async () => {
    const page = await open(context('pending'));
    await eventually(() => expect(page.text()).toContain('Choose a new password'));
    await click(byText(page.container, 'button', 'Back'));
    await eventually(() => expect(page.onDone).toHaveBeenCalledWith(undefined));
    expect(page.api.requests).toHaveLength(0);
  });
});
