/**
 * The e-mails' texts in English: the reference every other language translates, key for key. `{name}` is filled
 * in when the message is composed (`server/identity/mail/texts/fill.ts`): `{siteTitle}`, `{productName}`, `{device}`, `{time}`, `{duration}`
 * (a number of minutes, as the language writes it), `{code}`, `{link}` and `{publicUrl}`. The `sms.*` texts are the text messages.
 */
export const EN = {
  'signIn.subject': 'Sign in to {siteTitle}',
  'signIn.asked':
    'Someone asked to sign in to the {productName} documentation with this address, from {device} at {time}.',
  'signIn.openLink': 'To continue, open this link and confirm:',
  'signIn.button': 'Continue signing in',
  'signIn.copyLink': 'If the button does not work, copy this address into your browser:',
  'signIn.notYou':
    "If this wasn't you, ignore this e-mail: nobody can sign in without opening the link and confirming.",
  'link.expiry': 'The link works once and expires in {duration}.',
  'noAccess.body':
    'This address has no access to the documentation. If you need access, ask your contact at {productName} to add you, then sign in again at {publicUrl}',
  'notYou.ignore': "If this wasn't you, ignore this e-mail.",
  'code.subject': '{code} is your {siteTitle} sign-in code',
  'code.intro': 'Your sign-in code for {siteTitle}:',
  'code.heading': 'Your sign-in code',
  'code.typeText': 'Type the code into that page.',
  'code.typeHtml': 'Type this code into that page:',
  'code.expiry': 'The code works once and expires in {duration}. Never tell it to anyone.',
  'code.notYou': "If this wasn't you, ignore this e-mail: nobody can sign in without the code.",
  'reset.subject': 'Reset your {siteTitle} password',
  'reset.asked':
    'Someone asked to reset the password for the {productName} documentation with this address, from {device} at {time}.',
  'reset.noPassword':
    'This address has no password here, so there is nothing to reset. You can sign in another way and set one at {publicUrl}',
  'reset.openLink': 'To choose a new password, open this link:',
  'reset.button': 'Choose a new password',
  'reset.notYou': "If this wasn't you, ignore this e-mail: your password stays as it is.",
  'sms.code': '{code} is your {siteTitle} sign-in code. It expires in {duration}. Never share it.',
  'sms.link':
    'Sign in to {siteTitle}: open {link} and confirm. The link works once and expires in {duration}.',
  'sms.noAccess':
    'Someone asked to sign in to {siteTitle} with this number, which has no access. If you need access, ask your contact, then sign in again at {publicUrl}',
  'sms.reset':
    'Reset your {siteTitle} password: {link} (works once, expires in {duration}). Not you? Ignore this.',
  'sms.resetNoPassword':
    'Someone asked to reset a {siteTitle} password for this number, which has none. Not you? Ignore this.',
  'device.browserOn': '{browser} on {system}',
  'device.someBrowserOn': 'a browser on {system}',
  'device.unknown': 'an unknown browser',
} as const;

export type MailTextKey = keyof typeof EN;
export type MailTexts = Readonly<Record<MailTextKey, string>>;
