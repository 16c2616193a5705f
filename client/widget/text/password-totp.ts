/**
 * Texts of the password and authenticator-app (TOTP) screens, the recovery codes, the
 * address confirmation before a new authenticator or passkey is registered, and the page a password reset
 * link opens.
 */
const SEQUENCE_RULES = [
  'alphanumeric_sequences_1',
  'alphanumeric_sequences_2',
  'numeric_sequences_ascending',
  'numeric_subsequences_ascending',
  'numeric_sequences_descending',
  'numeric_subsequences_descending',
] as const;

type SequenceRuleKey = `authenticating.setPassword.validation.${(typeof SEQUENCE_RULES)[number]}`;

/** The one text every illegal-sequence rule of the password check shows, in a language. */
export function sequenceRuleTexts(text: string): Record<SequenceRuleKey, string> {
  return Object.fromEntries(
    SEQUENCE_RULES.map((rule) => [`authenticating.setPassword.validation.${rule}`, text]),
  ) as Record<SequenceRuleKey, string>;
}

export const PASSWORD_TOTP_TEXT = {
  'authenticating.password.label': 'Password',
  'authenticating.password.placeholder': 'Type your password',
  'authenticating.passwordConfirm.label': 'Confirm password',
  'authenticating.password.submit': 'Continue',
  'authenticating.password.show': 'Show password',
  'authenticating.password.hide': 'Hide password',
  'authenticating.initial.password.title': 'Log in with a password.',
  'authenticating.initial.password.message.email':
    'If you are using a password for the first time, you will receive an email to verify your email address.',
  'authenticating.initial.password.message.phone':
    'If you are using a password for the first time, you will receive a message to verify your phone number.',
  'authenticating.setPassword.title': 'Create your password',
  'authenticating.setPassword.message': 'Define a secure password to sign up.',
  'authenticating.setPassword.validation.required': 'Password is required',
  'authenticating.setPassword.validation.mismatch': 'Passwords should match',
  'authenticating.setPassword.validation.incorrect': 'Incorrect handle or password',
  'authenticating.setPassword.validation.length': '8-256 characters required',
  'authenticating.setPassword.validation.password_variants': "Contains word 'password'",
  'authenticating.setPassword.validation.admin_variants': "Contains word 'admin'",
  'authenticating.setPassword.validation.user_variants': "Contains word 'user'",
  ...sequenceRuleTexts('Illegal sequence: {{ILLEGAL_SEQUENCE}}'),
  'authenticating.setPassword.validation.common_password_xkcd': 'Common password',
  'authenticating.verifyPassword.title': 'Enter your password',
  'authenticating.verifyPassword.message': 'Type your password to sign in.',
  'authenticating.verifyPassword.recover.prompt': 'Forgot password?',
  'authenticating.verifyPassword.recover.cta': 'Reset',
  'authenticating.recoverPassword.title.email': 'Check your email',
  'authenticating.recoverPassword.message.email':
    'We have sent an email to {{EMAIL_ADDRESS}} with instructions for resetting your password. This email can take a few minutes to arrive, make sure to check your spam.',
  'authenticating.recoverPassword.title.phone': 'Check your phone',
  'authenticating.recoverPassword.message.phone':
    'We have sent a message to {{PHONE_NUMBER}} with instructions for resetting your password. This message can take a few minutes to arrive, make sure to check your spam.',
  'resetPassword.checking': 'Checking your link...',
  'resetPassword.title': 'Choose a new password',
  'resetPassword.message': 'Your old password stops working once you set this one.',
  'resetPassword.invalid.title': 'This link is no longer valid',
  'resetPassword.invalid.message':
    'A password reset link works once and only for a short time. To get a new one, choose "Forgot password?" when you sign in.',
  'resetPassword.close': 'Close',
  'authenticating.submitting.password.title': 'Logging you in...',
  'authenticating.submitting.password.message': 'This may take some time.',
  'authenticating.initial.totp.title': 'Log in with TOTP',
  'authenticating.initial.totp.message':
    'If this is your first time logging with TOTP, we will generate a secret for your Authenticator app.',
  'authenticating.confirmEmail.totp.title': 'Confirm your email',
  'authenticating.confirmEmail.totp.message':
    'Before you set up your authenticator app, enter the code we have sent to {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.title': "Confirm it's you",
  'authenticating.confirmAddress.password.message.email':
    'Before you set a password, enter the code we have sent to {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.message.phone':
    'Before you set a password, enter the code we have sent to {{PHONE_NUMBER}}.',
  'authenticating.confirmEmail.webauthn.title': 'Confirm your email',
  'authenticating.confirmEmail.webauthn.message':
    'Before you create a passkey, enter the code we have sent to {{EMAIL_ADDRESS}}.',
  'authenticating.registerAuthenticator.totp.title': 'Set up One Time Password',
  'authenticating.registerAuthenticator.totp.message':
    'Scan the QR code with an authenticator app to set up your One Time Password.',
  'authenticating.registerAuthenticator.totp.prompt': "Can't scan?",
  'authenticating.registerAuthenticator.totp.cta': 'Set up with a code',
  'authenticating.input.totp.title': 'Enter authentication code',
  'authenticating.input.totp.message': 'Enter the 6-digit code displayed in your authenticator app.',
  'authenticating.input.totp.cta': 'Use recovery code',
  'authenticating.input.totp.recoveryCode': 'Recovery code',
  'authenticating.saveRecoveryCodes.totp.title': 'Save your recovery codes',
  'authenticating.saveRecoveryCodes.totp.message':
    'Use these codes to authenticate if you lose access to your device. Store them somewhere safe.',
  'copy.cta': 'Copy',
  'copy.done': 'Copied',
} as const;
