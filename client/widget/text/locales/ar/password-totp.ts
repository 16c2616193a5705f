import { sequenceRuleTexts, type PASSWORD_TOTP_TEXT } from '../../password-totp.ts';
import type { TranslationOf } from '../translation.ts';

export const AR_PASSWORD_TOTP: TranslationOf<typeof PASSWORD_TOTP_TEXT> = {
  'authenticating.password.label': 'كلمة المرور',
  'authenticating.password.placeholder': 'اكتب كلمة المرور',
  'authenticating.passwordConfirm.label': 'تأكيد كلمة المرور',
  'authenticating.password.submit': 'متابعة',
  'authenticating.password.show': 'إظهار كلمة المرور',
  'authenticating.password.hide': 'إخفاء كلمة المرور',
  'authenticating.initial.password.title': 'سجّل الدخول بكلمة مرور.',
  'authenticating.initial.password.message.email':
    'إذا كنت تستخدم كلمة مرور لأول مرة، فستصلك رسالة بريد إلكتروني للتحقق من عنوان بريدك.',
  'authenticating.initial.password.message.phone':
    'إذا كنت تستخدم كلمة مرور لأول مرة، فستصلك رسالة للتحقق من رقم هاتفك.',
  'authenticating.setPassword.title': 'أنشئ كلمة المرور',
  'authenticating.setPassword.message': 'اختر كلمة مرور آمنة لإنشاء حسابك.',
  'authenticating.setPassword.validation.required': 'كلمة المرور مطلوبة',
  'authenticating.setPassword.validation.mismatch': 'يجب أن تتطابق كلمتا المرور',
  'authenticating.setPassword.validation.incorrect': 'المعرّف أو كلمة المرور غير صحيحة',
  'authenticating.setPassword.validation.length': 'يلزم من 8 إلى 256 حرفًا',
  'authenticating.setPassword.validation.password_variants': 'تحتوي على الكلمة "password"',
  'authenticating.setPassword.validation.admin_variants': 'تحتوي على الكلمة "admin"',
  'authenticating.setPassword.validation.user_variants': 'تحتوي على الكلمة "user"',
  ...sequenceRuleTexts('تسلسل غير مسموح به: {{ILLEGAL_SEQUENCE}}'),
  'authenticating.setPassword.validation.common_password_xkcd': 'كلمة مرور شائعة',
  'authenticating.verifyPassword.title': 'أدخل كلمة المرور',
  'authenticating.verifyPassword.message': 'اكتب كلمة المرور لتسجيل الدخول.',
  'authenticating.verifyPassword.recover.prompt': 'هل نسيت كلمة المرور؟',
  'authenticating.verifyPassword.recover.cta': 'إعادة التعيين',
  'authenticating.recoverPassword.title.email': 'تحقّق من بريدك الإلكتروني',
  'authenticating.recoverPassword.message.email':
    'أرسلنا إلى {{EMAIL_ADDRESS}} رسالة بريد إلكتروني فيها تعليمات إعادة تعيين كلمة المرور. قد يستغرق وصولها بضع دقائق، فتحقّق من مجلد الرسائل غير المرغوب فيها أيضًا.',
  'authenticating.recoverPassword.title.phone': 'تحقّق من هاتفك',
  'authenticating.recoverPassword.message.phone':
    'أرسلنا إلى {{PHONE_NUMBER}} رسالة فيها تعليمات إعادة تعيين كلمة المرور. قد يستغرق وصولها بضع دقائق، فتحقّق من الرسائل غير المرغوب فيها أيضًا.',
  'resetPassword.checking': 'جارٍ التحقق من الرابط…',
  'resetPassword.title': 'اختر كلمة مرور جديدة',
  'resetPassword.message': 'تتوقف كلمة المرور القديمة عن العمل بمجرد تعيين هذه.',
  'resetPassword.invalid.title': 'هذا الرابط لم يعد صالحًا',
  'resetPassword.invalid.message':
    'يعمل رابط إعادة تعيين كلمة المرور مرة واحدة ولوقت قصير فقط. للحصول على رابط جديد، اختر "هل نسيت كلمة المرور؟" عند تسجيل الدخول.',
  'resetPassword.close': 'إغلاق',
  'authenticating.submitting.password.title': 'جارٍ تسجيل دخولك…',
  'authenticating.submitting.password.message': 'قد يستغرق ذلك بعض الوقت.',
  'authenticating.initial.totp.title': 'سجّل الدخول برمز TOTP',
  'authenticating.initial.totp.message':
    'إذا كانت هذه أول مرة تسجّل فيها الدخول برمز TOTP، فسننشئ مفتاحًا سريًا لتطبيق المصادقة لديك.',
  'authenticating.confirmEmail.totp.title': 'أكّد بريدك الإلكتروني',
  'authenticating.confirmEmail.totp.message':
    'قبل إعداد تطبيق المصادقة، أدخل الرمز الذي أرسلناه إلى {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.title': 'أكّد هويتك',
  'authenticating.confirmAddress.password.message.email':
    'قبل تعيين كلمة مرور، أدخل الرمز الذي أرسلناه إلى {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.message.phone':
    'قبل تعيين كلمة مرور، أدخل الرمز الذي أرسلناه إلى {{PHONE_NUMBER}}.',
  'authenticating.confirmEmail.webauthn.title': 'أكّد بريدك الإلكتروني',
  'authenticating.confirmEmail.webauthn.message':
    'قبل إنشاء مفتاح مرور، أدخل الرمز الذي أرسلناه إلى {{EMAIL_ADDRESS}}.',
  'authenticating.registerAuthenticator.totp.title': 'إعداد كلمة مرور لمرة واحدة',
  'authenticating.registerAuthenticator.totp.message':
    'امسح رمز QR بتطبيق مصادقة لإعداد كلمة المرور لمرة واحدة.',
  'authenticating.registerAuthenticator.totp.prompt': 'لا يمكنك المسح؟',
  'authenticating.registerAuthenticator.totp.cta': 'الإعداد باستخدام رمز',
  'authenticating.input.totp.title': 'أدخل رمز المصادقة',
  'authenticating.input.totp.message': 'أدخل الرمز المكوّن من 6 أرقام الظاهر في تطبيق المصادقة.',
  'authenticating.input.totp.cta': 'استخدام رمز استرداد',
  'authenticating.input.totp.recoveryCode': 'رمز الاسترداد',
  'authenticating.saveRecoveryCodes.totp.title': 'احفظ رموز الاسترداد',
  'authenticating.saveRecoveryCodes.totp.message':
    'استخدم هذه الرموز للمصادقة إذا فقدت الوصول إلى جهازك. احفظها في مكان آمن.',
  'copy.cta': 'نسخ',
  'copy.done': 'تمّ النسخ',
};
