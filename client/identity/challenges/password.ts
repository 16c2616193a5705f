/**
 * `password_set`, `password_reset`, `password_verify`: ask, wait for
 * `passwordSubmitted`, check the rules locally, attest. A 400 on set (rules) or a 401 on verify (wrong
 * password) asks again on the same challenge.
 */
import type { Challenge } from '../../../core/identity/challenges.ts';
import { IdentityError, ResponseError } from '../errors.ts';
import { failedPasswordRules, rulesOf, type FailedRule, type PasswordRule } from '../password-rules.ts';
import { attest, emit, reportFailedAttempt, type ChallengeHandler, type ProcessContext } from './context.ts';

const NO_PASSWORD = 'No password provided';

async function nextPassword(context: ProcessContext): Promise<string> {
  const password = await context.emitter.waitFor('passwordSubmitted', context.flowId);
  if (!password) throw new IdentityError('InvalidActionError', NO_PASSWORD);
  return password;
}

async function setLoop(
  challenge: Challenge,
  context: ProcessContext,
  ready: 'passwordSetReady' | 'passwordResetReady',
) {
  const rules = rulesOf(challenge.options);
  emit(context, ready);
  for (;;) {
    const password = await nextPassword(context);
    const failedRules = failedPasswordRules(password, rules);
    if (failedRules.length > 0) {
      const failureDetail = `invalid_password: ${failedRules.map((rule) => rule.name).join(', ')}`;
      emit(context, 'invalidPasswordSubmitted', {
        failedRules,
        authenticationFactor: context.factor,
        challengeId: challenge.id,
        failureDetail,
      });
      reportFailedAttempt(context, challenge, 'invalid_password', failureDetail);
      emit(context, ready);
      continue;
    }
    try {
      return await attest(context, challenge, challenge.type, { password });
    } catch (error) {
      if (!(error instanceof ResponseError) || error.status !== 400) throw error;
      emit(context, 'invalidPasswordSubmitted', {
        failedRules: rulesNamedIn(error.message, rules),
        challengeId: challenge.id,
        failureDetail: error.message,
      });
      reportFailedAttempt(context, challenge, 'invalid_password', error.message);
      emit(context, ready);
    }
  }
}

export const passwordSet: ChallengeHandler = (challenge, context) =>
  setLoop(challenge, context, 'passwordSetReady');
export const passwordReset: ChallengeHandler = (challenge, context) =>
  setLoop(challenge, context, 'passwordResetReady');

export const passwordVerify: ChallengeHandler = async (challenge, context) => {
  emit(context, 'passwordVerifyReady');
  for (;;) {
    const password = await nextPassword(context);
    try {
      return await attest(context, challenge, 'password_verify', { password });
    } catch (error) {
      if (!(error instanceof ResponseError) || error.status !== 401) throw error;
      emit(context, 'incorrectPasswordSubmitted', {
        authenticationFactor: context.factor,
        challengeId: challenge.id,
        failureDetail: error.message,
      });
      reportFailedAttempt(context, challenge, 'incorrect_password', error.message);
      emit(context, 'passwordVerifyReady');
    }
  }
};

/**
 * The rules a server refusal (`invalid_password: a, b`) names: rules the server checks alone (the common
 * password list) come back this way, and the widget shows the first one's text.
 */
function rulesNamedIn(message: string, rules: readonly PasswordRule[]): FailedRule[] {
  const names = /^invalid_password: (.+)$/.exec(message)?.[1]?.split(', ') ?? [];
  return names.map((name) => {
    const rule = rules.find((r) => r.name === name);
    return {
      type: 'regex',
      name,
      regexp: rule?.pattern ?? '',
      matchType: rule?.match_type ?? 'must_not_match',
    };
  });
}
