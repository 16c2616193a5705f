/**
 * Anonymous readers and step-up through our SDK client and the vendor SDK, on SQLite and PostgreSQL: create an
 * anonymous user, keep an attribute, upgrade by signing in with an e-mailed link (clicked here through the
 * API), then step up with an e-mailed code.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountRig, type AccountRig } from './helpers/account-rig.ts';
import { BACKENDS } from './helpers/backends.ts';
import { codeIn } from './helpers/codes.ts';
import { nonceFromLink } from './helpers/harness.ts';
import { poll } from '../../helpers/poll.ts';

describe.each(BACKENDS)('anonymous readers and step-up through both SDKs on %s', (backend) => {
  let rig: AccountRig;

  beforeAll(async () => {
    rig = await startAccountRig(backend, { anonymousPersons: true });
  });
  afterAll(async () => {
    await rig?.close();
  });

  /** Delivers the newest message to `address` and returns it. */
  async function mailTo(address: string, after: number) {
    return poll(() => {
      void rig.h.deliver();
      return rig.h.transport.sent.slice(after).find((m) => m.to === address);
    }, `mail to ${address}`);
  }

  /** Answers the e-mailed link as the reader's click would: attests its nonce. */
  async function clickLink(address: string, after: number): Promise<void> {
    const mail = await mailTo(address, after);
    const attested = await rig.h.attest(nonceFromLink(mail.links[0]!));
    expect(attested.statusCode).toBe(200);
  }

  /** An e-mailed code for `address`, once the flow asked for it. */
  const codeFor = async (address: string, after: number) => codeIn((await mailTo(address, after)).subject);

  it('our client: anonymous user, upgrade by e-mail link keeping attributes, step-up with a code', async () => {
    const anonymous = await rig.ours.createAnonymousUser();
    expect(anonymous.anonymous).toBe(true);
    await anonymous.setAttributes({ cart: ['book'] });
    const sent = rig.h.transport.sent.length;
    const upgrading = anonymous.upgrade(
      { type: 'email_address', value: 'ada@example.com' },
      { method: 'email_link' },
    );
    await clickLink('ada@example.com', sent);
    const user = await upgrading;
    expect(user.anonymous).toBe(false);
    expect(await user.getAttributes()).toEqual({ cart: ['book'] });

    rig.h.clock.advance(61_000);
    const before = rig.h.transport.sent.length;
    rig.ours.subscribe('otpCodeSent', () => {
      void codeFor('ada@example.com', before).then((code) => rig.ours.publish('otpCodeSubmitted', code));
    });
    const stepped = await user.mfa(
      { type: 'email_address', value: 'ada@example.com' },
      { method: 'otp_via_email' },
    );
    expect(stepped.authentication).toEqual(['email_link', 'otp_via_email']);
    expect(stepped.ID).toBe(user.ID);
  });

  it('the vendor SDK: anonymous user, upgrade by e-mail link keeping attributes, step-up with a code', async () => {
    rig.h.clock.advance(61_000);
    const anonymous = await rig.vendor.createAnonymousUser();
    expect(anonymous.anonymous).toBe(true);
    await anonymous.set({ theme: 'dark' });
    const sent = rig.h.transport.sent.length;
    const upgrading = anonymous.id(
      { type: 'email_address', value: 'bob@example.com' },
      { method: 'email_link' },
    );
    await clickLink('bob@example.com', sent);
    const user = await upgrading;
    expect(user.anonymous).toBe(false);
    expect(await user.get()).toEqual({ theme: 'dark' });

    rig.h.clock.advance(61_000);
    const before = rig.h.transport.sent.length;
    rig.vendor.subscribe('otpCodeSent', () => {
      void codeFor('bob@example.com', before).then((code) => rig.vendor.publish('otpCodeSubmitted', code));
    });
    // The vendor's user takes the new token in place.
    await user.mfa({ type: 'email_address', value: 'bob@example.com' }, { method: 'otp_via_email' });
    expect(decodeJwt(user.token).authenticated_methods).toEqual(['email_link', 'otp_via_email']);
  });
});
