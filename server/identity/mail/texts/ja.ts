import type { MailTexts } from '../../../../core/identity/mail-texts-en.ts';

export const JA: MailTexts = {
  'signIn.subject': '{siteTitle} へのサインイン',
  'signIn.asked':
    '{time}に {device} から、このメールアドレスで {productName} ドキュメントへのサインインが要求されました。',
  'signIn.openLink': '続行するには、次のリンクを開いて確認してください。',
  'signIn.button': 'サインインを続ける',
  'signIn.copyLink': 'ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください。',
  'signIn.notYou':
    'お心当たりがない場合は、このメールを無視してください。リンクを開いて確認しない限り、誰もサインインできません。',
  'link.expiry': 'このリンクは1回だけ使用でき、{duration}で有効期限が切れます。',
  'noAccess.body':
    'このメールアドレスにはドキュメントへのアクセス権がありません。アクセスが必要な場合は、{productName} の担当者に追加を依頼してから、もう一度サインインしてください: {publicUrl}',
  'notYou.ignore': 'お心当たりがない場合は、このメールを無視してください。',
  'code.subject': '{code} は {siteTitle} のサインインコードです',
  'code.intro': '{siteTitle} のサインインコード:',
  'code.heading': 'サインインコード',
  'code.typeText': 'コードを要求したページに入力してください。',
  'code.typeHtml': '要求したページに次のコードを入力してください。',
  'code.expiry': 'このコードは1回だけ使用でき、{duration}で有効期限が切れます。誰にも教えないでください。',
  'code.notYou':
    'お心当たりがない場合は、このメールを無視してください。コードがなければ、誰もサインインできません。',
  'reset.subject': '{siteTitle} のパスワードの再設定',
  'reset.asked':
    '{time}に {device} から、このメールアドレスの {productName} ドキュメントのパスワード再設定が要求されました。',
  'reset.noPassword':
    'このメールアドレスにはパスワードが設定されていないため、再設定するものはありません。別の方法でサインインしてから、パスワードを設定できます: {publicUrl}',
  'reset.openLink': '新しいパスワードを設定するには、次のリンクを開いてください。',
  'reset.button': '新しいパスワードを設定',
  'reset.notYou': 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  'sms.code':
    '{code} は {siteTitle} のサインインコードです。{duration}で有効期限が切れます。誰にも教えないでください。',
  'sms.link':
    '{siteTitle} へのサインイン: {link} を開いて確認してください。このリンクは1回だけ使用でき、{duration}で有効期限が切れます。',
  'sms.noAccess':
    'この電話番号で {siteTitle} へのサインインが要求されましたが、この番号にはアクセス権がありません。アクセスが必要な場合は担当者に依頼してから、もう一度サインインしてください: {publicUrl}',
  'sms.reset':
    '{siteTitle} のパスワードの再設定: {link}（1回のみ有効、{duration}で期限切れ）。お心当たりがない場合は無視してください。',
  'sms.resetNoPassword':
    'この電話番号で {siteTitle} のパスワード再設定が要求されましたが、パスワードは設定されていません。お心当たりがない場合は無視してください。',
  'device.browserOn': '{system} の {browser}',
  'device.someBrowserOn': '{system} のブラウザ',
  'device.unknown': '不明なブラウザ',
};
