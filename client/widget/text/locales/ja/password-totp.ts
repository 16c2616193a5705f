import { sequenceRuleTexts, type PASSWORD_TOTP_TEXT } from '../../password-totp.ts';
import type { TranslationOf } from '../translation.ts';

export const JA_PASSWORD_TOTP: TranslationOf<typeof PASSWORD_TOTP_TEXT> = {
  'authenticating.password.label': 'パスワード',
  'authenticating.password.placeholder': 'パスワードを入力',
  'authenticating.passwordConfirm.label': 'パスワードの確認',
  'authenticating.password.submit': '続ける',
  'authenticating.password.show': 'パスワードを表示',
  'authenticating.password.hide': 'パスワードを隠す',
  'authenticating.initial.password.title': 'パスワードでサインイン',
  'authenticating.initial.password.message.email':
    '初めてパスワードを使う場合は、メールアドレスを確認するためのメールが届きます。',
  'authenticating.initial.password.message.phone':
    '初めてパスワードを使う場合は、電話番号を確認するためのメッセージが届きます。',
  'authenticating.setPassword.title': 'パスワードを作成',
  'authenticating.setPassword.message': '登録のため、安全なパスワードを設定してください。',
  'authenticating.setPassword.validation.required': 'パスワードを入力してください',
  'authenticating.setPassword.validation.mismatch': 'パスワードが一致しません',
  'authenticating.setPassword.validation.incorrect': 'ユーザーIDまたはパスワードが正しくありません',
  'authenticating.setPassword.validation.length': '8〜256文字で入力してください',
  'authenticating.setPassword.validation.password_variants': '「password」という語が含まれています',
  'authenticating.setPassword.validation.admin_variants': '「admin」という語が含まれています',
  'authenticating.setPassword.validation.user_variants': '「user」という語が含まれています',
  ...sequenceRuleTexts('使用できない文字の並び：{{ILLEGAL_SEQUENCE}}'),
  'authenticating.setPassword.validation.common_password_xkcd': 'よく使われるパスワードです',
  'authenticating.verifyPassword.title': 'パスワードを入力',
  'authenticating.verifyPassword.message': 'サインインするにはパスワードを入力してください。',
  'authenticating.verifyPassword.recover.prompt': 'パスワードをお忘れですか？',
  'authenticating.verifyPassword.recover.cta': 'リセット',
  'authenticating.recoverPassword.title.email': 'メールを確認してください',
  'authenticating.recoverPassword.message.email':
    'パスワードのリセット方法を記載したメールを {{EMAIL_ADDRESS}} に送信しました。届くまで数分かかることがあります。迷惑メールフォルダーもご確認ください。',
  'authenticating.recoverPassword.title.phone': '電話を確認してください',
  'authenticating.recoverPassword.message.phone':
    'パスワードのリセット方法を記載したメッセージを {{PHONE_NUMBER}} に送信しました。届くまで数分かかることがあります。迷惑メッセージもご確認ください。',
  'resetPassword.checking': 'リンクを確認しています…',
  'resetPassword.title': '新しいパスワードを設定',
  'resetPassword.message': '新しいパスワードを設定すると、以前のパスワードは使えなくなります。',
  'resetPassword.invalid.title': 'このリンクは無効になりました',
  'resetPassword.invalid.message':
    'パスワードのリセット用リンクは、短時間に1回だけ使えます。新しいリンクが必要な場合は、サインイン時に「パスワードをお忘れですか？」を選んでください。',
  'resetPassword.close': '閉じる',
  'authenticating.submitting.password.title': 'サインインしています…',
  'authenticating.submitting.password.message': 'しばらく時間がかかることがあります。',
  'authenticating.initial.totp.title': 'TOTP でサインイン',
  'authenticating.initial.totp.message':
    '初めて TOTP でサインインする場合は、認証アプリ用のシークレットキーを生成します。',
  'authenticating.confirmEmail.totp.title': 'メールアドレスを確認',
  'authenticating.confirmEmail.totp.message':
    '認証アプリを設定する前に、{{EMAIL_ADDRESS}} に送信したコードを入力してください。',
  'authenticating.confirmAddress.password.title': 'ご本人確認',
  'authenticating.confirmAddress.password.message.email':
    'パスワードを設定する前に、{{EMAIL_ADDRESS}} に送信したコードを入力してください。',
  'authenticating.confirmAddress.password.message.phone':
    'パスワードを設定する前に、{{PHONE_NUMBER}} に送信したコードを入力してください。',
  'authenticating.confirmEmail.webauthn.title': 'メールアドレスを確認',
  'authenticating.confirmEmail.webauthn.message':
    'パスキーを作成する前に、{{EMAIL_ADDRESS}} に送信したコードを入力してください。',
  'authenticating.registerAuthenticator.totp.title': 'ワンタイムパスワードを設定',
  'authenticating.registerAuthenticator.totp.message':
    '認証アプリで QR コードをスキャンして、ワンタイムパスワードを設定してください。',
  'authenticating.registerAuthenticator.totp.prompt': 'スキャンできませんか？',
  'authenticating.registerAuthenticator.totp.cta': 'コードで設定',
  'authenticating.input.totp.title': '認証コードを入力',
  'authenticating.input.totp.message': '認証アプリに表示されている6桁のコードを入力してください。',
  'authenticating.input.totp.cta': 'リカバリーコードを使う',
  'authenticating.input.totp.recoveryCode': 'リカバリーコード',
  'authenticating.saveRecoveryCodes.totp.title': 'リカバリーコードを保存',
  'authenticating.saveRecoveryCodes.totp.message':
    'デバイスを使えなくなったときは、これらのコードで認証できます。安全な場所に保管してください。',
  'copy.cta': 'コピー',
  'copy.done': 'コピーしました',
};
