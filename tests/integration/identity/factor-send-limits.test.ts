/**
 * The registry applies the send limits a start declares, before the start sends anything: a factor never
 * applies them itself (`factors/registry.ts`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Handle } from '../../../core/identity/index.ts';
import { IdentityError } from '../../../server/identity/errors.ts';
import { startFlow } from '../../../server/identity/factors/registry.ts';
import type { FactorStart, StartRequest } from '../../../server/identity/factors/types.ts';
import { ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

const handle: Handle = { type: 'email_address', value: 'reader@example.com' };
const request: StartRequest = {
  clientSubject: 'client-a',
  language: 'en',
  device: 'Firefox on Linux',
  orgId: ORG_ID,
  handle,
  factor: { method: 'email_link' },
};

/** A start that sends a message to `handle`, counting the messages it sent. */
function sendingStart(sendLimits: FactorStart['sendLimits']): FactorStart & { sent: number } {
  const starter = {
    sendLimits,
    sent: 0,
    async start() {
      return {
        sendsTo: handle,
        send: async () => {
          starter.sent += 1;
          return [];
        },
      };
    },
  };
  return starter;
}

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('startFlow', () => {
  it('holds a start that sends to the per-address limit it declares, refusing before it sends', async () => {
    harness = await startHarness();
    const starter = sendingStart(['perAddress']);
    await startFlow(starter, harness.identity.service, request);
    const refused = await startFlow(starter, harness.identity.service, request).catch((error) => error);
    expect(refused).toBeInstanceOf(IdentityError);
    expect((refused as IdentityError).status).toBe(429);
    expect(starter.sent).toBe(1);
  });

  it('holds a start that declares no limit to none', async () => {
    harness = await startHarness();
    const starter = sendingStart([]);
    for (let i = 0; i < 3; i += 1) await startFlow(starter, harness.identity.service, request);
    expect(starter.sent).toBe(3);
  });

  it('hands out challenges of a start that sends nothing without counting them', async () => {
    harness = await startHarness();
    const challenges = [{ id: 'c', type: 'password_verify', authentication_method: 'password' }] as const;
    const verifying: FactorStart = {
      sendLimits: ['perAddress'],
      start: async () => ({ challenges: [...challenges] }),
    };
    for (let i = 0; i < 3; i += 1)
      expect(await startFlow(verifying, harness.identity.service, request)).toEqual(challenges);
    const sending = sendingStart(['perAddress']);
    await startFlow(sending, harness.identity.service, request);
    expect(sending.sent).toBe(1);
  });
});
