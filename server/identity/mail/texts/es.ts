import type { MailTexts } from '../../../../core/identity/mail-texts-en.ts';

export const ES: MailTexts = {
  'signIn.subject': 'Inicie sesión en {siteTitle}',
  'signIn.asked':
    'Alguien ha solicitado iniciar sesión en la documentación de {productName} con esta dirección, desde {device}, el {time}.',
  'signIn.openLink': 'Para continuar, abra este enlace y confirme:',
  'signIn.button': 'Continuar con el inicio de sesión',
  'signIn.copyLink': 'Si el botón no funciona, copie esta dirección en su navegador:',
  'signIn.notYou':
    'Si no ha sido usted, ignore este correo: nadie puede iniciar sesión sin abrir el enlace y confirmar.',
  'link.expiry': 'El enlace solo funciona una vez y caduca en {duration}.',
  'noAccess.body':
    'Esta dirección no tiene acceso a la documentación. Si lo necesita, pida a su contacto en {productName} que le dé acceso y vuelva a iniciar sesión en {publicUrl}',
  'notYou.ignore': 'Si no ha sido usted, ignore este correo.',
  'code.subject': '{code} es su código de inicio de sesión en {siteTitle}',
  'code.intro': 'Su código de inicio de sesión en {siteTitle}:',
  'code.heading': 'Su código de inicio de sesión',
  'code.typeText': 'Introduzca el código en la página que lo solicitó.',
  'code.typeHtml': 'Introduzca este código en la página que lo solicitó:',
  'code.expiry': 'El código solo funciona una vez y caduca en {duration}. No se lo diga nunca a nadie.',
  'code.notYou': 'Si no ha sido usted, ignore este correo: nadie puede iniciar sesión sin el código.',
  'reset.subject': 'Restablezca su contraseña de {siteTitle}',
  'reset.asked':
    'Alguien ha solicitado restablecer la contraseña de la documentación de {productName} asociada a esta dirección, desde {device}, el {time}.',
  'reset.noPassword':
    'Esta dirección no tiene contraseña aquí, así que no hay nada que restablecer. Puede iniciar sesión de otra forma y crear una en {publicUrl}',
  'reset.openLink': 'Para elegir una contraseña nueva, abra este enlace:',
  'reset.button': 'Elegir una contraseña nueva',
  'reset.notYou': 'Si no ha sido usted, ignore este correo: su contraseña sigue siendo la misma.',
  'sms.code':
    '{code} es su código de inicio de sesión en {siteTitle}. Caduca en {duration}. No lo comparta nunca.',
  'sms.link':
    'Inicie sesión en {siteTitle}: abra {link} y confirme. El enlace solo funciona una vez y caduca en {duration}.',
  'sms.noAccess':
    'Alguien ha intentado iniciar sesión en {siteTitle} con este número, que no tiene acceso. Si lo necesita, pídaselo a su contacto y vuelva a iniciar sesión en {publicUrl}',
  'sms.reset':
    'Restablezca su contraseña de {siteTitle}: {link} (un solo uso, caduca en {duration}). ¿No ha sido usted? Ignore este mensaje.',
  'sms.resetNoPassword':
    'Alguien ha solicitado restablecer una contraseña de {siteTitle} para este número, que no tiene ninguna. ¿No ha sido usted? Ignore este mensaje.',
  'device.browserOn': '{browser} en {system}',
  'device.someBrowserOn': 'un navegador en {system}',
  'device.unknown': 'un navegador desconocido',
};
