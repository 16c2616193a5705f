import type { ERROR_TEXT } from '../../errors.ts';
import type { TranslationOf } from '../translation.ts';

const BACK = 'Retour à la connexion';

export const FR_ERRORS: TranslationOf<typeof ERROR_TEXT> = {
  'error.title': 'Une erreur s’est produite…',
  'error.subtitle': 'Une erreur est survenue lors de l’envoi du formulaire. Veuillez réessayer.',
  'error.retry': 'Réessayer',
  'error.title.rateLimit': 'Trop de tentatives…',
  'error.subtitle.rateLimit': 'Trop de demandes. Veuillez réessayer plus tard.',
  'error.retry.rateLimit': 'Réessayer',
  'error.subtitle.rateLimit.wait': 'Trop de demandes. Veuillez réessayer dans {{TIME_REMAINING}}.',
  'error.subtitle.rateLimit.ready': 'Vous pouvez réessayer maintenant.',
  'error.title.alreadySent': 'Consultez votre boîte mail',
  'error.subtitle.alreadySent':
    'Nous vous avons déjà envoyé un lien de connexion. Ouvrez le plus récent : il vous connecte sur l’appareil et dans le navigateur où vous l’ouvrez.',
  'error.retry.alreadySent': 'Envoyer un nouveau lien',
  'error.wait.alreadySent': 'Vous pourrez demander un nouveau lien dans {{TIME_REMAINING}}.',
  'wait.second': '{{COUNT}} seconde',
  'wait.seconds': '{{COUNT}} secondes',
  'wait.minute': '{{COUNT}} minute',
  'wait.minutes': '{{COUNT}} minutes',
  'error.title.authenticationExpired': 'Connexion expirée',
  'error.subtitle.authenticationExpired': 'La connexion a pris trop de temps. Réessayez pour continuer.',
  'error.retry.authenticationExpired': 'Réessayer',
  'error.title.recoverNonReachableHandleType': 'Impossible de réinitialiser le mot de passe',
  'error.subtitle.recoverNonReachableHandleType':
    'Veuillez utiliser une adresse e-mail ou un numéro de téléphone pour réinitialiser votre mot de passe.',
  'error.retry.recoverNonReachableHandleType': BACK,
  'error.title.noPasswordSet': 'Aucun mot de passe défini',
  'error.subtitle.noPasswordSet':
    'Contactez le support pour définir un mot de passe, ou connectez-vous avec votre adresse e-mail ou votre numéro de téléphone.',
  'error.retry.noPasswordSet': BACK,
  'error.title.selfRegistrationNotAllowed': 'Inscription impossible',
  'error.subtitle.selfRegistrationNotAllowed':
    'L’inscription libre est désactivée pour cette organisation. Veuillez contacter l’administrateur de l’organisation pour qu’il crée votre compte.',
  'error.retry.selfRegistrationNotAllowed': BACK,
  'error.title.signUpAwaitingApproval': 'En attente de validation',
  'error.subtitle.signUpAwaitingApproval':
    'Votre compte a été créé. L’administrateur de votre organisation doit valider votre inscription avant que vous puissiez vous connecter.',
  'error.retry.signUpAwaitingApproval': BACK,
  'error.title.signInAwaitingApproval': 'En attente de validation',
  'error.subtitle.signInAwaitingApproval':
    'L’administrateur de votre organisation doit valider votre inscription avant que vous puissiez vous connecter.',
  'error.retry.signInAwaitingApproval': BACK,
  'error.title.invalidEmailAddressFormat': 'Adresse e-mail non valide',
  'error.subtitle.invalidEmailAddressFormat':
    '{{EMAIL_ADDRESS}} n’est pas une adresse e-mail valide. Revenez à la connexion et vérifiez l’adresse.',
  'error.retry.invalidEmailAddressFormat': BACK,
  'error.title.invalidPhoneNumberFormat': 'Numéro de téléphone non valide',
  'error.subtitle.invalidPhoneNumberFormat':
    '{{PHONE_NUMBER}} n’est pas un numéro de téléphone valide. Revenez à la connexion et vérifiez le numéro.',
  'error.retry.invalidPhoneNumberFormat': BACK,
  'error.subtitle.unsupportedSsoMethod': 'méthode SSO non prise en charge',
  'error.title.sso': 'L’authentification unique a échoué',
  'error.retry.sso': 'Se reconnecter',
  'error.subtitle.sso.state':
    'Cette connexion a déjà été utilisée ou a expiré, par exemple après un retour en arrière ou le rechargement d’une page. Reconnectez-vous.',
  'error.subtitle.sso.provider_refused':
    'Votre fournisseur d’identité a mis fin à la connexion : elle a été annulée, ou votre compte n’a pas accès à ce site. Reconnectez-vous ou demandez l’accès à votre administrateur.',
  'error.subtitle.sso.answer_invalid':
    'La réponse de votre fournisseur d’identité n’a pas pu être vérifiée : personne n’a été connecté. Reconnectez-vous ; si le problème persiste, prévenez l’administrateur du site.',
  'error.subtitle.sso.provider_unavailable':
    'Votre fournisseur d’identité est injoignable. Réessayez dans quelques minutes ; s’il reste injoignable, prévenez l’administrateur du site.',
  'error.subtitle.sso.email_unverified':
    'Votre fournisseur d’identité n’a pas confirmé d’adresse e-mail pour votre compte. Confirmez votre adresse auprès de lui, ou demandez à son administrateur, puis reconnectez-vous.',
  'error.subtitle.sso.email_unusable':
    'L’adresse e-mail transmise par votre fournisseur d’identité ne permet pas de se connecter ici. Demandez à l’administrateur de votre fournisseur d’identité de vérifier l’adresse de votre compte.',
  'error.subtitle.sso.registration_refused':
    'Votre compte n’est pas autorisé à se connecter à ce site. Demandez l’accès à l’administrateur de l’organisation.',
  'error.subtitle.sso.other_browser':
    'Cette connexion a été commencée dans un autre navigateur ou une autre fenêtre et ne peut pas se terminer ici. Reconnectez-vous depuis cette page.',
  'error.subtitle.sso.failed':
    'L’authentification unique n’a pas abouti. Reconnectez-vous ; si le problème persiste, prévenez l’administrateur du site.',
  'error.contactSupport.prompt': 'Besoin d’aide ?',
  'error.contactSupport.cta': 'Contacter le support',
  'error.divider': 'ou',
  'error.selfRegistrationNotAllowed.alternativeAuth.prompt': 'Vous n’avez pas de compte ?',
  'error.selfRegistrationNotAllowed.alternativeAuth.cta': 'Accéder à la page d’inscription.',
};
