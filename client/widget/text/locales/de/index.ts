import type { WidgetTranslation } from '../translation.ts';
import { DE_ACCOUNT } from './account.ts';
import { DE_ERRORS } from './errors.ts';
import { DE_PASSWORD_TOTP } from './password-totp.ts';
import { DE_SIGN_IN } from './sign-in.ts';
import { DE_WITHOUT_SCREENS } from './without-screens.ts';

export const DE: WidgetTranslation = {
  ...DE_SIGN_IN,
  ...DE_PASSWORD_TOTP,
  ...DE_ERRORS,
  ...DE_WITHOUT_SCREENS,
  ...DE_ACCOUNT,
};
