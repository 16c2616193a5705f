/**
 * Authenticator apps through our SDK client (`client/identity`) against a real server on a real port with
 * real storage and a real SMTP server: the first sign-in confirms the address by an e-mailed code, gets the
 * key (`totpKeyGenerated`) and registers it with a code the test computes; later sign-ins ask for a code
 * (`totpCodeRequested`) or take a recovery code.
 */
import { URI, type TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IdentityClient } from '../../../client/identity/index.ts';
import { codeIn, otherCode } from './helpers/codes.ts';
import { ORG_ID } from './helpers/harness.ts';
import { startSdkRig, type SdkRig } from './helpers/sdk-rig.ts';

const HANDLE = { type: 'email_address' as const, value: 'tess@example.com' };
let rig: SdkRig;
let client: IdentityClient;
let events: Array<[string, unknown]>;
let nextEvent: SdkRig['nextEvent'];

beforeEach(async () => {
  rig = await startSdkRig([
    'idFlowStarted',
    'otpCodeSent',
    'otpIncorrectCodeSubmitted',
    'totpKeyGenerated',
    'totpCodeRequested',
    'idFlowSucceeded',
    'idFlowFailed',
  ]);
  ({ client, events, nextEvent } = rig);
});

afterEach(async () => {
  await rig.close();
});

/** The first sign-in: the e-mailed code, then the key's code. Returns the key and the recovery codes. */
async function registerAuthenticator(): Promise<{ totp: TOTP; recoveryCodes: string[] }> {
  const signingIn = client.id(ORG_ID, HANDLE, { method: 'totp' });
  await nextEvent('otpCodeSent', 0);
  const mail = await rig.mailTo(HANDLE.value);
  client.publish('otpCodeSubmitted', codeIn(mail.headers.subject));
  const key = (await nextEvent('totpKeyGenerated', 0)) as {
    uri: string;
    qrCode: string;
    recoveryCodes: string[];
  };
  expect(key.qrCode).toMatch(/^iVBORw0KGgo/);
  const totp = URI.parse(key.uri) as TOTP;
  const before = events.length;
  client.publish('otpCodeSubmitted', otherCode(totp.generate({ timestamp: rig.h.clock.now() })));
  await nextEvent('otpIncorrectCodeSubmitted', before);
  client.publish('otpCodeSubmitted', totp.generate({ timestamp: rig.h.clock.now() }));
  const user = await signingIn;
  expect(user.authentication).toEqual(['totp']);
  expect(await client.validateToken(user.token)).toBe(true);
  return { totp, recoveryCodes: key.recoveryCodes };
}

describe('TOTP through the SDK client', () => {
  it('registers on the first sign-in and asks for a code from the app on the next', async () => {
    const { totp } = await registerAuthenticator();
    expect(events.map(([name]) => name)).toEqual([
      'idFlowStarted',
      'otpCodeSent',
      'totpKeyGenerated',
      'otpIncorrectCodeSubmitted',
      'idFlowSucceeded',
    ]);

    rig.h.clock.advance(60_000);
    const from = events.length;
    const signingIn = client.id(ORG_ID, HANDLE, { method: 'totp' });
    await nextEvent('totpCodeRequested', from);
    client.publish('otpCodeSubmitted', totp.generate({ timestamp: rig.h.clock.now() }));
    const user = await signingIn;
    expect(user.authentication).toEqual(['totp']);
    expect(user.firstLogin).toBe(false);
  });

  it('signs in with a recovery code instead, once', async () => {
    const { recoveryCodes } = await registerAuthenticator();
    const from = events.length;
    const signingIn = client.id(ORG_ID, HANDLE, { method: 'totp' });
    await nextEvent('totpCodeRequested', from);
    client.publish('otpCodeSubmitted', recoveryCodes[0]);
    expect((await signingIn).authentication).toEqual(['totp']);

    const again = events.length;
    const second = client.id(ORG_ID, HANDLE, { method: 'totp' });
    await nextEvent('totpCodeRequested', again);
    client.publish('otpCodeSubmitted', recoveryCodes[0]);
    await nextEvent('otpIncorrectCodeSubmitted', again);
    client.publish('otpCodeSubmitted', recoveryCodes[1]);
    expect((await second).authentication).toEqual(['totp']);
  });
});
