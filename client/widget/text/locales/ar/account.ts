import type { ACCOUNT_TEXT } from '../../account.ts';
import type { TranslationOf } from '../translation.ts';

const PERSONALISED_ADVERTISING =
  'ملفات تعريف ارتباط تُستخدم لعرض إعلانات مخصّصة لك (على موقعنا أو خارجه) بناءً على تصفّحك وملفك الشخصي.';

export const AR_ACCOUNT: TranslationOf<typeof ACCOUNT_TEXT> = {
  'org.switcher.label': 'المؤسسة',
  'gdpr.dialog.title': 'نحن نهتم بخصوصيتك',
  'gdpr.dialog.subtitle':
    'نستخدم ملفات تعريف الارتباط لتحسين تجربتك. اعرف المزيد في سياسة ملفات تعريف الارتباط لدينا.',
  'gdpr.dialog.accept': 'قبول الكل',
  'gdpr.dialog.reject': 'رفض الكل',
  'gdpr.dialog.customize': 'تخصيص',
  'gdpr.dialog.save': 'حفظ الإعدادات',
  'gdpr.consent.necessary.title': 'ملفات تعريف الارتباط الضرورية',
  'gdpr.consent.necessary.description':
    'ملفات تعريف ارتباط لا غنى عنها لتقديم الخدمة التي طلبتها، أو يلزم استخدامها للامتثال للمتطلبات القانونية مثل قوانين حماية البيانات.',
  'gdpr.consent.analytics.title': 'التحليلات',
  'gdpr.consent.analytics.description':
    'ملفات تعريف ارتباط تُستخدم لأغراض التحليل أو قياس الأداء، مثل عدّ الزوار الفريدين لموقعنا، ومدة بقائك فيه، والأجزاء التي تزورها منه.',
  'gdpr.consent.marketing.title': 'التسويق',
  'gdpr.consent.marketing.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.retargeting.title': 'إعادة الاستهداف',
  'gdpr.consent.retargeting.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.tracking.title': 'التتبّع',
  'gdpr.consent.tracking.description':
    'ملفات تعريف ارتباط تتتبّع سلوكك على الإنترنت، مثل النقرات والتفضيلات ومواصفات الجهاز والموقع وسجل البحث. تساعد هذه البيانات في الإعلانات الموجّهة وتحليلات الموقع.',
  'gdpr.dialog.error.title': 'عذرًا!',
  'gdpr.dialog.error.subtitle': 'يبدو أن خطأً ما قد حدث…',
  'gdpr.dialog.error.retry': 'إعادة المحاولة',
};
