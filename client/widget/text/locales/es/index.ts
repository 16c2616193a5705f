import type { WidgetTranslation } from '../translation.ts';
import { ES_ACCOUNT } from './account.ts';
import { ES_ERRORS } from './errors.ts';
import { ES_PASSWORD_TOTP } from './password-totp.ts';
import { ES_SIGN_IN } from './sign-in.ts';
import { ES_WITHOUT_SCREENS } from './without-screens.ts';

export const ES: WidgetTranslation = {
  ...ES_SIGN_IN,
  ...ES_PASSWORD_TOTP,
  ...ES_ERRORS,
  ...ES_WITHOUT_SCREENS,
  ...ES_ACCOUNT,
};
