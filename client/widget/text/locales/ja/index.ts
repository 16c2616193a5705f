import type { WidgetTranslation } from '../translation.ts';
import { JA_ACCOUNT } from './account.ts';
import { JA_ERRORS } from './errors.ts';
import { JA_PASSWORD_TOTP } from './password-totp.ts';
import { JA_SIGN_IN } from './sign-in.ts';
import { JA_WITHOUT_SCREENS } from './without-screens.ts';

export const JA: WidgetTranslation = {
  ...JA_SIGN_IN,
  ...JA_PASSWORD_TOTP,
  ...JA_ERRORS,
  ...JA_WITHOUT_SCREENS,
  ...JA_ACCOUNT,
};
