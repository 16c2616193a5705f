import type { WidgetTranslation } from '../translation.ts';
import { HE_ACCOUNT } from './account.ts';
import { HE_ERRORS } from './errors.ts';
import { HE_PASSWORD_TOTP } from './password-totp.ts';
import { HE_SIGN_IN } from './sign-in.ts';
import { HE_WITHOUT_SCREENS } from './without-screens.ts';

export const HE: WidgetTranslation = {
  ...HE_SIGN_IN,
  ...HE_PASSWORD_TOTP,
  ...HE_ERRORS,
  ...HE_WITHOUT_SCREENS,
  ...HE_ACCOUNT,
};
