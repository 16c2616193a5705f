/**
 * The sign-in e-mail and the no-access notice, as HTML and plain text, in the reader's language
 * (`texts/`). Every interpolated value is escaped; the device text comes from a fixed vocabulary
 * (`describeDevice`), never from the request verbatim.
 */
import { esc, fillHtml, fillText, type TokenValues } from './texts/fill.ts';
import {
  formatMailTime,
  formatMinutes,
  mailDirection,
  mailTexts,
  type MailLanguage,
  type MailTextKey,
} from './texts/index.ts';
import type { OutgoingMail } from './types.ts';
import type { SiteMailTexts } from '../../../core/identity/mail-overrides.ts';

export interface MailBrand {
  siteTitle: string;
  productName: string;
  publicUrl: string;
  /** The site's own wording of the texts, by language (`docgen-mail.json`); default the built-in texts. */
  siteTexts?: SiteMailTexts;
}

/** Who a message goes to, in which language, and what it says about the request that caused it. */
export interface MailRequest extends MailBrand {
  to: string;
  language: MailLanguage;
  device: string;
  requestedAt: Date;
}

export interface SignInMailInput extends MailRequest {
  link: string;
  expiresInMinutes: number;
}

const LINK_STYLE = 'color:#2e5bff';
const BUTTON_STYLE =
  'display:inline-block;background:#2e5bff;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px';
export const MUTED = 'color:#555';

/** One message's texts with its values filled in: `text(key)` for the plain part, `html(key)` for the HTML. */
export interface MailWriter {
  text(key: MailTextKey): string;
  html(key: MailTextKey): string;
}

export function mailWriter(input: MailRequest, extra: TokenValues = {}): MailWriter {
  const texts = mailTexts(input.language, input.siteTexts);
  const values: TokenValues = {
    siteTitle: input.siteTitle,
    productName: input.productName,
    publicUrl: input.publicUrl,
    device: input.device,
    time: formatMailTime(input.requestedAt, input.language),
    ...extra,
  };
  return {
    text: (key) => fillText(texts[key], values),
    html: (key) =>
      fillHtml(texts[key], values, {
        device: (device) => `<strong>${device}</strong>`,
        publicUrl: (url) => `<a href="${url}" style="${LINK_STYLE}">${url}</a>`,
      }),
  };
}

/** `{duration}`: how long a link or code lasts, as the message's language writes it. */
export function durationValue(input: { language: MailLanguage; expiresInMinutes: number }): TokenValues {
  return { duration: formatMinutes(input.expiresInMinutes, input.language) };
}

export function paragraph(html: string, style = ''): string {
  return `<p style="margin:0 0 16px${style ? `;${style}` : ''}">${html}</p>`;
}

export function button(link: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${esc(link)}" style="${BUTTON_STYLE}">${label}</a></p>`;
}

export function composeSignInMail(input: SignInMailInput): OutgoingMail {
  const write = mailWriter(input, durationValue(input));
  const subject = write.text('signIn.subject');
  const text = [
    subject,
    '',
    write.text('signIn.asked'),
    '',
    write.text('signIn.openLink'),
    input.link,
    '',
    write.text('link.expiry'),
    write.text('signIn.notYou'),
  ].join('\n');
  const html = layout(input, subject, [
    paragraph(write.html('signIn.asked')),
    button(input.link, write.html('signIn.button')),
    paragraph(
      `${write.html('link.expiry')} ${write.html('signIn.copyLink')}<br><a href="${esc(input.link)}" style="${LINK_STYLE};word-break:break-all" dir="ltr">${esc(input.link)}</a>`,
      MUTED,
    ),
    paragraph(write.html('signIn.notYou'), MUTED),
  ]);
  return { to: input.to, subject, text, html, links: [input.link] };
}

/** Sent instead of a link when invite-only registration refuses an address (see `registration/policy.ts`). */
export function composeNoAccessMail(input: MailRequest): OutgoingMail {
  const write = mailWriter(input);
  const subject = write.text('signIn.subject');
  const text = [
    subject,
    '',
    write.text('signIn.asked'),
    '',
    write.text('noAccess.body'),
    '',
    write.text('notYou.ignore'),
  ].join('\n');
  const html = layout(input, subject, [
    paragraph(write.html('signIn.asked')),
    paragraph(write.html('noAccess.body')),
    paragraph(write.html('notYou.ignore'), MUTED),
  ]);
  return { to: input.to, subject, text, html, links: [input.publicUrl] };
}

/** The branded frame of every message, laid out right to left for Arabic and Hebrew. */
export function layout(
  brand: MailBrand & { language: MailLanguage },
  title: string,
  paragraphs: string[],
): string {
  const dir = mailDirection(brand.language);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${brand.language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1e21">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:32px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;font-size:16px;line-height:1.5">
<tr><td dir="${dir}" style="text-align:${align}">
<p style="margin:0 0 8px;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:#777">${esc(brand.productName)}</p>
<h1 style="margin:0 0 24px;font-size:22px">${esc(title)}</h1>
${paragraphs.join('\n')}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#888"><a href="${esc(brand.publicUrl)}" style="color:#888">${esc(brand.siteTitle)}</a></p>
</td></tr></table>
</body></html>`;
}
