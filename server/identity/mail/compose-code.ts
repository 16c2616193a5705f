/**
 * The one-time code e-mail and text message (otp_via_email, otp_via_sms), and the sign-in link by text
 * (sms_link). The code leads the subject and the text message, so it can be read from a notification; the
 * e-mail says who asked, from what and when, and that the code is only for typing into the page that asked
 * (never to be told to anyone).
 */
import {
  durationValue,
  layout,
  mailWriter,
  MUTED,
  paragraph,
  type MailBrand,
  type MailRequest,
} from './compose.ts';
import { esc, fillText, type TokenValues } from './texts/fill.ts';
import { mailTexts, type MailLanguage, type MailTextKey } from './texts/index.ts';
import type { OutgoingMail } from './types.ts';

export interface CodeMailInput extends MailRequest {
  code: string;
  expiresInMinutes: number;
}

const CODE_STYLE =
  'margin:24px 0;font-size:32px;font-weight:700;letter-spacing:.3em;font-family:ui-monospace,Menlo,Consolas,monospace';

export function composeCodeMail(input: CodeMailInput): OutgoingMail {
  const write = mailWriter(input, { code: input.code, ...durationValue(input) });
  const subject = write.text('code.subject');
  const text = [
    write.text('code.intro'),
    '',
    `    ${input.code}`,
    '',
    `${write.text('signIn.asked')} ${write.text('code.typeText')}`,
    '',
    write.text('code.expiry'),
    write.text('code.notYou'),
  ].join('\n');
  const html = layout(input, write.text('code.heading'), [
    paragraph(`${write.html('signIn.asked')} ${write.html('code.typeHtml')}`),
    // Digits read left to right in every language.
    `<p dir="ltr" style="${CODE_STYLE}">${esc(input.code)}</p>`,
    paragraph(write.html('code.expiry'), MUTED),
    paragraph(write.html('code.notYou'), MUTED),
  ]);
  return { to: input.to, subject, text, html, links: [] };
}

export interface SmsInput extends Pick<MailBrand, 'siteTitle' | 'siteTexts'> {
  language: MailLanguage;
}

export function composeCodeSms(input: SmsInput & { code: string; expiresInMinutes: number }): string {
  return smsText(input, 'sms.code', { code: input.code, ...durationValue(input) });
}

export function composeLinkSms(input: SmsInput & { link: string; expiresInMinutes: number }): string {
  return smsText(input, 'sms.link', { link: input.link, ...durationValue(input) });
}

export function composeNoAccessSms(input: SmsInput & { publicUrl: string }): string {
  return smsText(input, 'sms.noAccess', { publicUrl: input.publicUrl });
}

/** A text message in the reader's language. */
export function smsText(input: SmsInput, key: MailTextKey, values: TokenValues): string {
  return fillText(mailTexts(input.language, input.siteTexts)[key], { siteTitle: input.siteTitle, ...values });
}
