import type { WidgetTranslation } from '../translation.ts';
import { AR_ACCOUNT } from './account.ts';
import { AR_ERRORS } from './errors.ts';
import { AR_PASSWORD_TOTP } from './password-totp.ts';
import { AR_SIGN_IN } from './sign-in.ts';
import { AR_WITHOUT_SCREENS } from './without-screens.ts';

export const AR: WidgetTranslation = {
  ...AR_SIGN_IN,
  ...AR_PASSWORD_TOTP,
  ...AR_ERRORS,
  ...AR_WITHOUT_SCREENS,
  ...AR_ACCOUNT,
};
