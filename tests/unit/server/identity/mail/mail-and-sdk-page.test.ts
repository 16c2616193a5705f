import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { composeNoAccessMail, composeSignInMail } from '../../../../../server/identity/mail/compose.ts';
import { renderSdkPage } from '../../../../../server/identity/api/routes/sdk-page.ts';

const brand = {
  siteTitle: 'Acme <Docs>',
  productName: 'Acme & Co',
  publicUrl: 'https://docs.acme.test',
  language: 'en' as const,
};

describe('composeSignInMail', () => {
  const mail = composeSignInMail({
    ...brand,
    to: 'ada@example.com',
    link: 'https://docs.acme.test/?challenges=abc_-',
    device: 'Firefox on Linux',
    requestedAt: new Date(Date.UTC(2030, 0, 2, 3, 4)),
    expiresInMinutes: 10,
  });

  it('says who asked, from what, when, for how long, and what to do if it was not you', () => {
    expect(mail.subject).toBe('Sign in to Acme <Docs>');
    expect(mail.text).toContain('https://docs.acme.test/?challenges=abc_-');
    expect(mail.text).toContain('from Firefox on Linux at 2030-01-02 03:04 UTC');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.text).toContain("If this wasn't you, ignore this e-mail");
    expect(mail.links).toEqual(['https://docs.acme.test/?challenges=abc_-']);
  });

  it('escapes everything it puts into HTML', () => {
    expect(mail.html).toContain('Acme &lt;Docs&gt;');
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.html).not.toContain('<Docs>');
    expect(mail.html).toContain('href="https://docs.acme.test/?challenges=abc_-"');
  });
});

describe('composeNoAccessMail', () => {
  it('explains there is no access and carries no sign-in link', () => {
    const mail = composeNoAccessMail({
      ...brand,
      to: 'x@example.com',
      device: 'Chrome on Windows',
      requestedAt: new Date(0),
    });
    expect(mail.text).toContain('This address has no access');
    expect(mail.links).toEqual(['https://docs.acme.test']);
    expect(mail.html).not.toContain('challenges=');
  });
});

describe('renderSdkPage', () => {
  it('embeds the allowed origins as data and hashes the unchanged inline script for the CSP', () => {
    const a = renderSdkPage(['https://docs.acme.test']);
    const b = renderSdkPage(['https://docs.acme.test', 'https://app.acme.test</script>']);
    const hashOf = (html: string) =>
      createHash('sha256')
        .update(/<script>([\s\S]*?)<\/script>/.exec(html)![1]!)
        .digest('base64');
    expect(a.csp).toContain(`'sha256-${hashOf(a.html)}'`);
    expect(hashOf(a.html)).toBe(hashOf(b.html));
    expect(b.html).not.toContain('app.acme.test</script>');
    expect(b.html).toContain('app.acme.test\\u003c/script>');
  });
});
