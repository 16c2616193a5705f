/**
 * The one-time code e-mail and text message (otp_via_email, otp_via_sms), and the sign-in link by text
 * (sms_link). The code leads the subject and the text message, so it can be read from a notification; the
 * e-mail says who asked, from what and when, and that the code is only for typing into the page that asked
 * (never to be told to anyone).
 */
import { esc, formatTime, layout, type MailBrand } from './compose.ts';
import type { OutgoingMail } from './types.ts';

export interface CodeMailInput extends MailBrand {
  to: string;
  code: string;
  device: string;
  requestedAt: Date;
  expiresInMinutes: number;
}

export function composeCodeMail(input: CodeMailInput): OutgoingMail {
  const when = formatTime(input.requestedAt);
  const subject = `${input.code} is your ${input.siteTitle} sign-in code`;
  const text = [
    `Your sign-in code for ${input.siteTitle}:`,
    '',
    `    ${input.code}`,
    '',
    `Someone asked to sign in to the ${input.productName} documentation with this address,`,
    `from ${input.device} at ${when}. Type the code into that page.`,
    '',
    `The code works once and expires in ${input.expiresInMinutes} minutes. Never tell it to anyone.`,
    "If this wasn't you, ignore this e-mail: nobody can sign in without the code.",
  ].join('\n');
  const html = layout(input, `Your sign-in code`, [
    `<p style="margin:0 0 16px">Someone asked to sign in to the ${esc(input.productName)} documentation with this address, from <strong>${esc(input.device)}</strong> at ${esc(when)}. Type this code into that page:</p>`,
    `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:.3em;font-family:ui-monospace,Menlo,Consolas,monospace">${esc(input.code)}</p>`,
    `<p style="margin:0 0 16px;color:#555">The code works once and expires in ${input.expiresInMinutes} minutes. Never tell it to anyone.</p>`,
    `<p style="margin:0;color:#555">If this wasn't you, ignore this e-mail: nobody can sign in without the code.</p>`,
  ]);
  return { to: input.to, subject, text, html, links: [] };
}

export function composeCodeSms(input: { siteTitle: string; code: string; expiresInMinutes: number }): string {
  return `${input.code} is your ${input.siteTitle} sign-in code. It expires in ${input.expiresInMinutes} minutes. Never share it.`;
}

export function composeLinkSms(input: { siteTitle: string; link: string; expiresInMinutes: number }): string {
  return `Sign in to ${input.siteTitle}: open ${input.link} and confirm. The link works once and expires in ${input.expiresInMinutes} minutes.`;
}

export function composeNoAccessSms(input: { siteTitle: string; publicUrl: string }): string {
  return `Someone asked to sign in to ${input.siteTitle} with this number, which has no access. If you need access, ask your contact, then sign in again at ${input.publicUrl}`;
}
