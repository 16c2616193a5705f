/**
 * One-time codes through our SDK client (`client/identity`) against a real server on a real port with real
 * storage: the code arrives by a real SMTP server (or the dev SMS outbox), the client hears `otpCodeSent`,
 * a wrong code is `otpIncorrectCodeSubmitted` and the flow goes on, the right one resolves with the user.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IdentityClient } from '../../../client/identity/index.ts';
import { codeIn, otherCode } from './helpers/codes.ts';
import { ORG_ID } from './helpers/harness.ts';
import { startSdkRig, type SdkRig } from './helpers/sdk-rig.ts';

let rig: SdkRig;
let client: IdentityClient;
let events: Array<[string, unknown]>;
let nextEvent: SdkRig['nextEvent'];

beforeEach(async () => {
  rig = await startSdkRig([
    'idFlowStarted',
    'otpCodeSent',
    'otpIncorrectCodeSubmitted',
    'idFlowSucceeded',
    'idFlowFailed',
  ]);
  ({ client, events, nextEvent } = rig);
});

afterEach(async () => {
  await rig.close();
});

describe('one-time codes through the SDK client', () => {
  it('signs in with an e-mailed code after a wrong one, mail through real SMTP', async () => {
    const signingIn = client.id(
      ORG_ID,
      { type: 'email_address', value: 'ada@example.com' },
      { method: 'otp_via_email' },
    );
    await nextEvent('otpCodeSent', 0);
    const mail = await rig.mailTo('ada@example.com');
    const code = codeIn(mail.headers.subject);
    expect(mail.text).toContain(code);

    const before = events.length;
    client.publish('otpCodeSubmitted', otherCode(code));
    await nextEvent('otpIncorrectCodeSubmitted', before);
    await nextEvent('otpCodeSent', before);
    client.publish('otpCodeSubmitted', code);

    const user = await signingIn;
    expect(user.authentication).toEqual(['otp_via_email']);
    expect(await client.validateToken(user.token)).toBe(true);
    expect(events.map(([name]) => name)).toEqual([
      'idFlowStarted',
      'otpCodeSent',
      'otpIncorrectCodeSubmitted',
      'otpCodeSent',
      'idFlowSucceeded',
    ]);
    expect(events[2]![1]).toMatchObject({ factor: { method: 'otp_via_email' } });
  });

  it('fails the flow with the timeout slug once a code has had its five tries', async () => {
    const signingIn = client.id(
      ORG_ID,
      { type: 'email_address', value: 'bob@example.com' },
      { method: 'otp_via_email' },
    );
    const failed = signingIn.catch((error: unknown) => error);
    await nextEvent('otpCodeSent', 0);
    const mail = await rig.mailTo('bob@example.com');
    const wrong = otherCode(codeIn(mail.headers.subject));
    for (let i = 0; i < 5; i++) {
      const before = events.length;
      client.publish('otpCodeSubmitted', wrong);
      await nextEvent(i < 4 ? 'otpIncorrectCodeSubmitted' : 'idFlowFailed', before);
    }
    expect(await failed).toMatchObject({ name: 'TimeoutError' });
    expect(events.findLast(([name]) => name === 'idFlowFailed')?.[1]).toMatchObject({ errorText: 'timeout' });
  });

  it('signs in with a texted code from the dev SMS outbox, the number normalised', async () => {
    const signingIn = client.id(
      ORG_ID,
      { type: 'phone_number', value: '+44 20 7946 0958' },
      { method: 'otp_via_sms' },
    );
    await nextEvent('otpCodeSent', 0);
    const [sms] = await rig.h.storage.smsMessages.list(1);
    expect(sms?.to).toBe('+442079460958');
    client.publish('otpCodeSubmitted', codeIn(sms?.text));
    const user = await signingIn;
    expect(user.authentication).toEqual(['otp_via_sms']);
    expect(user.authentications.at(-1)?.handle).toEqual({ type: 'phone_number', value: '+442079460958' });
  });

  it('reports a malformed phone number with its slug', async () => {
    const error = await client
      .id(ORG_ID, { type: 'phone_number', value: '555-0100' }, { method: 'otp_via_sms' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InvalidPhoneNumberFormatError' });
    expect(events.findLast(([name]) => name === 'idFlowFailed')?.[1]).toMatchObject({
      errorText: 'invalid_phone_number_format',
    });
  });
});
