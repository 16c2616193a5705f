/**
 * otp_via_sms: a 6-digit code texted through the configured `SmsSender` (the shared rules are in
 * `one-time-code.ts`). The number is normalised to E.164 first; a provider that refuses the number for good
 * answers 400 `unreachable phone number`, one that is down 503, and the flow is failed either way.
 */
import { checkPhoneNumber } from '../../../core/identity/index.ts';
import { Failures } from '../errors.ts';
import { composeCodeSms, composeNoAccessSms } from '../mail/compose-code.ts';
import { decideRegistration } from '../registration/policy.ts';
import { sendFlowText } from '../sms/send-text.ts';
import { attestCode, CODE_TTL_MS, startCodeFlow } from './one-time-code.ts';
import type { FactorModule } from './types.ts';

export const otpViaSmsFactor: FactorModule = {
  method: 'otp_via_sms',
  challengeTypes: ['otp'],

  async start(service, request) {
    const { config, limiter, storage } = service;
    if (!service.sms) throw Failures.smsNotConfigured('otp_via_sms');
    if (request.handle?.type !== 'phone_number')
      throw Failures.unsupportedHandle('otp_via_sms', 'phone_number');
    const checked = checkPhoneNumber(request.handle.value);
    if (!checked.ok) throw Failures.malformedPhone(checked.reason);
    const number = checked.number;

    const byIp = await limiter.check('sendsPerIp', 'ip', request.clientSubject);
    if (!byIp.ok) throw Failures.rateLimited(byIp.retryAfterSeconds);
    const byNumber = await limiter.check('sendsPerAddress', 'address', number);
    if (!byNumber.ok) throw Failures.rateLimited(byNumber.retryAfterSeconds);

    const handle = { type: 'phone_number' as const, value: number };
    const registered =
      config.registration.mode === 'open'
        ? false
        : Boolean(await storage.persons.findByHandle(request.orgId, handle));
    const decision = decideRegistration(config.registration, number, registered);
    if (decision === 'refused') throw Failures.selfRegistrationNotAllowed();

    return startCodeFlow(service, request, {
      method: 'otp_via_sms',
      handle,
      allowed: decision === 'allowed',
      deliver: (code) => ({
        afterStore: (flowId) =>
          sendFlowText(service, {
            method: 'otp_via_sms',
            flowId,
            to: number,
            text: code
              ? composeCodeSms({ siteTitle: config.siteTitle, code, expiresInMinutes: CODE_TTL_MS / 60_000 })
              : composeNoAccessSms({ siteTitle: config.siteTitle, publicUrl: config.publicUrl }),
          }),
      }),
    });
  },

  attest: attestCode,
};
