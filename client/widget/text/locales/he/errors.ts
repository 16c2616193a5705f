import type { ERROR_TEXT } from '../../errors.ts';
import type { TranslationOf } from '../translation.ts';

const BACK = 'חזרה להתחברות';

export const HE_ERRORS: TranslationOf<typeof ERROR_TEXT> = {
  'error.title': 'משהו השתבש…',
  'error.subtitle': 'אירעה שגיאה בשליחת הטופס. נא לנסות שוב.',
  'error.retry': 'ניסיון נוסף',
  'error.title.rateLimit': 'יותר מדי ניסיונות…',
  'error.subtitle.rateLimit': 'יותר מדי בקשות. נא לנסות שוב מאוחר יותר.',
  'error.retry.rateLimit': 'ניסיון נוסף',
  'error.subtitle.rateLimit.wait': 'יותר מדי בקשות. נא לנסות שוב בעוד {{TIME_REMAINING}}.',
  'error.subtitle.rateLimit.ready': 'אפשר לנסות שוב עכשיו.',
  'error.title.alreadySent': 'בדקו את תיבת הדואר',
  'error.subtitle.alreadySent':
    'כבר שלחנו לך קישור התחברות. פתחו את החדש ביותר: הוא מחבר אתכם במכשיר ובדפדפן שבהם תפתחו אותו.',
  'error.retry.alreadySent': 'שליחת קישור חדש',
  'error.wait.alreadySent': 'אפשר לבקש קישור חדש בעוד {{TIME_REMAINING}}.',
  'wait.second': 'שנייה אחת',
  'wait.seconds': '{{COUNT}} שניות',
  'wait.minute': 'דקה אחת',
  'wait.minutes': '{{COUNT}} דקות',
  'error.title.authenticationExpired': 'תוקף ההתחברות פג',
  'error.subtitle.authenticationExpired': 'ההתחברות ארכה זמן רב מדי. נסו שוב כדי להמשיך.',
  'error.retry.authenticationExpired': 'ניסיון נוסף',
  'error.title.recoverNonReachableHandleType': 'לא ניתן לאפס את הסיסמה',
  'error.subtitle.recoverNonReachableHandleType': 'כדי לאפס את הסיסמה, השתמשו בכתובת דוא״ל או במספר טלפון.',
  'error.retry.recoverNonReachableHandleType': BACK,
  'error.title.noPasswordSet': 'לא הוגדרה סיסמה',
  'error.subtitle.noPasswordSet':
    'פנו לתמיכה כדי להגדיר סיסמה, או התחברו באמצעות כתובת הדוא״ל או מספר הטלפון שלכם.',
  'error.retry.noPasswordSet': BACK,
  'error.title.selfRegistrationNotAllowed': 'לא ניתן להירשם',
  'error.subtitle.selfRegistrationNotAllowed':
    'הרשמה עצמית מושבתת בארגון הזה. כדי שייפתח לכם חשבון, פנו למנהל הארגון.',
  'error.retry.selfRegistrationNotAllowed': BACK,
  'error.title.signUpAwaitingApproval': 'ממתין לאישור',
  'error.subtitle.signUpAwaitingApproval':
    'החשבון שלכם נוצר. מנהל הארגון צריך לאשר את ההרשמה שלכם לפני שתוכלו להתחבר.',
  'error.retry.signUpAwaitingApproval': BACK,
  'error.title.signInAwaitingApproval': 'ממתין לאישור',
  'error.subtitle.signInAwaitingApproval': 'מנהל הארגון צריך לאשר את ההרשמה שלך לפני שתוכלו להתחבר.',
  'error.retry.signInAwaitingApproval': BACK,
  'error.title.invalidEmailAddressFormat': 'כתובת דוא״ל לא תקינה',
  'error.subtitle.invalidEmailAddressFormat':
    '{{EMAIL_ADDRESS}} אינה כתובת דוא״ל תקינה. חזרו להתחברות ובדקו את הכתובת.',
  'error.retry.invalidEmailAddressFormat': BACK,
  'error.title.invalidPhoneNumberFormat': 'מספר טלפון לא תקין',
  'error.subtitle.invalidPhoneNumberFormat':
    '{{PHONE_NUMBER}} אינו מספר טלפון תקין. חזרו להתחברות ובדקו את המספר.',
  'error.retry.invalidPhoneNumberFormat': BACK,
  'error.subtitle.unsupportedSsoMethod': 'שיטת SSO שאינה נתמכת',
  'error.title.sso': 'הכניסה האחידה (SSO) לא הצליחה',
  'error.retry.sso': 'התחברות מחדש',
  'error.subtitle.sso.state':
    'ההתחברות הזו כבר נוצלה או שפג תוקפה, למשל אחרי חזרה אחורה או רענון הדף. התחברו מחדש.',
  'error.subtitle.sso.provider_refused':
    'ספק הזהות סיים את ההתחברות: היא בוטלה, או שייתכן שהחשבון שלכם לא מורשה להשתמש באתר הזה. התחברו מחדש, או בקשו גישה ממנהל המערכת.',
  'error.subtitle.sso.answer_invalid':
    'לא ניתן היה לאמת את התשובה של ספק הזהות, ולכן אף אחד לא חובר. התחברו מחדש; אם זה חוזר על עצמו, עדכנו את מנהל האתר.',
  'error.subtitle.sso.provider_unavailable':
    'לא ניתן להתחבר לספק הזהות. נסו שוב בעוד כמה דקות; אם הוא עדיין לא זמין, עדכנו את מנהל האתר.',
  'error.subtitle.sso.email_unverified':
    'ספק הזהות לא אישר כתובת דוא״ל עבור החשבון שלכם. אשרו את הכתובת אצל ספק הזהות, או פנו למנהל שלו, ואז התחברו מחדש.',
  'error.subtitle.sso.email_unusable':
    'אי אפשר להתחבר כאן עם כתובת הדוא״ל שספק הזהות מסר. בקשו ממנהל ספק הזהות לבדוק את הכתובת בחשבון שלכם.',
  'error.subtitle.sso.registration_refused':
    'החשבון שלכם אינו מורשה להתחבר לאתר הזה. בקשו גישה ממנהל הארגון.',
  'error.subtitle.sso.other_browser':
    'ההתחברות הזו התחילה בדפדפן או בחלון אחר, ולכן אי אפשר להשלים אותה כאן. התחברו מחדש מהדף הזה.',
  'error.subtitle.sso.failed':
    'הכניסה האחידה לא הושלמה. התחברו מחדש; אם זה חוזר על עצמו, עדכנו את מנהל האתר.',
  'error.contactSupport.prompt': 'צריכים עזרה?',
  'error.contactSupport.cta': 'פנייה לתמיכה',
  'error.divider': 'או',
  'error.selfRegistrationNotAllowed.alternativeAuth.prompt': 'אין לכם חשבון?',
  'error.selfRegistrationNotAllowed.alternativeAuth.cta': 'מעבר לדף ההרשמה.',
};
