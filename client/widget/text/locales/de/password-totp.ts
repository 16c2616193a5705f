import { sequenceRuleTexts, type PASSWORD_TOTP_TEXT } from '../../password-totp.ts';
import type { TranslationOf } from '../translation.ts';

export const DE_PASSWORD_TOTP: TranslationOf<typeof PASSWORD_TOTP_TEXT> = {
  'authenticating.password.label': 'Passwort',
  'authenticating.password.placeholder': 'Ihr Passwort',
  'authenticating.passwordConfirm.label': 'Passwort bestätigen',
  'authenticating.password.submit': 'Weiter',
  'authenticating.password.show': 'Passwort anzeigen',
  'authenticating.password.hide': 'Passwort verbergen',
  'authenticating.initial.password.title': 'Mit Passwort anmelden.',
  'authenticating.initial.password.message.email':
    'Wenn Sie zum ersten Mal ein Passwort verwenden, erhalten Sie eine E-Mail, um Ihre E-Mail-Adresse zu bestätigen.',
  'authenticating.initial.password.message.phone':
    'Wenn Sie zum ersten Mal ein Passwort verwenden, erhalten Sie eine Nachricht, um Ihre Telefonnummer zu bestätigen.',
  'authenticating.setPassword.title': 'Passwort festlegen',
  'authenticating.setPassword.message': 'Legen Sie ein sicheres Passwort fest, um sich zu registrieren.',
  'authenticating.setPassword.validation.required': 'Bitte geben Sie ein Passwort ein',
  'authenticating.setPassword.validation.mismatch': 'Die Passwörter stimmen nicht überein',
  'authenticating.setPassword.validation.incorrect': 'Benutzerkennung oder Passwort ist falsch',
  'authenticating.setPassword.validation.length': '8 bis 256 Zeichen erforderlich',
  'authenticating.setPassword.validation.password_variants': 'Enthält das Wort „password“',
  'authenticating.setPassword.validation.admin_variants': 'Enthält das Wort „admin“',
  'authenticating.setPassword.validation.user_variants': 'Enthält das Wort „user“',
  ...sequenceRuleTexts('Unzulässige Zeichenfolge: {{ILLEGAL_SEQUENCE}}'),
  'authenticating.setPassword.validation.common_password_xkcd': 'Zu häufig verwendetes Passwort',
  'authenticating.verifyPassword.title': 'Passwort eingeben',
  'authenticating.verifyPassword.message': 'Geben Sie Ihr Passwort ein, um sich anzumelden.',
  'authenticating.verifyPassword.recover.prompt': 'Passwort vergessen?',
  'authenticating.verifyPassword.recover.cta': 'Zurücksetzen',
  'authenticating.recoverPassword.title.email': 'Prüfen Sie Ihr Postfach',
  'authenticating.recoverPassword.message.email':
    'Wir haben eine E-Mail mit einer Anleitung zum Zurücksetzen Ihres Passworts an {{EMAIL_ADDRESS}} gesendet. Es kann einige Minuten dauern, bis sie ankommt. Sehen Sie auch im Spam-Ordner nach.',
  'authenticating.recoverPassword.title.phone': 'Prüfen Sie Ihr Telefon',
  'authenticating.recoverPassword.message.phone':
    'Wir haben eine Nachricht mit einer Anleitung zum Zurücksetzen Ihres Passworts an {{PHONE_NUMBER}} gesendet. Es kann einige Minuten dauern, bis sie ankommt. Sehen Sie auch im Spam-Ordner nach.',
  'resetPassword.checking': 'Ihr Link wird geprüft …',
  'resetPassword.title': 'Neues Passwort wählen',
  'resetPassword.message': 'Ihr altes Passwort gilt nicht mehr, sobald Sie dieses festlegen.',
  'resetPassword.invalid.title': 'Dieser Link ist nicht mehr gültig',
  'resetPassword.invalid.message':
    'Ein Link zum Zurücksetzen des Passworts gilt nur einmal und nur kurze Zeit. Einen neuen erhalten Sie, wenn Sie bei der Anmeldung „Passwort vergessen?“ wählen.',
  'resetPassword.close': 'Schließen',
  'authenticating.submitting.password.title': 'Sie werden angemeldet …',
  'authenticating.submitting.password.message': 'Das kann einen Moment dauern.',
  'authenticating.initial.totp.title': 'Mit Einmalpasswort (TOTP) anmelden',
  'authenticating.initial.totp.message':
    'Wenn Sie sich zum ersten Mal mit TOTP anmelden, erzeugen wir einen geheimen Schlüssel für Ihre Authenticator-App.',
  'authenticating.confirmEmail.totp.title': 'E-Mail-Adresse bestätigen',
  'authenticating.confirmEmail.totp.message':
    'Bevor Sie Ihre Authenticator-App einrichten, geben Sie den Code ein, den wir an {{EMAIL_ADDRESS}} gesendet haben.',
  'authenticating.confirmAddress.password.title': 'Bestätigen Sie, dass Sie es sind',
  'authenticating.confirmAddress.password.message.email':
    'Bevor Sie ein Passwort festlegen, geben Sie den Code ein, den wir an {{EMAIL_ADDRESS}} gesendet haben.',
  'authenticating.confirmAddress.password.message.phone':
    'Bevor Sie ein Passwort festlegen, geben Sie den Code ein, den wir an {{PHONE_NUMBER}} gesendet haben.',
  'authenticating.confirmEmail.webauthn.title': 'E-Mail-Adresse bestätigen',
  'authenticating.confirmEmail.webauthn.message':
    'Bevor Sie einen Passkey erstellen, geben Sie den Code ein, den wir an {{EMAIL_ADDRESS}} gesendet haben.',
  'authenticating.registerAuthenticator.totp.title': 'Einmalpasswort einrichten',
  'authenticating.registerAuthenticator.totp.message':
    'Scannen Sie den QR-Code mit einer Authenticator-App, um Ihr Einmalpasswort einzurichten.',
  'authenticating.registerAuthenticator.totp.prompt': 'Scannen nicht möglich?',
  'authenticating.registerAuthenticator.totp.cta': 'Mit einem Code einrichten',
  'authenticating.input.totp.title': 'Bestätigungscode eingeben',
  'authenticating.input.totp.message': 'Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.',
  'authenticating.input.totp.cta': 'Wiederherstellungscode verwenden',
  'authenticating.input.totp.recoveryCode': 'Wiederherstellungscode',
  'authenticating.saveRecoveryCodes.totp.title': 'Wiederherstellungscodes speichern',
  'authenticating.saveRecoveryCodes.totp.message':
    'Mit diesen Codes können Sie sich anmelden, wenn Sie keinen Zugriff mehr auf Ihr Gerät haben. Bewahren Sie sie sicher auf.',
  'copy.cta': 'Kopieren',
  'copy.done': 'Kopiert',
};
