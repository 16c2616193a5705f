/**
 * The widget's one English text catalogue. Every key can be overridden through
 * `formConfiguration.text`; tokens `{{EMAIL_ADDRESS}}`, `{{PHONE_NUMBER}}`, `{{ILLEGAL_SEQUENCE}}`,
 * `{{TIME_REMAINING}}`, `{{COUNT}}` are filled in where the text is shown.
 */
import { ACCOUNT_TEXT } from './account.ts';
import { ERROR_TEXT } from './errors.ts';
import { PASSWORD_TOTP_TEXT } from './password-totp.ts';
import { SIGN_IN_TEXT } from './sign-in.ts';
import { WITHOUT_SCREENS_TEXT } from './without-screens.ts';

export const TEXT = {
  ...SIGN_IN_TEXT,
  ...PASSWORD_TOTP_TEXT,
  ...ERROR_TEXT,
  ...WITHOUT_SCREENS_TEXT,
  ...ACCOUNT_TEXT,
} as const;

export type TextKey = keyof typeof TEXT;
export type TextFn = (key: TextKey, tokens?: Record<string, string>) => string;

/** Replaces every `{{TOKEN}}` it has a value for. */
export function interpolate(text: string, tokens: Record<string, string> = {}): string {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => tokens[name] ?? whole);
}

export function createText(overrides: Record<string, string> = {}): TextFn {
  const merged: Record<string, string> = { ...TEXT, ...overrides };
  return (key, tokens) => interpolate(merged[key] ?? key, tokens);
}
