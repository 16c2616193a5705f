import type { ERROR_TEXT } from '../../errors.ts';
import type { TranslationOf } from '../translation.ts';

const BACK = 'Volver al inicio de sesión';

export const ES_ERRORS: TranslationOf<typeof ERROR_TEXT> = {
  'error.title': 'Algo ha salido mal…',
  'error.subtitle': 'Se ha producido un error al enviar el formulario. Vuelva a intentarlo.',
  'error.retry': 'Volver a intentarlo',
  'error.title.rateLimit': 'Demasiados intentos…',
  'error.subtitle.rateLimit': 'Demasiadas solicitudes. Vuelva a intentarlo más tarde.',
  'error.retry.rateLimit': 'Volver a intentarlo',
  'error.subtitle.rateLimit.wait':
    'Demasiadas solicitudes. Vuelva a intentarlo dentro de {{TIME_REMAINING}}.',
  'error.subtitle.rateLimit.ready': 'Ya puede volver a intentarlo.',
  'error.title.alreadySent': 'Revise su correo',
  'error.subtitle.alreadySent':
    'Ya le hemos enviado un enlace de inicio de sesión. Abra el más reciente: inicia la sesión en el dispositivo y el navegador con los que lo abra.',
  'error.retry.alreadySent': 'Enviar un enlace nuevo',
  'error.wait.alreadySent': 'Podrá solicitar un enlace nuevo dentro de {{TIME_REMAINING}}.',
  'wait.second': '{{COUNT}} segundo',
  'wait.seconds': '{{COUNT}} segundos',
  'wait.minute': '{{COUNT}} minuto',
  'wait.minutes': '{{COUNT}} minutos',
  'error.title.authenticationExpired': 'Inicio de sesión caducado',
  'error.subtitle.authenticationExpired':
    'El inicio de sesión tardó demasiado. Vuelva a intentarlo para continuar.',
  'error.retry.authenticationExpired': 'Volver a intentarlo',
  'error.title.recoverNonReachableHandleType': 'No se puede restablecer la contraseña',
  'error.subtitle.recoverNonReachableHandleType':
    'Use una dirección de correo electrónico o un número de teléfono para restablecer su contraseña.',
  'error.retry.recoverNonReachableHandleType': BACK,
  'error.title.noPasswordSet': 'No hay ninguna contraseña establecida',
  'error.subtitle.noPasswordSet':
    'Póngase en contacto con soporte para establecer una contraseña, o inicie sesión con su correo electrónico o su número de teléfono.',
  'error.retry.noPasswordSet': BACK,
  'error.title.selfRegistrationNotAllowed': 'No es posible registrarse',
  'error.subtitle.selfRegistrationNotAllowed':
    'El registro por cuenta propia está desactivado en esta organización. Póngase en contacto con el administrador de la organización para que cree su cuenta.',
  'error.retry.selfRegistrationNotAllowed': BACK,
  'error.title.signUpAwaitingApproval': 'Pendiente de aprobación',
  'error.subtitle.signUpAwaitingApproval':
    'Se ha creado su cuenta. El administrador de su organización debe aprobar su registro antes de que pueda iniciar sesión.',
  'error.retry.signUpAwaitingApproval': BACK,
  'error.title.signInAwaitingApproval': 'Pendiente de aprobación',
  'error.subtitle.signInAwaitingApproval':
    'El administrador de su organización debe aprobar su registro antes de que pueda iniciar sesión.',
  'error.retry.signInAwaitingApproval': BACK,
  'error.title.invalidEmailAddressFormat': 'Correo electrónico no válido',
  'error.subtitle.invalidEmailAddressFormat':
    '{{EMAIL_ADDRESS}} no es una dirección de correo válida. Vuelva al inicio de sesión y revise la dirección.',
  'error.retry.invalidEmailAddressFormat': BACK,
  'error.title.invalidPhoneNumberFormat': 'Número de teléfono no válido',
  'error.subtitle.invalidPhoneNumberFormat':
    '{{PHONE_NUMBER}} no es un número de teléfono válido. Vuelva al inicio de sesión y revise el número.',
  'error.retry.invalidPhoneNumberFormat': BACK,
  'error.subtitle.unsupportedSsoMethod': 'método de SSO no admitido',
  'error.title.sso': 'El inicio de sesión único no ha funcionado',
  'error.retry.sso': 'Volver a iniciar sesión',
  'error.subtitle.sso.state':
    'Este inicio de sesión ya se usó o ha caducado, por ejemplo al volver atrás o recargar una página. Vuelva a iniciar sesión.',
  'error.subtitle.sso.provider_refused':
    'Su proveedor de identidad ha interrumpido el inicio de sesión: se canceló o su cuenta no puede usar este sitio. Vuelva a iniciar sesión o solicite acceso a su administrador.',
  'error.subtitle.sso.answer_invalid':
    'No se ha podido verificar la respuesta de su proveedor de identidad, así que no se ha iniciado ninguna sesión. Vuelva a iniciar sesión; si el problema se repite, avise al administrador del sitio.',
  'error.subtitle.sso.provider_unavailable':
    'No se ha podido contactar con su proveedor de identidad. Vuelva a intentarlo en unos minutos; si sigue sin responder, avise al administrador del sitio.',
  'error.subtitle.sso.email_unverified':
    'Su proveedor de identidad no ha confirmado ninguna dirección de correo para su cuenta. Confirme su dirección con su proveedor de identidad, o consulte a su administrador, y vuelva a iniciar sesión.',
  'error.subtitle.sso.email_unusable':
    'La dirección de correo que ha facilitado su proveedor de identidad no sirve para iniciar sesión aquí. Pida al administrador de su proveedor de identidad que revise la dirección de su cuenta.',
  'error.subtitle.sso.registration_refused':
    'Su cuenta no tiene permiso para iniciar sesión en este sitio. Solicite acceso al administrador de la organización.',
  'error.subtitle.sso.other_browser':
    'Este inicio de sesión se empezó en otro navegador u otra ventana, así que no puede completarse aquí. Vuelva a iniciar sesión desde esta página.',
  'error.subtitle.sso.failed':
    'El inicio de sesión único no ha terminado. Vuelva a iniciar sesión; si el problema se repite, avise al administrador del sitio.',
  'error.contactSupport.prompt': '¿Necesita ayuda?',
  'error.contactSupport.cta': 'Contactar con soporte',
  'error.divider': 'o',
  'error.selfRegistrationNotAllowed.alternativeAuth.prompt': '¿No tiene una cuenta?',
  'error.selfRegistrationNotAllowed.alternativeAuth.cta': 'Ir a la página de registro.',
};
