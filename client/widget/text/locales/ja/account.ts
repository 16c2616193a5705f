import type { ACCOUNT_TEXT } from '../../account.ts';
import type { TranslationOf } from '../translation.ts';

const PERSONALISED_ADVERTISING =
  '閲覧履歴やプロフィールに基づいて、お客様に合わせた広告を（当サイトの内外で）表示するための Cookie です。';

export const JA_ACCOUNT: TranslationOf<typeof ACCOUNT_TEXT> = {
  'org.switcher.label': '組織',
  'gdpr.dialog.title': 'プライバシーを大切にしています',
  'gdpr.dialog.subtitle':
    'より快適にご利用いただくために Cookie を使用しています。詳しくは Cookie ポリシーをご覧ください。',
  'gdpr.dialog.accept': 'すべて許可',
  'gdpr.dialog.reject': 'すべて拒否',
  'gdpr.dialog.customize': 'カスタマイズ',
  'gdpr.dialog.save': '設定を保存',
  'gdpr.consent.necessary.title': '必須 Cookie',
  'gdpr.consent.necessary.description':
    'ご依頼いただいたサービスの提供に不可欠な Cookie、またはデータ保護法などの法的要件を満たすために必要な Cookie です。',
  'gdpr.consent.analytics.title': '分析',
  'gdpr.consent.analytics.description':
    '当サイトのユニーク訪問者数、滞在時間、閲覧されたページなど、分析やパフォーマンス測定に使用する Cookie です。',
  'gdpr.consent.marketing.title': 'マーケティング',
  'gdpr.consent.marketing.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.retargeting.title': 'リターゲティング',
  'gdpr.consent.retargeting.description': PERSONALISED_ADVERTISING,
  'gdpr.consent.tracking.title': 'トラッキング',
  'gdpr.consent.tracking.description':
    'クリック、設定、デバイスの仕様、位置情報、検索履歴など、オンラインでの行動を追跡する Cookie です。このデータはターゲティング広告やウェブサイトの分析に役立てられます。',
  'gdpr.dialog.error.title': 'エラー',
  'gdpr.dialog.error.subtitle': '問題が発生したようです…',
  'gdpr.dialog.error.retry': 'もう一度試す',
};
