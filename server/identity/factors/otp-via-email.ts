/** otp_via_email: a 6-digit code e-mailed through the outbox (the shared rules are in `one-time-code.ts`). */
import { checkEmailAddress } from '../../../core/identity/index.ts';
import { Failures } from '../errors.ts';
import { composeCodeMail } from '../mail/compose-code.ts';
import { composeNoAccessMail } from '../mail/compose.ts';
import { decideRegistration } from '../registration/policy.ts';
import { attestCode, CODE_TTL_MS, startCodeFlow } from './one-time-code.ts';
import type { FactorModule } from './types.ts';

export const otpViaEmailFactor: FactorModule = {
  method: 'otp_via_email',
  challengeTypes: ['otp'],

  async start(service, request) {
    const { config, limiter, storage } = service;
    if (request.handle?.type !== 'email_address')
      throw Failures.unsupportedHandle('otp_via_email', 'email_address');
    const checked = checkEmailAddress(request.handle.value);
    if (!checked.ok) throw Failures.malformedEmail(checked.reason);
    const address = checked.address;

    const byIp = await limiter.check('sendsPerIp', 'ip', request.clientSubject);
    if (!byIp.ok) throw Failures.rateLimited(byIp.retryAfterSeconds);
    const byAddress = await limiter.check('sendsPerAddress', 'address', address);
    if (!byAddress.ok) throw Failures.rateLimited(byAddress.retryAfterSeconds);

    const handle = { type: 'email_address' as const, value: address };
    const registered =
      config.registration.mode === 'open'
        ? false
        : Boolean(await storage.persons.findByHandle(request.orgId, handle));
    const decision = decideRegistration(config.registration, address, registered);
    if (decision === 'refused') throw Failures.selfRegistrationNotAllowed();

    const brand = {
      siteTitle: config.siteTitle,
      productName: config.productName,
      publicUrl: config.publicUrl,
    };
    return startCodeFlow(service, request, {
      method: 'otp_via_email',
      handle,
      allowed: decision === 'allowed',
      deliver: (code, now) => ({
        mail: code
          ? composeCodeMail({
              ...brand,
              to: address,
              code,
              device: request.device,
              requestedAt: new Date(now),
              expiresInMinutes: CODE_TTL_MS / 60_000,
            })
          : composeNoAccessMail({
              ...brand,
              to: address,
              device: request.device,
              requestedAt: new Date(now),
            }),
      }),
    });
  },

  attest: attestCode,
};
