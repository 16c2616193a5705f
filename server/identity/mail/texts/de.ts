import type { MailTexts } from '../../../../core/identity/mail-texts-en.ts';

export const DE: MailTexts = {
  'signIn.subject': 'Bei {siteTitle} anmelden',
  'signIn.asked':
    'Jemand hat am {time} von {device} aus angefordert, sich mit dieser Adresse bei der Dokumentation von {productName} anzumelden.',
  'signIn.openLink': 'Um fortzufahren, öffnen Sie diesen Link und bestätigen Sie die Anmeldung:',
  'signIn.button': 'Anmeldung fortsetzen',
  'signIn.copyLink':
    'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  'signIn.notYou':
    'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne den Link zu öffnen und die Anmeldung zu bestätigen, kann sich niemand anmelden.',
  'link.expiry': 'Der Link funktioniert nur einmal und läuft in {duration} ab.',
  'noAccess.body':
    'Diese Adresse hat keinen Zugang zur Dokumentation. Wenn Sie Zugang brauchen, bitten Sie Ihre Ansprechperson bei {productName}, Sie freizuschalten, und melden Sie sich danach erneut an: {publicUrl}',
  'notYou.ignore': 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail.',
  'code.subject': '{code} ist Ihr Anmeldecode für {siteTitle}',
  'code.intro': 'Ihr Anmeldecode für {siteTitle}:',
  'code.heading': 'Ihr Anmeldecode',
  'code.typeText': 'Geben Sie den Code auf der Seite ein, die ihn angefordert hat.',
  'code.typeHtml': 'Geben Sie diesen Code auf der Seite ein, die ihn angefordert hat:',
  'code.expiry':
    'Der Code funktioniert nur einmal und läuft in {duration} ab. Geben Sie ihn niemals an andere weiter.',
  'code.notYou':
    'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne den Code kann sich niemand anmelden.',
  'reset.subject': 'Passwort für {siteTitle} zurücksetzen',
  'reset.asked':
    'Jemand hat am {time} von {device} aus angefordert, das Passwort für die Dokumentation von {productName} zu dieser Adresse zurückzusetzen.',
  'reset.noPassword':
    'Für diese Adresse ist hier kein Passwort hinterlegt, es gibt also nichts zurückzusetzen. Sie können sich auf anderem Weg anmelden und dann ein Passwort festlegen: {publicUrl}',
  'reset.openLink': 'Um ein neues Passwort festzulegen, öffnen Sie diesen Link:',
  'reset.button': 'Neues Passwort festlegen',
  'reset.notYou': 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  'sms.code':
    '{code} ist Ihr Anmeldecode für {siteTitle}. Er läuft in {duration} ab. Geben Sie ihn niemals weiter.',
  'sms.link':
    'Bei {siteTitle} anmelden: Öffnen Sie {link} und bestätigen Sie. Der Link funktioniert nur einmal und läuft in {duration} ab.',
  'sms.noAccess':
    'Jemand wollte sich mit dieser Nummer bei {siteTitle} anmelden, sie hat aber keinen Zugang. Wenn Sie Zugang brauchen, wenden Sie sich an Ihre Ansprechperson und melden Sie sich danach erneut an: {publicUrl}',
  'sms.reset':
    'Passwort für {siteTitle} zurücksetzen: {link} (funktioniert nur einmal, läuft in {duration} ab). Nicht Sie? Dann ignorieren Sie diese Nachricht.',
  'sms.resetNoPassword':
    'Jemand wollte ein Passwort für {siteTitle} zu dieser Nummer zurücksetzen, es gibt aber keins. Nicht Sie? Dann ignorieren Sie diese Nachricht.',
  // Dative, as the device follows "von … aus".
  'device.browserOn': '{browser} unter {system}',
  'device.someBrowserOn': 'einem Browser unter {system}',
  'device.unknown': 'einem unbekannten Browser',
};
