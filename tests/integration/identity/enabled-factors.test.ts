/**
 * The server starts exactly the factor methods the site enables: a site built on e-mailed links answers a
 * request for a 6-digit code, a password, an authenticator app or a passkey with the documented 400.
 */
import type { FactorMethod } from '../../../core/identity/index.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

async function harness(enabledMethods: FactorMethod[]) {
  const h = await startHarness({ enabledMethods });
  opened.push(h);
  return h;
}

const startWith = (h: Harness, method: string) =>
  h.inject({
    method: 'POST',
    url: '/api/id/v2',
    headers: { 'slashid-orgid': ORG_ID },
    payload: {
      handle: { type: 'email_address', value: 'ada@example.com' },
      factor: { method, options: { method } },
    },
  });

describe('factor methods the site did not enable', () => {
  it('are refused with a 400 envelope naming what the site offers; the enabled one works', async () => {
    const h = await harness(['email_link']);
    for (const method of ['otp_via_email', 'password', 'totp', 'webauthn', 'otp_via_sms', 'sms_link']) {
      const response = await startWith(h, method);
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          { httpcode: 400, message: `factor method ${method} is not enabled on this site; use email_link` },
        ],
      });
    }
    expect((await startWith(h, 'email_link')).statusCode).toBe(200);
    expect(await h.storage.outbox.list({ limit: 10 })).toHaveLength(1);
  });

  it('include password recovery: no reset link for a site without passwords', async () => {
    const h = await harness(['email_link']);
    const response = await h.inject({
      method: 'POST',
      url: '/api/recover',
      headers: { 'slashid-orgid': ORG_ID },
      payload: {
        handle: { type: 'email_address', value: 'ada@example.com' },
        factor: { method: 'password' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await h.storage.outbox.list({ limit: 10 })).toHaveLength(0);
  });

  it('leave the steps of an enabled flow alone: a password flow still proves the address with a code', async () => {
    const h = await harness(['password']);
    const response = await startWith(h, 'password');
    expect(response.statusCode).toBe(200);
    expect(response.json().result.map((c: { type: string }) => c.type)).toEqual(['otp', 'password_set']);
  });
});
