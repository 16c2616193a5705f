/** Every identity migration, in order. Names are permanent: a renamed migration would run twice. */
import type { Migration } from 'kysely';
import { initial } from './0001-initial.ts';
import { oneTimeCodes } from './0002-one-time-codes.ts';
import { totp } from './0003-totp.ts';
import { webauthn } from './0004-webauthn.ts';
import { passwords } from './0005-passwords.ts';
import { samlAssertions } from './0006-saml-assertions.ts';
import { organisations } from './0007-organisations.ts';
import { attributesAndConsent } from './0008-attributes-and-consent.ts';
import { flowExtrasAndImpersonations } from './0009-flow-extras-and-impersonations.ts';
import { impersonationUses } from './0010-impersonation-uses.ts';
import { passwordLastUse } from './0011-password-last-use.ts';
import { roles } from './0012-roles.ts';
import { ssoSignOuts } from './0013-sso-sign-outs.ts';
import { assistants } from './0014-assistants.ts';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-one-time-codes': oneTimeCodes,
  '0003-totp': totp,
  '0004-webauthn': webauthn,
  '0005-passwords': passwords,
  '0006-saml-assertions': samlAssertions,
  '0007-organisations': organisations,
  '0008-attributes-and-consent': attributesAndConsent,
  '0009-flow-extras-and-impersonations': flowExtrasAndImpersonations,
  '0010-impersonation-uses': impersonationUses,
  '0011-password-last-use': passwordLastUse,
  '0012-roles': roles,
  '0013-sso-sign-outs': ssoSignOuts,
  '0014-assistants': assistants,
};
