import { sequenceRuleTexts, type PASSWORD_TOTP_TEXT } from '../../password-totp.ts';
import type { TranslationOf } from '../translation.ts';

export const FR_PASSWORD_TOTP: TranslationOf<typeof PASSWORD_TOTP_TEXT> = {
  'authenticating.password.label': 'Mot de passe',
  'authenticating.password.placeholder': 'Votre mot de passe',
  'authenticating.passwordConfirm.label': 'Confirmer le mot de passe',
  'authenticating.password.submit': 'Continuer',
  'authenticating.password.show': 'Afficher le mot de passe',
  'authenticating.password.hide': 'Masquer le mot de passe',
  'authenticating.initial.password.title': 'Se connecter avec un mot de passe.',
  'authenticating.initial.password.message.email':
    'Si vous utilisez un mot de passe pour la première fois, vous recevrez un e-mail pour vérifier votre adresse e-mail.',
  'authenticating.initial.password.message.phone':
    'Si vous utilisez un mot de passe pour la première fois, vous recevrez un message pour vérifier votre numéro de téléphone.',
  'authenticating.setPassword.title': 'Créez votre mot de passe',
  'authenticating.setPassword.message': 'Choisissez un mot de passe sûr pour vous inscrire.',
  'authenticating.setPassword.validation.required': 'Le mot de passe est obligatoire',
  'authenticating.setPassword.validation.mismatch': 'Les mots de passe doivent être identiques',
  'authenticating.setPassword.validation.incorrect': 'Identifiant ou mot de passe incorrect',
  'authenticating.setPassword.validation.length': 'Entre 8 et 256 caractères',
  'authenticating.setPassword.validation.password_variants': 'Contient le mot « password »',
  'authenticating.setPassword.validation.admin_variants': 'Contient le mot « admin »',
  'authenticating.setPassword.validation.user_variants': 'Contient le mot « user »',
  ...sequenceRuleTexts('Séquence interdite : {{ILLEGAL_SEQUENCE}}'),
  'authenticating.setPassword.validation.common_password_xkcd': 'Mot de passe trop courant',
  'authenticating.verifyPassword.title': 'Saisissez votre mot de passe',
  'authenticating.verifyPassword.message': 'Saisissez votre mot de passe pour vous connecter.',
  'authenticating.verifyPassword.recover.prompt': 'Mot de passe oublié ?',
  'authenticating.verifyPassword.recover.cta': 'Réinitialiser',
  'authenticating.recoverPassword.title.email': 'Consultez votre boîte mail',
  'authenticating.recoverPassword.message.email':
    'Nous avons envoyé à {{EMAIL_ADDRESS}} un e-mail expliquant comment réinitialiser votre mot de passe. Il peut mettre quelques minutes à arriver ; pensez à vérifier vos courriers indésirables.',
  'authenticating.recoverPassword.title.phone': 'Consultez votre téléphone',
  'authenticating.recoverPassword.message.phone':
    'Nous avons envoyé au {{PHONE_NUMBER}} un message expliquant comment réinitialiser votre mot de passe. Il peut mettre quelques minutes à arriver ; pensez à vérifier vos messages indésirables.',
  'resetPassword.checking': 'Vérification de votre lien…',
  'resetPassword.title': 'Choisissez un nouveau mot de passe',
  'resetPassword.message':
    'Votre ancien mot de passe ne fonctionnera plus dès que vous aurez défini celui-ci.',
  'resetPassword.invalid.title': 'Ce lien n’est plus valide',
  'resetPassword.invalid.message':
    'Un lien de réinitialisation ne fonctionne qu’une fois et pendant peu de temps. Pour en obtenir un nouveau, choisissez « Mot de passe oublié ? » lors de la connexion.',
  'resetPassword.close': 'Fermer',
  'authenticating.submitting.password.title': 'Connexion en cours…',
  'authenticating.submitting.password.message': 'Cela peut prendre un moment.',
  'authenticating.initial.totp.title': 'Se connecter avec un code TOTP',
  'authenticating.initial.totp.message':
    'Si vous vous connectez avec TOTP pour la première fois, nous générerons une clé secrète pour votre application d’authentification.',
  'authenticating.confirmEmail.totp.title': 'Confirmez votre adresse e-mail',
  'authenticating.confirmEmail.totp.message':
    'Avant de configurer votre application d’authentification, saisissez le code que nous avons envoyé à {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.title': 'Confirmez votre identité',
  'authenticating.confirmAddress.password.message.email':
    'Avant de définir un mot de passe, saisissez le code que nous avons envoyé à {{EMAIL_ADDRESS}}.',
  'authenticating.confirmAddress.password.message.phone':
    'Avant de définir un mot de passe, saisissez le code que nous avons envoyé au {{PHONE_NUMBER}}.',
  'authenticating.confirmEmail.webauthn.title': 'Confirmez votre adresse e-mail',
  'authenticating.confirmEmail.webauthn.message':
    'Avant de créer une clé d’accès, saisissez le code que nous avons envoyé à {{EMAIL_ADDRESS}}.',
  'authenticating.registerAuthenticator.totp.title': 'Configurer un mot de passe à usage unique',
  'authenticating.registerAuthenticator.totp.message':
    'Scannez le code QR avec une application d’authentification pour configurer votre mot de passe à usage unique.',
  'authenticating.registerAuthenticator.totp.prompt': 'Impossible de scanner ?',
  'authenticating.registerAuthenticator.totp.cta': 'Configurer avec un code',
  'authenticating.input.totp.title': 'Saisissez le code d’authentification',
  'authenticating.input.totp.message':
    'Saisissez le code à 6 chiffres affiché dans votre application d’authentification.',
  'authenticating.input.totp.cta': 'Utiliser un code de récupération',
  'authenticating.input.totp.recoveryCode': 'Code de récupération',
  'authenticating.saveRecoveryCodes.totp.title': 'Enregistrez vos codes de récupération',
  'authenticating.saveRecoveryCodes.totp.message':
    'Ces codes vous permettent de vous authentifier si vous perdez l’accès à votre appareil. Conservez-les en lieu sûr.',
  'copy.cta': 'Copier',
  'copy.done': 'Copié',
};
