/** Texts of the error screen: title, subtitle and button per error kind. */
const BACK = 'Go back to login';

export const ERROR_TEXT = {
  'error.title': 'Something went wrong...',
  'error.subtitle': 'There has been an error while submitting your form. Please try again.',
  'error.retry': 'Try again',
  'error.title.rateLimit': 'Too many attempts...',
  'error.subtitle.rateLimit': 'Your request has been rate limited. Please try again later.',
  'error.retry.rateLimit': 'Try again',
  'error.subtitle.rateLimit.wait':
    'Your request has been rate limited. Please try again in {{TIME_REMAINING}}.',
  'error.subtitle.rateLimit.ready': 'You can try again now.',
  'error.title.alreadySent': 'Check your inbox',
  'error.subtitle.alreadySent':
    'We have already sent you a sign-in link. Open the newest one: it signs you in on the device and in the browser you open it with.',
  'error.retry.alreadySent': 'Send a new link',
  'error.wait.alreadySent': 'You can ask for a new link in {{TIME_REMAINING}}.',
  'wait.second': '{{COUNT}} second',
  'wait.seconds': '{{COUNT}} seconds',
  'wait.minute': '{{COUNT}} minute',
  'wait.minutes': '{{COUNT}} minutes',
  'error.title.authenticationExpired': 'Log in expired',
  'error.subtitle.authenticationExpired': 'Your attempt to login took too long, try again to continue.',
  'error.retry.authenticationExpired': 'Try again',
  'error.title.recoverNonReachableHandleType': 'Cannot reset password',
  'error.subtitle.recoverNonReachableHandleType':
    'Please use an email address or a phone number to reset your password.',
  'error.retry.recoverNonReachableHandleType': BACK,
  'error.title.noPasswordSet': 'No password set',
  'error.subtitle.noPasswordSet':
    'Contact support to set a password or log in with your email or phone number.',
  'error.retry.noPasswordSet': BACK,
  'error.title.selfRegistrationNotAllowed': 'Cannot register',
  'error.subtitle.selfRegistrationNotAllowed':
    'Self-registration is disabled for this organization. Please reach out to the organization admin in order to create your account.',
  'error.retry.selfRegistrationNotAllowed': BACK,
  'error.title.signUpAwaitingApproval': 'Awaiting approval',
  'error.subtitle.signUpAwaitingApproval':
    'Your account has been created. The organization administrator needs to approve your registration before you can sign in.',
  'error.retry.signUpAwaitingApproval': BACK,
  'error.title.signInAwaitingApproval': 'Awaiting approval',
  'error.subtitle.signInAwaitingApproval':
    'The organization administrator needs to approve your registration before you can sign in.',
  'error.retry.signInAwaitingApproval': BACK,
  'error.title.invalidEmailAddressFormat': 'Invalid email format',
  'error.subtitle.invalidEmailAddressFormat':
    '{{EMAIL_ADDRESS}} is not a valid email address. Please go back to login and check the address for errors.',
  'error.retry.invalidEmailAddressFormat': BACK,
  'error.title.invalidPhoneNumberFormat': 'Invalid phone number format',
  'error.subtitle.invalidPhoneNumberFormat':
    '{{PHONE_NUMBER}} is not a valid phone number. Please go back to login and check the number for errors.',
  'error.retry.invalidPhoneNumberFormat': BACK,
  'error.subtitle.unsupportedSsoMethod': 'unsupported SSO method',
  'error.title.sso': 'Single sign-on did not work',
  'error.retry.sso': 'Sign in again',
  'error.subtitle.sso.state':
    'This sign-in was already used or has expired, for example after going back or reloading a page. Sign in again.',
  'error.subtitle.sso.provider_refused':
    'Your identity provider ended the sign-in: it was cancelled, or your account may not use this site. Sign in again, or ask your administrator for access.',
  'error.subtitle.sso.answer_invalid':
    "Your identity provider's answer could not be verified, so nobody was signed in. Sign in again; if this keeps happening, tell the site's administrator.",
  'error.subtitle.sso.provider_unavailable':
    "Your identity provider could not be reached. Try again in a few minutes; if it stays unreachable, tell the site's administrator.",
  'error.subtitle.sso.email_unverified':
    'Your identity provider did not confirm an e-mail address for your account. Confirm your address with your identity provider, or ask its administrator, then sign in again.',
  'error.subtitle.sso.email_unusable':
    "The e-mail address your identity provider gave cannot be used to sign in here. Ask your identity provider's administrator to check the address on your account.",
  'error.subtitle.sso.registration_refused':
    'Your account is not allowed to sign in to this site. Ask the organization admin for access.',
  'error.subtitle.sso.other_browser':
    'This sign-in was started in another browser or window, so it cannot finish here. Sign in again from this page.',
  'error.subtitle.sso.failed':
    "Single sign-on did not finish. Sign in again; if this keeps happening, tell the site's administrator.",
  'error.contactSupport.prompt': 'Need help?',
  'error.contactSupport.cta': 'Contact support',
  'error.divider': 'or',
  'error.selfRegistrationNotAllowed.alternativeAuth.prompt': "Don't have an account?",
  'error.selfRegistrationNotAllowed.alternativeAuth.cta': 'Go to the sign-up page.',
} as const;
