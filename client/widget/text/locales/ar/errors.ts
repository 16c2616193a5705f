import type { ERROR_TEXT } from '../../errors.ts';
import type { TranslationOf } from '../translation.ts';

const BACK = 'العودة إلى تسجيل الدخول';

export const AR_ERRORS: TranslationOf<typeof ERROR_TEXT> = {
  'error.title': 'حدث خطأ ما…',
  'error.subtitle': 'حدث خطأ أثناء إرسال النموذج. يُرجى المحاولة مرة أخرى.',
  'error.retry': 'إعادة المحاولة',
  'error.title.rateLimit': 'محاولات كثيرة جدًا…',
  'error.subtitle.rateLimit': 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  'error.retry.rateLimit': 'إعادة المحاولة',
  'error.subtitle.rateLimit.wait': 'طلبات كثيرة جدًا. يُرجى المحاولة بعد {{TIME_REMAINING}}.',
  'error.subtitle.rateLimit.ready': 'يمكنك المحاولة الآن.',
  'error.title.alreadySent': 'تحقّق من بريدك الوارد',
  'error.subtitle.alreadySent':
    'أرسلنا إليك رابط تسجيل دخول من قبل. افتح أحدث رابط: فهو يسجّل دخولك على الجهاز والمتصفح اللذين تفتحه بهما.',
  'error.retry.alreadySent': 'إرسال رابط جديد',
  'error.wait.alreadySent': 'يمكنك طلب رابط جديد بعد {{TIME_REMAINING}}.',
  'wait.second': '{{COUNT}} ثانية',
  'wait.seconds': '{{COUNT}} ثانية',
  'wait.minute': '{{COUNT}} دقيقة',
  'wait.minutes': '{{COUNT}} دقيقة',
  'error.title.authenticationExpired': 'انتهت صلاحية تسجيل الدخول',
  'error.subtitle.authenticationExpired': 'استغرق تسجيل الدخول وقتًا طويلًا. أعد المحاولة للمتابعة.',
  'error.retry.authenticationExpired': 'إعادة المحاولة',
  'error.title.recoverNonReachableHandleType': 'تعذّرت إعادة تعيين كلمة المرور',
  'error.subtitle.recoverNonReachableHandleType':
    'يُرجى استخدام عنوان بريد إلكتروني أو رقم هاتف لإعادة تعيين كلمة المرور.',
  'error.retry.recoverNonReachableHandleType': BACK,
  'error.title.noPasswordSet': 'لم تُعيَّن كلمة مرور',
  'error.subtitle.noPasswordSet':
    'تواصل مع الدعم لتعيين كلمة مرور، أو سجّل الدخول ببريدك الإلكتروني أو رقم هاتفك.',
  'error.retry.noPasswordSet': BACK,
  'error.title.selfRegistrationNotAllowed': 'تعذّر التسجيل',
  'error.subtitle.selfRegistrationNotAllowed':
    'التسجيل الذاتي معطّل في هذه المؤسسة. يُرجى التواصل مع مسؤول المؤسسة لإنشاء حسابك.',
  'error.retry.selfRegistrationNotAllowed': BACK,
  'error.title.signUpAwaitingApproval': 'بانتظار الموافقة',
  'error.subtitle.signUpAwaitingApproval':
    'تمّ إنشاء حسابك. يجب أن يوافق مسؤول المؤسسة على تسجيلك قبل أن تتمكن من تسجيل الدخول.',
  'error.retry.signUpAwaitingApproval': BACK,
  'error.title.signInAwaitingApproval': 'بانتظار الموافقة',
  'error.subtitle.signInAwaitingApproval':
    'يجب أن يوافق مسؤول مؤسستك على تسجيلك قبل أن تتمكن من تسجيل الدخول.',
  'error.retry.signInAwaitingApproval': BACK,
  'error.title.invalidEmailAddressFormat': 'صيغة البريد الإلكتروني غير صحيحة',
  'error.subtitle.invalidEmailAddressFormat':
    '{{EMAIL_ADDRESS}} ليس عنوان بريد إلكتروني صالحًا. ارجع إلى تسجيل الدخول وتحقّق من العنوان.',
  'error.retry.invalidEmailAddressFormat': BACK,
  'error.title.invalidPhoneNumberFormat': 'صيغة رقم الهاتف غير صحيحة',
  'error.subtitle.invalidPhoneNumberFormat':
    '{{PHONE_NUMBER}} ليس رقم هاتف صالحًا. ارجع إلى تسجيل الدخول وتحقّق من الرقم.',
  'error.retry.invalidPhoneNumberFormat': BACK,
  'error.subtitle.unsupportedSsoMethod': 'طريقة دخول موحّد غير مدعومة',
  'error.title.sso': 'تعذّر الدخول الموحّد',
  'error.retry.sso': 'سجّل الدخول مجددًا',
  'error.subtitle.sso.state':
    'استُخدم تسجيل الدخول هذا من قبل أو انتهت صلاحيته، مثلًا بعد الرجوع أو إعادة تحميل الصفحة. سجّل الدخول مجددًا.',
  'error.subtitle.sso.provider_refused':
    'أنهى مزوّد الهوية تسجيل الدخول: فقد أُلغي، أو قد لا يُسمح لحسابك باستخدام هذا الموقع. سجّل الدخول مجددًا، أو اطلب الوصول من المسؤول.',
  'error.subtitle.sso.answer_invalid':
    'تعذّر التحقق من ردّ مزوّد الهوية، فلم يُسجَّل دخول أحد. سجّل الدخول مجددًا، وإذا تكرّر ذلك فأبلغ مسؤول الموقع.',
  'error.subtitle.sso.provider_unavailable':
    'تعذّر الوصول إلى مزوّد الهوية. أعد المحاولة بعد بضع دقائق، وإذا ظل الوصول إليه متعذرًا فأبلغ مسؤول الموقع.',
  'error.subtitle.sso.email_unverified':
    'لم يؤكد مزوّد الهوية عنوان بريد إلكتروني لحسابك. أكّد عنوانك لدى مزوّد الهوية أو اسأل مسؤوله، ثم سجّل الدخول مجددًا.',
  'error.subtitle.sso.email_unusable':
    'لا يمكن استخدام عنوان البريد الإلكتروني الذي قدّمه مزوّد الهوية لتسجيل الدخول هنا. اطلب من مسؤول مزوّد الهوية التحقق من العنوان المسجّل في حسابك.',
  'error.subtitle.sso.registration_refused':
    'غير مسموح لحسابك بتسجيل الدخول إلى هذا الموقع. اطلب الوصول من مسؤول المؤسسة.',
  'error.subtitle.sso.other_browser':
    'بدأ تسجيل الدخول هذا في متصفح أو نافذة أخرى، لذا لا يمكن إكماله هنا. سجّل الدخول مجددًا من هذه الصفحة.',
  'error.subtitle.sso.failed': 'لم يكتمل الدخول الموحّد. سجّل الدخول مجددًا، وإذا تكرّر ذلك فأبلغ مسؤول الموقع.',
  'error.contactSupport.prompt': 'هل تحتاج إلى مساعدة؟',
  'error.contactSupport.cta': 'تواصل مع الدعم',
  'error.divider': 'أو',
  'error.selfRegistrationNotAllowed.alternativeAuth.prompt': 'ليس لديك حساب؟',
  'error.selfRegistrationNotAllowed.alternativeAuth.cta': 'انتقل إلى صفحة التسجيل.',
};
