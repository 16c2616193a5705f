import { sequenceRuleTexts, type PASSWORD_TOTP_TEXT } from '../../password-totp.ts';
import type { TranslationOf } from '../translation.ts';

export const ES_PASSWORD_TOTP: TranslationOf<typeof PASSWORD_TOTP_TEXT> = {
  'authenticating.password.label': 'Contraseña',
  'authenticating.password.placeholder': 'Escriba su contraseña',
  'authenticating.passwordConfirm.label': 'Confirmar contraseña',
  'authenticating.password.submit': 'Continuar',
  'authenticating.password.show': 'Mostrar contraseña',
  'authenticating.password.hide': 'Ocultar contraseña',
  'authenticating.initial.password.title': 'Iniciar sesión con una contraseña.',
  'authenticating.initial.password.message.email':
    'Si usa una contraseña por primera vez, recibirá un correo para verificar su dirección de correo electrónico.',
  'authenticating.initial.password.message.phone':
    'Si usa una contraseña por primera vez, recibirá un mensaje para verificar su número de teléfono.',
  'authenticating.setPassword.title': 'Cree su contraseña',
  'authenticating.setPassword.message': 'Defina una contraseña segura para registrarse.',
  'authenticating.setPassword.validation.required': 'La contraseña es obligatoria',
  'authenticating.setPassword.validation.mismatch': 'Las contraseñas deben coincidir',
  'authenticating.setPassword.validation.incorrect': 'Identificador o contraseña incorrectos',
  'authenticating.setPassword.validation.length': 'Se requieren entre 8 y 256 caracteres',
  'authenticating.setPassword.validation.password_variants': 'Contiene la palabra «password»',
  'authenticating.setPassword.validation.admin_variants': 'Contiene la palabra «admin»',
  'authenticating.setPassword.validation.user_variants': 'Contiene la palabra «user»',
  ...sequenceRuleTexts('Secuencia no permitida: {{ILLEGAL_SEQUENCE}}'),
  'authenticating.setPassword.validation.common_password_xkcd': 'Contraseña demasiado común',
  'authenticating.verifyPassword.title': 'Introduzca su contraseña',
  'authenticating.verifyPassword.message': 'Escriba su contraseña para iniciar sesión.',
  'authenticating.verifyPassword.recover.prompt': '¿Ha olvidado su contraseña?',
  'authenticating.verifyPassword.recover.cta': 'Restablecer',
  'authenticating.recoverPassword.title.email': 'Revise su correo',
  'authenticating.recoverPassword.message.email':
    'Hemos enviado a {{EMAIL_ADDRESS}} un correo con instrucciones para restablecer su contraseña. Puede tardar unos minutos en llegar; revise también la carpeta de spam.',
  'authenticating.recoverPassword.title.phone': 'Revise su teléfono',
  'authenticating.recoverPassword.message.phone':
    'Hemos enviado al {{PHONE_NUMBER}} un mensaje con instrucciones para restablecer su contraseña. Puede tardar unos minutos en llegar; revise también los mensajes no deseados.',
  'resetPassword.checking': 'Comprobando su enlace…',
  'resetPassword.title': 'Elija una contraseña nueva',
  'resetPassword.message': 'Su contraseña anterior dejará de funcionar en cuanto establezca esta.',
  'resetPassword.invalid.title': 'Este enlace ya no es válido',
  'resetPassword.invalid.message':
    'Un enlace para restablecer la contraseña funciona una sola vez y durante poco tiempo. Para obtener uno nuevo, elija «¿Ha olvidado su contraseña?» al iniciar sesión.',
  'resetPassword.close': 'Cerrar',
  'authenticating.submitting.password.title': 'Iniciando sesión…',
  'authenticating.submitting.password.message': 'Esto puede tardar un poco.',
  'authenticating.initial.totp.title': 'Iniciar sesión con TOTP',
  'authenticating.initial.totp.message':
    'Si es la primera vez que inicia sesión con TOTP, generaremos una clave secreta para su aplicación de autenticación.',
  'authenticating.confirmEmail.totp.title': 'Confirme su correo electrónico',
  'authenticating.confirmEmail.totp.message':
    'Antes de configurar su aplicación de autenticación, introduzca el código que hemos enviado a {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.title': 'Confirme que es usted',
  'authenticating.confirmAddress.password.message.email':
    'Antes de establecer una contraseña, introduzca el código que hemos enviado a {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.message.phone':
    'Antes de establecer una contraseña, introduzca el código que hemos enviado al {{PHONE_NUMBER}}.',
  'authenticating.confirmEmail.webauthn.title': 'Confirme su correo electrónico',
  'authenticating.confirmEmail.webauthn.message':
    'Antes de crear una llave de acceso, introduzca el código que hemos enviado a {{EMAIL_ADDRESS}}.',
  'authenticating.registerAuthenticator.totp.title': 'Configurar la contraseña de un solo uso',
  'authenticating.registerAuthenticator.totp.message':
    'Escanee el código QR con una aplicación de autenticación para configurar su contraseña de un solo uso.',
  'authenticating.registerAuthenticator.totp.prompt': '¿No puede escanearlo?',
  'authenticating.registerAuthenticator.totp.cta': 'Configurar con un código',
  'authenticating.input.totp.title': 'Introduzca el código de autenticación',
  'authenticating.input.totp.message':
    'Introduzca el código de 6 dígitos que muestra su aplicación de autenticación.',
  'authenticating.input.totp.cta': 'Usar un código de recuperación',
  'authenticating.input.totp.recoveryCode': 'Código de recuperación',
  'authenticating.saveRecoveryCodes.totp.title': 'Guarde sus códigos de recuperación',
  'authenticating.saveRecoveryCodes.totp.message':
    'Use estos códigos para autenticarse si pierde el acceso a su dispositivo. Guárdelos en un lugar seguro.',
  'copy.cta': 'Copiar',
  'copy.done': 'Copiado',
};
