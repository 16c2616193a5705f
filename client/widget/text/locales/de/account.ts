import type { ACCOUNT_TEXT } from '../../account.ts';
import type { TranslationOf } from '../translation.ts';

const PERSONALISED_ADVERTISING =
  'Cookies, mit denen wir Ihnen auf Grundlage Ihres Surfverhaltens und Ihres Profils personalisierte Werbung anzeigen (auf unserer Website oder außerhalb).';

export const DE_ACCOUNT: TranslationOf<typeof ACCOUNT_TEXT> = {
  'org.switcher.label': 'Organisation',
  'gdpr.dialog.title': 'Ihre Privatsphäre ist uns wichtig',
  'gdpr.dialog.subtitle':
    'Wir verwenden Cookies, um Ihre Nutzung zu verbessern. Mehr dazu in unserer Cookie-Richtlinie.',
  'gdpr.dialog.accept': 'Alle akzeptieren',
  'gdpr.dialog.reject': 'Alle ablehnen',
  'gdpr.dialog.customize': 'Anpassen',
  'gdpr.dialog.save': 'Einstellungen speichern',
  'gdpr.consent.necessary.title': 'Notwendige Cookies',
  'gdpr.consent.necessary.description':
    'Cookies, die für den von Ihnen angeforderten Dienst unerlässlich sind oder die gesetzliche Vorgaben wie das Datenschutzrecht verlangen.',
  'gdpr.consent.analytics.title': 'Analyse',
  'gdpr.consent.analytics.description':
    'Cookies für Analyse und Leistungsmessung, etwa um zu zählen, wie viele verschiedene Besucher unsere Website hat, wie lange Sie bleiben und welche Bereiche Sie besuchen.',
  'gdpr.consent.marketing.title': 'Marketing',
  'gdpr.consent.marketing.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.retargeting.title': 'Retargeting',
  'gdpr.consent.retargeting.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.tracking.title': 'Tracking',
  'gdpr.consent.tracking.description':
    'Cookies, die Ihr Verhalten im Internet erfassen, etwa Klicks, Vorlieben, Gerätedaten, Standort und Suchverlauf. Diese Daten dienen gezielter Werbung und der Analyse der Website.',
  'gdpr.dialog.error.title': 'Hoppla!',
  'gdpr.dialog.error.subtitle': 'Da ist wohl etwas schiefgelaufen …',
  'gdpr.dialog.error.retry': 'Erneut versuchen',
};
