import type { ACCOUNT_TEXT } from '../../account.ts';
import type { TranslationOf } from '../translation.ts';

const PERSONALISED_ADVERTISING =
  'Cookies que se usan para mostrarle publicidad personalizada (en nuestro sitio o fuera de él) según su navegación y su perfil.';

export const ES_ACCOUNT: TranslationOf<typeof ACCOUNT_TEXT> = {
  'org.switcher.label': 'Organización',
  'gdpr.dialog.title': 'Valoramos su privacidad',
  'gdpr.dialog.subtitle':
    'Usamos cookies para mejorar su experiencia. Encontrará más información en nuestra política de cookies.',
  'gdpr.dialog.accept': 'Aceptar todas',
  'gdpr.dialog.reject': 'Rechazar todas',
  'gdpr.dialog.customize': 'Personalizar',
  'gdpr.dialog.save': 'Guardar la configuración',
  'gdpr.consent.necessary.title': 'Cookies necesarias',
  'gdpr.consent.necessary.description':
    'Cookies imprescindibles para prestar el servicio que ha solicitado o necesarias para cumplir requisitos legales, como la normativa de protección de datos.',
  'gdpr.consent.analytics.title': 'Análisis',
  'gdpr.consent.analytics.description':
    'Cookies que se usan con fines de análisis o de medición del rendimiento, como contar los visitantes únicos de nuestro sitio, cuánto tiempo permanece en él y qué partes visita.',
  'gdpr.consent.marketing.title': 'Marketing',
  'gdpr.consent.marketing.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.retargeting.title': 'Retargeting',
  'gdpr.consent.retargeting.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.tracking.title': 'Seguimiento',
  'gdpr.consent.tracking.description':
    'Cookies que registran su comportamiento en línea, como clics, preferencias, características del dispositivo, ubicación e historial de búsqueda. Estos datos sirven para la publicidad dirigida y la analítica del sitio web.',
  'gdpr.dialog.error.title': '¡Vaya!',
  'gdpr.dialog.error.subtitle': 'Parece que algo ha salido mal…',
  'gdpr.dialog.error.retry': 'Volver a intentarlo',
};
