/**
 * The password reset message (POST /recover) by e-mail or text, and the notice sent instead when the handle
 * has no password here (so the API answers alike either way and only the owner of the handle learns which).
 */
import { button, durationValue, layout, mailWriter, MUTED, paragraph, type MailRequest } from './compose.ts';
import { smsText, type SmsInput } from './compose-code.ts';
import type { OutgoingMail } from './types.ts';

export interface ResetMailInput extends MailRequest {
  /** The reset link, or undefined when there is no password to reset. */
  link: string | undefined;
  expiresInMinutes: number;
}

export function composeResetMail(input: ResetMailInput): OutgoingMail {
  const write = mailWriter(input, durationValue(input));
  const subject = write.text('reset.subject');
  if (!input.link) {
    const text = [
      subject,
      '',
      write.text('reset.asked'),
      '',
      write.text('reset.noPassword'),
      '',
      write.text('notYou.ignore'),
    ].join('\n');
    const html = layout(input, subject, [
      paragraph(write.html('reset.asked')),
      paragraph(write.html('reset.noPassword')),
      paragraph(write.html('notYou.ignore'), MUTED),
    ]);
    return { to: input.to, subject, text, html, links: [input.publicUrl] };
  }
  const text = [
    subject,
    '',
    write.text('reset.asked'),
    '',
    write.text('reset.openLink'),
    input.link,
    '',
    write.text('link.expiry'),
    write.text('reset.notYou'),
  ].join('\n');
  const html = layout(input, subject, [
    paragraph(write.html('reset.asked')),
    button(input.link, write.html('reset.button')),
    paragraph(write.html('link.expiry'), MUTED),
    paragraph(write.html('reset.notYou'), MUTED),
  ]);
  return { to: input.to, subject, text, html, links: [input.link] };
}

export function composeResetSms(
  input: SmsInput & { link: string | undefined; expiresInMinutes: number },
): string {
  return input.link
    ? smsText(input, 'sms.reset', { link: input.link, ...durationValue(input) })
    : smsText(input, 'sms.resetNoPassword', {});
}
