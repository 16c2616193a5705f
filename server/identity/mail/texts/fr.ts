import type { MailTexts } from '../../../../core/identity/mail-texts-en.ts';

// French puts a non-breaking space before a colon.
export const FR: MailTexts = {
  'signIn.subject': 'Connexion à {siteTitle}',
  'signIn.asked':
    'Quelqu’un a demandé à se connecter à la documentation {productName} avec cette adresse, depuis {device}, le {time}.',
  'signIn.openLink': 'Pour continuer, ouvrez ce lien et confirmez\u00a0:',
  'signIn.button': 'Poursuivre la connexion',
  'signIn.copyLink': 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
  'signIn.notYou':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: personne ne peut se connecter sans ouvrir le lien et confirmer.',
  'link.expiry': 'Le lien ne fonctionne qu’une seule fois et expire dans {duration}.',
  'noAccess.body':
    'Cette adresse n’a pas accès à la documentation. Si vous en avez besoin, demandez à votre contact chez {productName} de vous ajouter, puis reconnectez-vous sur {publicUrl}',
  'notYou.ignore': 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
  'code.subject': '{code} est votre code de connexion à {siteTitle}',
  'code.intro': 'Votre code de connexion à {siteTitle}\u00a0:',
  'code.heading': 'Votre code de connexion',
  'code.typeText': 'Saisissez le code sur la page qui l’a demandé.',
  'code.typeHtml': 'Saisissez ce code sur la page qui l’a demandé\u00a0:',
  'code.expiry':
    'Le code ne fonctionne qu’une seule fois et expire dans {duration}. Ne le communiquez jamais à personne.',
  'code.notYou':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: personne ne peut se connecter sans le code.',
  'reset.subject': 'Réinitialisation de votre mot de passe {siteTitle}',
  'reset.asked':
    'Quelqu’un a demandé à réinitialiser le mot de passe de la documentation {productName} lié à cette adresse, depuis {device}, le {time}.',
  'reset.noPassword':
    'Cette adresse n’a pas de mot de passe ici, il n’y a donc rien à réinitialiser. Vous pouvez vous connecter autrement et en définir un sur {publicUrl}',
  'reset.openLink': 'Pour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:',
  'reset.button': 'Choisir un nouveau mot de passe',
  'reset.notYou':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
  'sms.code':
    '{code} est votre code de connexion à {siteTitle}. Il expire dans {duration}. Ne le communiquez jamais.',
  'sms.link':
    'Connexion à {siteTitle} : ouvrez {link} et confirmez. Le lien ne fonctionne qu’une seule fois et expire dans {duration}.',
  'sms.noAccess':
    'Quelqu’un a demandé à se connecter à {siteTitle} avec ce numéro, qui n’a pas accès. Si vous en avez besoin, demandez-le à votre contact, puis reconnectez-vous sur {publicUrl}',
  'sms.reset':
    'Réinitialisez votre mot de passe {siteTitle} : {link} (une seule utilisation, expire dans {duration}). Ce n’était pas vous ? Ignorez ce message.',
  'sms.resetNoPassword':
    'Quelqu’un a demandé à réinitialiser un mot de passe {siteTitle} pour ce numéro, qui n’en a pas. Ce n’était pas vous ? Ignorez ce message.',
  'device.browserOn': '{browser} sous {system}',
  'device.someBrowserOn': 'un navigateur sous {system}',
  'device.unknown': 'un navigateur inconnu',
};
