import type { ERROR_TEXT } from '../../errors.ts';
import type { TranslationOf } from '../translation.ts';

const BACK = 'Zurück zur Anmeldung';

export const DE_ERRORS: TranslationOf<typeof ERROR_TEXT> = {
  'error.title': 'Etwas ist schiefgelaufen …',
  'error.subtitle': 'Beim Absenden des Formulars ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  'error.retry': 'Erneut versuchen',
  'error.title.rateLimit': 'Zu viele Versuche …',
  'error.subtitle.rateLimit': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  'error.retry.rateLimit': 'Erneut versuchen',
  'error.subtitle.rateLimit.wait': 'Zu viele Anfragen. Bitte versuchen Sie es in {{TIME_REMAINING}} erneut.',
  'error.subtitle.rateLimit.ready': 'Sie können es jetzt erneut versuchen.',
  'error.title.alreadySent': 'Prüfen Sie Ihr Postfach',
  'error.subtitle.alreadySent':
    'Wir haben Ihnen bereits einen Anmeldelink gesendet. Öffnen Sie den neuesten: Er meldet Sie auf dem Gerät und in dem Browser an, in dem Sie ihn öffnen.',
  'error.retry.alreadySent': 'Neuen Link senden',
  'error.wait.alreadySent': 'Sie können in {{TIME_REMAINING}} einen neuen Link anfordern.',
  'wait.second': '{{COUNT}} Sekunde',
  'wait.seconds': '{{COUNT}} Sekunden',
  'wait.minute': '{{COUNT}} Minute',
  'wait.minutes': '{{COUNT}} Minuten',
  'error.title.authenticationExpired': 'Anmeldung abgelaufen',
  'error.subtitle.authenticationExpired':
    'Die Anmeldung hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  'error.retry.authenticationExpired': 'Erneut versuchen',
  'error.title.recoverNonReachableHandleType': 'Passwort kann nicht zurückgesetzt werden',
  'error.subtitle.recoverNonReachableHandleType':
    'Bitte verwenden Sie eine E-Mail-Adresse oder eine Telefonnummer, um Ihr Passwort zurückzusetzen.',
  'error.retry.recoverNonReachableHandleType': BACK,
  'error.title.noPasswordSet': 'Kein Passwort festgelegt',
  'error.subtitle.noPasswordSet':
    'Wenden Sie sich an den Support, um ein Passwort festzulegen, oder melden Sie sich mit Ihrer E-Mail-Adresse oder Telefonnummer an.',
  'error.retry.noPasswordSet': BACK,
  'error.title.selfRegistrationNotAllowed': 'Registrierung nicht möglich',
  'error.subtitle.selfRegistrationNotAllowed':
    'Die Selbstregistrierung ist für diese Organisation deaktiviert. Bitte wenden Sie sich an einen Administrator der Organisation, damit er Ihr Konto anlegt.',
  'error.retry.selfRegistrationNotAllowed': BACK,
  'error.title.signUpAwaitingApproval': 'Freigabe ausstehend',
  'error.subtitle.signUpAwaitingApproval':
    'Ihr Konto wurde angelegt. Ein Administrator Ihrer Organisation muss Ihre Registrierung freigeben, bevor Sie sich anmelden können.',
  'error.retry.signUpAwaitingApproval': BACK,
  'error.title.signInAwaitingApproval': 'Freigabe ausstehend',
  'error.subtitle.signInAwaitingApproval':
    'Ein Administrator Ihrer Organisation muss Ihre Registrierung freigeben, bevor Sie sich anmelden können.',
  'error.retry.signInAwaitingApproval': BACK,
  'error.title.invalidEmailAddressFormat': 'Ungültige E-Mail-Adresse',
  'error.subtitle.invalidEmailAddressFormat':
    '{{EMAIL_ADDRESS}} ist keine gültige E-Mail-Adresse. Bitte gehen Sie zurück und prüfen Sie die Adresse.',
  'error.retry.invalidEmailAddressFormat': BACK,
  'error.title.invalidPhoneNumberFormat': 'Ungültige Telefonnummer',
  'error.subtitle.invalidPhoneNumberFormat':
    '{{PHONE_NUMBER}} ist keine gültige Telefonnummer. Bitte gehen Sie zurück und prüfen Sie die Nummer.',
  'error.retry.invalidPhoneNumberFormat': BACK,
  'error.subtitle.unsupportedSsoMethod': 'Nicht unterstützte SSO-Methode',
  'error.title.sso': 'Single Sign-on hat nicht funktioniert',
  'error.retry.sso': 'Erneut anmelden',
  'error.subtitle.sso.state':
    'Diese Anmeldung wurde bereits verwendet oder ist abgelaufen, etwa nach einem Zurückgehen oder Neuladen der Seite. Bitte melden Sie sich erneut an.',
  'error.subtitle.sso.provider_refused':
    'Ihr Identitätsanbieter hat die Anmeldung beendet: Sie wurde abgebrochen, oder Ihr Konto darf diese Website nicht nutzen. Melden Sie sich erneut an oder bitten Sie Ihren Administrator um Zugang.',
  'error.subtitle.sso.answer_invalid':
    'Die Antwort Ihres Identitätsanbieters konnte nicht geprüft werden, daher wurde niemand angemeldet. Melden Sie sich erneut an; wenn das wieder passiert, informieren Sie den Administrator der Website.',
  'error.subtitle.sso.provider_unavailable':
    'Ihr Identitätsanbieter ist nicht erreichbar. Versuchen Sie es in ein paar Minuten erneut; bleibt er unerreichbar, informieren Sie den Administrator der Website.',
  'error.subtitle.sso.email_unverified':
    'Ihr Identitätsanbieter hat keine E-Mail-Adresse für Ihr Konto bestätigt. Bestätigen Sie Ihre Adresse bei Ihrem Identitätsanbieter oder fragen Sie dessen Administrator, und melden Sie sich dann erneut an.',
  'error.subtitle.sso.email_unusable':
    'Mit der E-Mail-Adresse, die Ihr Identitätsanbieter übermittelt hat, ist hier keine Anmeldung möglich. Bitten Sie den Administrator Ihres Identitätsanbieters, die Adresse in Ihrem Konto zu prüfen.',
  'error.subtitle.sso.registration_refused':
    'Ihr Konto darf sich bei dieser Website nicht anmelden. Bitten Sie einen Administrator der Organisation um Zugang.',
  'error.subtitle.sso.other_browser':
    'Diese Anmeldung wurde in einem anderen Browser oder Fenster begonnen und kann hier nicht abgeschlossen werden. Melden Sie sich auf dieser Seite erneut an.',
  'error.subtitle.sso.failed':
    'Die Single-Sign-on-Anmeldung wurde nicht abgeschlossen. Melden Sie sich erneut an; wenn das wieder passiert, informieren Sie den Administrator der Website.',
  'error.contactSupport.prompt': 'Brauchen Sie Hilfe?',
  'error.contactSupport.cta': 'Support kontaktieren',
  'error.divider': 'oder',
  'error.selfRegistrationNotAllowed.alternativeAuth.prompt': 'Sie haben noch kein Konto?',
  'error.selfRegistrationNotAllowed.alternativeAuth.cta': 'Zur Registrierung',
};
