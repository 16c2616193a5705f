/** The sign-in form: the methods it offers (factors), its logo, texts and behaviour. */
import { z } from 'zod';
import { READER_FACTOR_METHODS } from '../../identity/handles.ts';

const factorMethod = z.enum(READER_FACTOR_METHODS);

const handleType = z.enum(['email_address', 'phone_number']);

const factor = z.strictObject({
  /**
   * The sign-in method: `email_link`, `otp_via_email`, `otp_via_sms`, `sms_link`, `totp`, `webauthn`,
   * `password`, or the single sign-on buttons `oidc` (providers configured in the server's
   * `SSO_OIDC_PROVIDERS`) and `saml`. The identity service starts only the methods listed here.
   */
  method: factorMethod,
  /**
   * Options sent with the method: for `oidc`/`saml` `provider`, `client_id`, `ux_mode` (`'popup'` or
   * `'redirect'` with `redirect_target`); for `webauthn` `attachment`, `user_verification`, `resident_key`,
   * `attestation`, and `scope` (the passkeys' domain: the page's host by default, or a parent domain of it
   * or of `sdkURL`'s host).
   */
  options: z.record(z.string(), z.unknown()).optional(),
  /** Restricts the handles the method takes (by default: e-mail, phone or both, as the method needs). */
  allowedHandleTypes: z.array(handleType).optional(),
  /** The button text of a single sign-on method (default: the provider's name, or "SAML"). */
  label: z.string().optional(),
  /** The icon URL of a single sign-on method's button. Default none: a button without an icon. */
  logo: z.string().optional(),
});

export const formConfiguration = z.strictObject({
  /**
   * The sign-in methods the form offers, in order. Default: the e-mailed link only.
   * @default [{ method: 'email_link' }]
   */
  factors: z.array(factor).default([{ method: 'email_link' }]),
  /** The form's logo (a site path is served to readers who have not signed in); default docgen's logo. */
  logo: z.string().optional(),
  /**
   * Overrides of the form's texts by key (`'initial.title'`: default "Welcome to <title>"); tokens such as
   * `{{EMAIL_ADDRESS}}` are filled in where the text is shown.
   * @default {}
   */
  text: z.record(z.string(), z.string()).default({}),
  /**
   * Remember the last address or number used on this browser and offer it next time.
   * @default false
   */
  storeLastHandle: z.boolean().default(false),
  /**
   * The country a phone number field starts with (two capital letters).
   * @default 'US'
   */
  defaultCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .default('US'),
  /**
   * Show the "Top-tier security by docgen" line at the foot of the form.
   * @default true
   */
  showBanner: z.boolean().default(true),
});
