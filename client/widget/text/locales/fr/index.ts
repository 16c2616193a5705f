import type { WidgetTranslation } from '../translation.ts';
import { FR_ACCOUNT } from './account.ts';
import { FR_ERRORS } from './errors.ts';
import { FR_PASSWORD_TOTP } from './password-totp.ts';
import { FR_SIGN_IN } from './sign-in.ts';
import { FR_WITHOUT_SCREENS } from './without-screens.ts';

export const FR: WidgetTranslation = {
  ...FR_SIGN_IN,
  ...FR_PASSWORD_TOTP,
  ...FR_ERRORS,
  ...FR_WITHOUT_SCREENS,
  ...FR_ACCOUNT,
};
