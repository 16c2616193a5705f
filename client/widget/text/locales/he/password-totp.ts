import { sequenceRuleTexts, type PASSWORD_TOTP_TEXT } from '../../password-totp.ts';
import type { TranslationOf } from '../translation.ts';

export const HE_PASSWORD_TOTP: TranslationOf<typeof PASSWORD_TOTP_TEXT> = {
  'authenticating.password.label': 'סיסמה',
  'authenticating.password.placeholder': 'הסיסמה שלך',
  'authenticating.passwordConfirm.label': 'אימות סיסמה',
  'authenticating.password.submit': 'המשך',
  'authenticating.password.show': 'הצגת הסיסמה',
  'authenticating.password.hide': 'הסתרת הסיסמה',
  'authenticating.initial.password.title': 'התחברות עם סיסמה.',
  'authenticating.initial.password.message.email':
    'אם זו הפעם הראשונה שאתם משתמשים בסיסמה, תישלח אליכם הודעת דוא״ל לאימות כתובת הדוא״ל.',
  'authenticating.initial.password.message.phone':
    'אם זו הפעם הראשונה שאתם משתמשים בסיסמה, תישלח אליכם הודעה לאימות מספר הטלפון.',
  'authenticating.setPassword.title': 'יצירת סיסמה',
  'authenticating.setPassword.message': 'בחרו סיסמה חזקה כדי להירשם.',
  'authenticating.setPassword.validation.required': 'חובה להזין סיסמה',
  'authenticating.setPassword.validation.mismatch': 'הסיסמאות צריכות להיות זהות',
  'authenticating.setPassword.validation.incorrect': 'מזהה או סיסמה שגויים',
  'authenticating.setPassword.validation.length': 'נדרשים 8 עד 256 תווים',
  'authenticating.setPassword.validation.password_variants': 'מכילה את המילה ״password״',
  'authenticating.setPassword.validation.admin_variants': 'מכילה את המילה ״admin״',
  'authenticating.setPassword.validation.user_variants': 'מכילה את המילה ״user״',
  ...sequenceRuleTexts('רצף תווים אסור: {{ILLEGAL_SEQUENCE}}'),
  'authenticating.setPassword.validation.common_password_xkcd': 'סיסמה נפוצה מדי',
  'authenticating.verifyPassword.title': 'הזנת סיסמה',
  'authenticating.verifyPassword.message': 'הזינו את הסיסמה שלכם כדי להתחבר.',
  'authenticating.verifyPassword.recover.prompt': 'שכחתם את הסיסמה?',
  'authenticating.verifyPassword.recover.cta': 'איפוס',
  'authenticating.recoverPassword.title.email': 'בדקו את תיבת הדוא״ל',
  'authenticating.recoverPassword.message.email':
    'שלחנו אל {{EMAIL_ADDRESS}} הודעת דוא״ל עם הוראות לאיפוס הסיסמה. ייתכן שיעברו כמה דקות עד שתגיע; כדאי לבדוק גם בתיקיית הספאם.',
  'authenticating.recoverPassword.title.phone': 'בדקו את הטלפון',
  'authenticating.recoverPassword.message.phone':
    'שלחנו אל {{PHONE_NUMBER}} הודעה עם הוראות לאיפוס הסיסמה. ייתכן שיעברו כמה דקות עד שתגיע; כדאי לבדוק גם בהודעות הספאם.',
  'resetPassword.checking': 'בודקים את הקישור…',
  'resetPassword.title': 'בחירת סיסמה חדשה',
  'resetPassword.message': 'הסיסמה הישנה תפסיק לעבוד ברגע שתגדירו את החדשה.',
  'resetPassword.invalid.title': 'הקישור הזה כבר לא בתוקף',
  'resetPassword.invalid.message':
    'קישור לאיפוס סיסמה פועל פעם אחת בלבד ולזמן קצר. כדי לקבל קישור חדש, בחרו ״שכחתם את הסיסמה?״ בזמן ההתחברות.',
  'resetPassword.close': 'סגירה',
  'authenticating.submitting.password.title': 'מחברים אתכם…',
  'authenticating.submitting.password.message': 'זה עשוי לקחת קצת זמן.',
  'authenticating.initial.totp.title': 'התחברות עם TOTP',
  'authenticating.initial.totp.message':
    'אם זו הפעם הראשונה שאתם מתחברים עם TOTP, ניצור מפתח סודי לאפליקציית האימות שלכם.',
  'authenticating.confirmEmail.totp.title': 'אימות כתובת הדוא״ל',
  'authenticating.confirmEmail.totp.message':
    'לפני הגדרת אפליקציית האימות, הזינו את הקוד ששלחנו אל {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.title': 'אימות זהות',
  'authenticating.confirmAddress.password.message.email':
    'לפני הגדרת סיסמה, הזינו את הקוד ששלחנו אל {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.message.phone':
    'לפני הגדרת סיסמה, הזינו את הקוד ששלחנו אל {{PHONE_NUMBER}}.',
  'authenticating.confirmEmail.webauthn.title': 'אימות כתובת הדוא״ל',
  'authenticating.confirmEmail.webauthn.message':
    'לפני יצירת מפתח גישה, הזינו את הקוד ששלחנו אל {{EMAIL_ADDRESS}}.',
  'authenticating.registerAuthenticator.totp.title': 'הגדרת סיסמה חד־פעמית',
  'authenticating.registerAuthenticator.totp.message':
    'סרקו את קוד ה-QR באפליקציית אימות כדי להגדיר את הסיסמה החד־פעמית.',
  'authenticating.registerAuthenticator.totp.prompt': 'לא מצליחים לסרוק?',
  'authenticating.registerAuthenticator.totp.cta': 'הגדרה באמצעות קוד',
  'authenticating.input.totp.title': 'הזנת קוד אימות',
  'authenticating.input.totp.message': 'הזינו את הקוד בן 6 הספרות שמוצג באפליקציית האימות.',
  'authenticating.input.totp.cta': 'שימוש בקוד שחזור',
  'authenticating.input.totp.recoveryCode': 'קוד שחזור',
  'authenticating.saveRecoveryCodes.totp.title': 'שמירת קודי השחזור',
  'authenticating.saveRecoveryCodes.totp.message':
    'אפשר להשתמש בקודים האלה לאימות אם תאבדו את הגישה למכשיר. שמרו אותם במקום בטוח.',
  'copy.cta': 'העתקה',
  'copy.done': 'הועתק',
};
