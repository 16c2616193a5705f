import type { ACCOUNT_TEXT } from '../../account.ts';
import type { TranslationOf } from '../translation.ts';

const PERSONALISED_ADVERTISING =
  'קובצי Cookie שמשמשים להצגת פרסומות מותאמות אישית (באתר שלנו או מחוצה לו) על סמך הגלישה והפרופיל שלכם.';

export const HE_ACCOUNT: TranslationOf<typeof ACCOUNT_TEXT> = {
  'org.switcher.label': 'ארגון',
  'gdpr.dialog.title': 'הפרטיות שלכם חשובה לנו',
  'gdpr.dialog.subtitle':
    'אנחנו משתמשים בקובצי Cookie כדי לשפר את החוויה שלכם. מידע נוסף במדיניות קובצי ה-Cookie שלנו.',
  'gdpr.dialog.accept': 'אישור הכול',
  'gdpr.dialog.reject': 'דחיית הכול',
  'gdpr.dialog.customize': 'התאמה אישית',
  'gdpr.dialog.save': 'שמירת ההגדרות',
  'gdpr.consent.necessary.title': 'קובצי Cookie הכרחיים',
  'gdpr.consent.necessary.description':
    'קובצי Cookie שחיוניים לאספקת השירות שביקשתם, או שנדרשים כדי לעמוד בדרישות החוק, כמו דיני הגנת המידע.',
  'gdpr.consent.analytics.title': 'ניתוח נתונים',
  'gdpr.consent.analytics.description':
    'קובצי Cookie שמשמשים לניתוח נתונים או למדידת ביצועים, כמו ספירת המבקרים הייחודיים באתר, משך השהות שלכם בו והחלקים שבהם אתם מבקרים.',
  'gdpr.consent.marketing.title': 'שיווק',
  'gdpr.consent.marketing.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.retargeting.title': 'טירגוט מחדש',
  'gdpr.consent.retargeting.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.tracking.title': 'מעקב',
  'gdpr.consent.tracking.description':
    'קובצי Cookie שעוקבים אחר ההתנהגות שלכם ברשת, כמו לחיצות, העדפות, מפרטי מכשיר, מיקום והיסטוריית חיפושים. הנתונים האלה משמשים לפרסום ממוקד ולניתוח נתוני האתר.',
  'gdpr.dialog.error.title': 'אופס!',
  'gdpr.dialog.error.subtitle': 'נראה שמשהו השתבש…',
  'gdpr.dialog.error.retry': 'ניסיון נוסף',
};
