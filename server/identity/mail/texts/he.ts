import type { MailTexts } from '../../../../core/identity/mail-texts-en.ts';

export const HE: MailTexts = {
  'signIn.subject': 'התחברות אל {siteTitle}',
  'signIn.asked': 'מישהו ביקש להתחבר לתיעוד של {productName} עם הכתובת הזו, באמצעות {device}, ב-{time}.',
  'signIn.openLink': 'כדי להמשיך, יש לפתוח את הקישור הזה ולאשר:',
  'signIn.button': 'המשך ההתחברות',
  'signIn.copyLink': 'אם הכפתור לא עובד, אפשר להעתיק את הכתובת הזו לדפדפן:',
  'signIn.notYou': 'אם לא ביקשת זאת, אפשר להתעלם מהמייל הזה: אי אפשר להתחבר בלי לפתוח את הקישור ולאשר.',
  'link.expiry': 'הקישור פועל פעם אחת בלבד ותוקפו יפוג בעוד {duration}.',
  'noAccess.body':
    'לכתובת הזו אין גישה לתיעוד. אם דרושה לך גישה, יש לבקש מאיש הקשר שלך ב-{productName} להוסיף אותך, ואז להתחבר שוב בכתובת {publicUrl}',
  'notYou.ignore': 'אם לא ביקשת זאת, אפשר להתעלם מהמייל הזה.',
  'code.subject': '{code} הוא קוד ההתחברות שלך אל {siteTitle}',
  'code.intro': 'קוד ההתחברות שלך אל {siteTitle}:',
  'code.heading': 'קוד ההתחברות שלך',
  'code.typeText': 'יש להקליד את הקוד בדף שביקש אותו.',
  'code.typeHtml': 'יש להקליד את הקוד הזה בדף שביקש אותו:',
  'code.expiry': 'הקוד פועל פעם אחת בלבד ותוקפו יפוג בעוד {duration}. אין למסור אותו לאף אחד.',
  'code.notYou': 'אם לא ביקשת זאת, אפשר להתעלם מהמייל הזה: אי אפשר להתחבר בלי הקוד.',
  'reset.subject': 'איפוס הסיסמה שלך ב-{siteTitle}',
  'reset.asked':
    'מישהו ביקש לאפס את הסיסמה לתיעוד של {productName} עבור הכתובת הזו, באמצעות {device}, ב-{time}.',
  'reset.noPassword':
    'לכתובת הזו אין כאן סיסמה, כך שאין מה לאפס. אפשר להתחבר בדרך אחרת ולהגדיר סיסמה בכתובת {publicUrl}',
  'reset.openLink': 'כדי לבחור סיסמה חדשה, יש לפתוח את הקישור הזה:',
  'reset.button': 'בחירת סיסמה חדשה',
  'reset.notYou': 'אם לא ביקשת זאת, אפשר להתעלם מהמייל הזה: הסיסמה שלך נשארת כפי שהיא.',
  'sms.code':
    '{code} הוא קוד ההתחברות שלך אל {siteTitle}. תוקפו יפוג בעוד {duration}. אין למסור אותו לאף אחד.',
  'sms.link':
    'התחברות אל {siteTitle}: יש לפתוח את {link} ולאשר. הקישור פועל פעם אחת בלבד ותוקפו יפוג בעוד {duration}.',
  'sms.noAccess':
    'מישהו ביקש להתחבר אל {siteTitle} עם המספר הזה, שאין לו גישה. אם דרושה לך גישה, יש לפנות לאיש הקשר שלך ואז להתחבר שוב בכתובת {publicUrl}',
  'sms.reset':
    'איפוס הסיסמה שלך ב-{siteTitle}: {link} (לשימוש חד-פעמי, תוקפו יפוג בעוד {duration}). לא ביקשת? אפשר להתעלם מההודעה.',
  'sms.resetNoPassword':
    'מישהו ביקש לאפס סיסמה של {siteTitle} עבור המספר הזה, אבל אין לו סיסמה. לא ביקשת? אפשר להתעלם מההודעה.',
  'device.browserOn': '{browser} ב-{system}',
  'device.someBrowserOn': 'דפדפן ב-{system}',
  'device.unknown': 'דפדפן לא מוכר',
};
