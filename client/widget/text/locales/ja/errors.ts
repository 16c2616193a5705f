import type { ERROR_TEXT } from '../../errors.ts';
import type { TranslationOf } from '../translation.ts';

const BACK = 'サインイン画面に戻る';

export const JA_ERRORS: TranslationOf<typeof ERROR_TEXT> = {
  'error.title': '問題が発生しました',
  'error.subtitle': 'フォームの送信中にエラーが発生しました。もう一度お試しください。',
  'error.retry': 'もう一度試す',
  'error.title.rateLimit': '試行回数が多すぎます',
  'error.subtitle.rateLimit': 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  'error.retry.rateLimit': 'もう一度試す',
  'error.subtitle.rateLimit.wait': 'リクエストが多すぎます。{{TIME_REMAINING}}後にもう一度お試しください。',
  'error.subtitle.rateLimit.ready': 'もう一度お試しいただけます。',
  'error.title.alreadySent': 'メールを確認してください',
  'error.subtitle.alreadySent':
    'サインイン用のリンクはすでに送信済みです。最新のリンクを開いてください。開いた端末とブラウザーでサインインされます。',
  'error.retry.alreadySent': '新しいリンクを送信',
  'error.wait.alreadySent': '{{TIME_REMAINING}}後に新しいリンクをリクエストできます。',
  'wait.second': '{{COUNT}}秒',
  'wait.seconds': '{{COUNT}}秒',
  'wait.minute': '{{COUNT}}分',
  'wait.minutes': '{{COUNT}}分',
  'error.title.authenticationExpired': 'サインインの有効期限切れ',
  'error.subtitle.authenticationExpired': 'サインインに時間がかかりすぎました。もう一度お試しください。',
  'error.retry.authenticationExpired': 'もう一度試す',
  'error.title.recoverNonReachableHandleType': 'パスワードをリセットできません',
  'error.subtitle.recoverNonReachableHandleType':
    'パスワードをリセットするには、メールアドレスか電話番号を使ってください。',
  'error.retry.recoverNonReachableHandleType': BACK,
  'error.title.noPasswordSet': 'パスワードが設定されていません',
  'error.subtitle.noPasswordSet':
    'パスワードを設定するにはサポートにお問い合わせいただくか、メールアドレスか電話番号でサインインしてください。',
  'error.retry.noPasswordSet': BACK,
  'error.title.selfRegistrationNotAllowed': '登録できません',
  'error.subtitle.selfRegistrationNotAllowed':
    'この組織ではセルフ登録が無効になっています。アカウントの作成は組織の管理者にご依頼ください。',
  'error.retry.selfRegistrationNotAllowed': BACK,
  'error.title.signUpAwaitingApproval': '承認待ち',
  'error.subtitle.signUpAwaitingApproval':
    'アカウントが作成されました。サインインするには、組織の管理者による登録の承認が必要です。',
  'error.retry.signUpAwaitingApproval': BACK,
  'error.title.signInAwaitingApproval': '承認待ち',
  'error.subtitle.signInAwaitingApproval': 'サインインするには、組織の管理者による登録の承認が必要です。',
  'error.retry.signInAwaitingApproval': BACK,
  'error.title.invalidEmailAddressFormat': 'メールアドレスの形式が正しくありません',
  'error.subtitle.invalidEmailAddressFormat':
    '{{EMAIL_ADDRESS}} は有効なメールアドレスではありません。サインイン画面に戻ってアドレスを確認してください。',
  'error.retry.invalidEmailAddressFormat': BACK,
  'error.title.invalidPhoneNumberFormat': '電話番号の形式が正しくありません',
  'error.subtitle.invalidPhoneNumberFormat':
    '{{PHONE_NUMBER}} は有効な電話番号ではありません。サインイン画面に戻って番号を確認してください。',
  'error.retry.invalidPhoneNumberFormat': BACK,
  'error.subtitle.unsupportedSsoMethod': 'サポートされていない SSO 方式です',
  'error.title.sso': 'シングルサインオンに失敗しました',
  'error.retry.sso': 'もう一度サインイン',
  'error.subtitle.sso.state':
    'このサインインはすでに使われたか、有効期限が切れています（ページを戻ったり再読み込みしたりした場合など）。もう一度サインインしてください。',
  'error.subtitle.sso.provider_refused':
    'ID プロバイダーがサインインを終了しました。キャンセルされたか、お使いのアカウントではこのサイトを利用できない可能性があります。もう一度サインインするか、管理者にアクセス権を依頼してください。',
  'error.subtitle.sso.answer_invalid':
    'ID プロバイダーからの応答を検証できなかったため、サインインは行われませんでした。もう一度サインインしてください。繰り返し発生する場合は、サイトの管理者にお知らせください。',
  'error.subtitle.sso.provider_unavailable':
    'ID プロバイダーに接続できませんでした。数分後にもう一度お試しください。接続できない状態が続く場合は、サイトの管理者にお知らせください。',
  'error.subtitle.sso.email_unverified':
    'ID プロバイダーがお使いのアカウントのメールアドレスを確認していません。ID プロバイダーでアドレスを確認するか、その管理者に問い合わせてから、もう一度サインインしてください。',
  'error.subtitle.sso.email_unusable':
    'ID プロバイダーから受け取ったメールアドレスでは、ここにサインインできません。ID プロバイダーの管理者に、アカウントのアドレスを確認するよう依頼してください。',
  'error.subtitle.sso.registration_refused':
    'お使いのアカウントはこのサイトへのサインインを許可されていません。組織の管理者にアクセス権を依頼してください。',
  'error.subtitle.sso.other_browser':
    'このサインインは別のブラウザーまたはウィンドウで開始されたため、ここでは完了できません。このページからもう一度サインインしてください。',
  'error.subtitle.sso.failed':
    'シングルサインオンが完了しませんでした。もう一度サインインしてください。繰り返し発生する場合は、サイトの管理者にお知らせください。',
  'error.contactSupport.prompt': 'お困りですか？',
  'error.contactSupport.cta': 'サポートに問い合わせる',
  'error.divider': 'または',
  'error.selfRegistrationNotAllowed.alternativeAuth.prompt': 'アカウントをお持ちでないですか？',
  'error.selfRegistrationNotAllowed.alternativeAuth.cta': '登録ページへ移動',
};
