/**
 * The password reset message (POST /recover) by e-mail or text, and the notice sent instead when the handle
 * has no password here (so the API answers alike either way and only the owner of the handle learns which).
 */
import { esc, formatTime, layout, type MailBrand } from './compose.ts';
import type { OutgoingMail } from './types.ts';

export interface ResetMailInput extends MailBrand {
  to: string;
  /** The reset link, or undefined when there is no password to reset. */
  link: string | undefined;
  device: string;
  requestedAt: Date;
  expiresInMinutes: number;
}

export function composeResetMail(input: ResetMailInput): OutgoingMail {
  const when = formatTime(input.requestedAt);
  const subject = `Reset your ${input.siteTitle} password`;
  const asked = `Someone asked to reset the password for the ${input.productName} documentation with this address, from ${input.device} at ${when}.`;
  if (!input.link) {
    const text = [
      subject,
      '',
      asked,
      '',
      'This address has no password here, so there is nothing to reset. You can sign in another way and set',
      `one at ${input.publicUrl}`,
      '',
      "If this wasn't you, ignore this e-mail.",
    ].join('\n');
    const html = layout(input, subject, [
      `<p style="margin:0 0 16px">${esc(asked)}</p>`,
      `<p style="margin:0 0 16px">This address has no password here, so there is nothing to reset. You can sign in another way and set one at <a href="${esc(input.publicUrl)}" style="color:#2e5bff">${esc(input.publicUrl)}</a>.</p>`,
      `<p style="margin:0;color:#555">If this wasn't you, ignore this e-mail.</p>`,
    ]);
    return { to: input.to, subject, text, html, links: [input.publicUrl] };
  }
  const text = [
    subject,
    '',
    asked,
    '',
    'To choose a new password, open this link:',
    input.link,
    '',
    `The link works once and expires in ${input.expiresInMinutes} minutes.`,
    "If this wasn't you, ignore this e-mail: your password stays as it is.",
  ].join('\n');
  const html = layout(input, subject, [
    `<p style="margin:0 0 16px">${esc(asked)}</p>`,
    `<p style="margin:24px 0"><a href="${esc(input.link)}" style="display:inline-block;background:#2e5bff;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">Choose a new password</a></p>`,
    `<p style="margin:0 0 16px;color:#555">The link works once and expires in ${input.expiresInMinutes} minutes.</p>`,
    `<p style="margin:0;color:#555">If this wasn't you, ignore this e-mail: your password stays as it is.</p>`,
  ]);
  return { to: input.to, subject, text, html, links: [input.link] };
}

export function composeResetSms(input: {
  siteTitle: string;
  publicUrl: string;
  link: string | undefined;
  expiresInMinutes: number;
}): string {
  return input.link
    ? `Reset your ${input.siteTitle} password: ${input.link} (works once, expires in ${input.expiresInMinutes} minutes). Not you? Ignore this.`
    : `Someone asked to reset a ${input.siteTitle} password for this number, which has none. Not you? Ignore this.`;
}
