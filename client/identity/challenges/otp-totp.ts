/**
 * `otp`, `totp_register`, `totp_verify`: wait for the app to publish `otpCodeSubmitted`, attest it; a 401
 * means a wrong code, so the same challenge is asked again.
 */
import type { Challenge } from '../../../core/identity/challenges.ts';
import type { IdentityErrorSlug } from '../../../core/identity/errors.ts';
import { IdentityError, ResponseError } from '../errors.ts';
import { attest, emit, reportFailedAttempt, type ChallengeHandler, type ProcessContext } from './context.ts';

/** A wrong code's slug names the way it came: e-mail, text message, or an authenticator app. */
function incorrectCodeSlug(challenge: Challenge, context: ProcessContext): IdentityErrorSlug {
  if (challenge.type !== 'otp') return 'incorrect_otp_code';
  return context.factor.method === 'otp_via_sms'
    ? 'incorrect_otp_code_via_sms'
    : 'incorrect_otp_code_via_email';
}

async function codeLoop(
  challenge: Challenge,
  context: ProcessContext,
  emptyMessage: string,
  ask: () => void,
): Promise<string> {
  ask();
  for (;;) {
    const code = await context.emitter.waitFor('otpCodeSubmitted', context.flowId);
    if (!code) throw new IdentityError('InvalidActionError', emptyMessage);
    try {
      return await attest(context, challenge, challenge.type, { otp: code });
    } catch (error) {
      if (!(error instanceof ResponseError) || error.status !== 401) throw error;
      emit(context, 'otpIncorrectCodeSubmitted', { factor: context.factor, challengeId: challenge.id });
      reportFailedAttempt(context, challenge, incorrectCodeSlug(challenge, context), error.message);
      if (challenge.type === 'otp') emit(context, 'otpCodeSent');
    }
  }
}

export const otp: ChallengeHandler = (challenge, context) =>
  codeLoop(challenge, context, 'no OTP code provided', () => {
    emit(context, 'otpSmsSent');
    emit(context, 'otpCodeSent');
  });

export const totpRegister: ChallengeHandler = (challenge, context) => {
  const options = (challenge.options ?? {}) as {
    key_uri?: string;
    qr_code_data_b64?: string;
    recovery_codes?: string[];
  };
  return codeLoop(challenge, context, 'no TOTP code provided', () =>
    emit(context, 'totpKeyGenerated', {
      uri: options.key_uri ?? '',
      qrCode: options.qr_code_data_b64 ?? '',
      recoveryCodes: options.recovery_codes ?? [],
    }),
  );
};

export const totpVerify: ChallengeHandler = (challenge, context) =>
  codeLoop(challenge, context, 'no TOTP code provided', () => emit(context, 'totpCodeRequested'));
