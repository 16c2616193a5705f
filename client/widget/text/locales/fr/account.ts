import type { ACCOUNT_TEXT } from '../../account.ts';
import type { TranslationOf } from '../translation.ts';

const PERSONALISED_ADVERTISING =
  'Cookies servant à vous présenter des publicités personnalisées (sur notre site ou ailleurs) en fonction de votre navigation et de votre profil.';

export const FR_ACCOUNT: TranslationOf<typeof ACCOUNT_TEXT> = {
  'org.switcher.label': 'Organisation',
  'gdpr.dialog.title': 'Votre vie privée compte pour nous',
  'gdpr.dialog.subtitle':
    'Nous utilisons des cookies pour améliorer votre expérience. Pour en savoir plus, consultez notre politique relative aux cookies.',
  'gdpr.dialog.accept': 'Tout accepter',
  'gdpr.dialog.reject': 'Tout refuser',
  'gdpr.dialog.customize': 'Personnaliser',
  'gdpr.dialog.save': 'Enregistrer les paramètres',
  'gdpr.consent.necessary.title': 'Cookies nécessaires',
  'gdpr.consent.necessary.description':
    'Cookies indispensables pour fournir le service que vous avez demandé, ou requis pour respecter des obligations légales comme la réglementation sur la protection des données.',
  'gdpr.consent.analytics.title': 'Mesure d’audience',
  'gdpr.consent.analytics.description':
    'Cookies servant à la mesure d’audience ou de performance, par exemple pour compter les visiteurs uniques de notre site, la durée de votre visite et les parties du site que vous consultez.',
  'gdpr.consent.marketing.title': 'Marketing',
  'gdpr.consent.marketing.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.retargeting.title': 'Reciblage',
  'gdpr.consent.retargeting.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.tracking.title': 'Suivi',
  'gdpr.consent.tracking.description':
    'Cookies qui suivent votre comportement en ligne : clics, préférences, caractéristiques de l’appareil, localisation et historique de recherche. Ces données servent à la publicité ciblée et à la mesure d’audience du site.',
  'gdpr.dialog.error.title': 'Oups !',
  'gdpr.dialog.error.subtitle': 'Il semble qu’un problème soit survenu…',
  'gdpr.dialog.error.retry': 'Réessayer',
};
