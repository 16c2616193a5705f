/** The factors this server implements. Known methods without a module answer a clear 400. */
import type { ChallengeType, FactorMethod } from '../../../core/identity/index.ts';
import { emailLinkFactor } from './email-link.ts';
import type { FactorModule } from './types.ts';

const FACTORS: readonly FactorModule[] = [emailLinkFactor];

export function factorForMethod(method: FactorMethod): FactorModule | undefined {
  return FACTORS.find((factor) => factor.method === method);
}

export function factorForChallenge(type: ChallengeType): FactorModule | undefined {
  return FACTORS.find((factor) => factor.challengeTypes.includes(type));
}
