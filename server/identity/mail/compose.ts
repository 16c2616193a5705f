/**
 * The sign-in e-mail and the no-access notice, as HTML and plain text. Every interpolated value is escaped;
 * the device text comes from a fixed vocabulary (`describeDevice`), never from the request verbatim.
 */
import type { OutgoingMail } from './types.ts';

export interface MailBrand {
  siteTitle: string;
  productName: string;
  publicUrl: string;
}

export interface SignInMailInput extends MailBrand {
  to: string;
  link: string;
  device: string;
  requestedAt: Date;
  expiresInMinutes: number;
}

/** The subject and the opening of both sign-in messages: who asked, from what, and when. */
function signInOpening(input: NoAccessMailInput): { subject: string; text: string[]; html: string } {
  const when = formatTime(input.requestedAt);
  return {
    subject: `Sign in to ${input.siteTitle}`,
    text: [
      `Sign in to ${input.siteTitle}`,
      '',
      `Someone asked to sign in to the ${input.productName} documentation with this address,`,
      `from ${input.device} at ${when}.`,
      '',
    ],
    html: `<p style="margin:0 0 16px">Someone asked to sign in to the ${esc(input.productName)} documentation with this address, from <strong>${esc(input.device)}</strong> at ${esc(when)}.</p>`,
  };
}

export function composeSignInMail(input: SignInMailInput): OutgoingMail {
  const opening = signInOpening(input);
  const subject = opening.subject;
  const text = [
    ...opening.text,
    'To continue, open this link and confirm:',
    input.link,
    '',
    `The link works once and expires in ${input.expiresInMinutes} minutes.`,
    "If this wasn't you, ignore this e-mail: nobody can sign in without opening the link and confirming.",
  ].join('\n');
  const html = layout(input, subject, [
    opening.html,
    `<p style="margin:24px 0"><a href="${esc(input.link)}" style="display:inline-block;background:#2e5bff;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">Continue signing in</a></p>`,
    `<p style="margin:0 0 16px;color:#555">The link works once and expires in ${input.expiresInMinutes} minutes. If the button does not work, copy this address into your browser:<br><a href="${esc(input.link)}" style="color:#2e5bff;word-break:break-all">${esc(input.link)}</a></p>`,
    `<p style="margin:0;color:#555">If this wasn't you, ignore this e-mail: nobody can sign in without opening the link and confirming.</p>`,
  ]);
  return { to: input.to, subject, text, html, links: [input.link] };
}

export interface NoAccessMailInput extends MailBrand {
  to: string;
  device: string;
  requestedAt: Date;
}

/** Sent instead of a link when invite-only registration refuses an address (see `registration/policy.ts`). */
export function composeNoAccessMail(input: NoAccessMailInput): OutgoingMail {
  const opening = signInOpening(input);
  const subject = opening.subject;
  const text = [
    ...opening.text,
    'This address has no access to the documentation. If you need access, ask your contact at',
    `${input.productName} to add you, then sign in again at ${input.publicUrl}`,
    '',
    "If this wasn't you, ignore this e-mail.",
  ].join('\n');
  const html = layout(input, subject, [
    opening.html,
    `<p style="margin:0 0 16px">This address has no access to the documentation. If you need access, ask your contact at ${esc(input.productName)} to add you, then sign in again at <a href="${esc(input.publicUrl)}" style="color:#2e5bff">${esc(input.publicUrl)}</a>.</p>`,
    `<p style="margin:0;color:#555">If this wasn't you, ignore this e-mail.</p>`,
  ]);
  return { to: input.to, subject, text, html, links: [input.publicUrl] };
}

export function layout(brand: MailBrand, title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1e21">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:32px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;font-size:16px;line-height:1.5">
<tr><td>
<p style="margin:0 0 8px;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:#777">${esc(brand.productName)}</p>
<h1 style="margin:0 0 24px;font-size:22px">${esc(title)}</h1>
${paragraphs.join('\n')}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#888"><a href="${esc(brand.publicUrl)}" style="color:#888">${esc(brand.siteTitle)}</a></p>
</td></tr></table>
</body></html>`;
}

export function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
