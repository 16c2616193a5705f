/**
 * Security headers of the site's pages and files. Threats: injected scripts (a strict Content-Security-Policy:
 * scripts only from this origin plus the hashed colour-mode script, no plugins, no framing by other sites),
 * MIME sniffing, leaking addresses in Referer, and downgrade to http (HSTS when served over https).
 * Styles allow inline attributes: React and the diagram renderer set them, and they cannot run code; the sign-in
 * widget's flag font is registered with an inline `@font-face` style (client/widget/countries/flag-font.ts).
 * Frames come from this origin and from the SDK page's (`signIn.sdkURL`), which runs passkey ceremonies for
 * scopes outside this site's domain.
 */
import type { FastifyReply } from 'fastify';

export function siteSecurityHeaders(params: {
  inlineScriptHashes: readonly string[];
  https: boolean;
  /** `signIn.sdkURL`; empty when the site uses its own. */
  sdkUrl?: string;
}): Record<string, string> {
  const scripts = ["'self'", ...params.inlineScriptHashes.map((hash) => `'${hash}'`)].join(' ');
  const frames = ["'self'", ...(params.sdkUrl ? [new URL(params.sdkUrl).origin] : [])].join(' ');
  const headers: Record<string, string> = {
    'content-security-policy': [
      "default-src 'self'",
      `script-src ${scripts}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      `frame-src ${frames}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  if (params.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function applyHeaders(reply: FastifyReply, headers: Record<string, string>): FastifyReply {
  // On every answer: a `for…in` lists the names without building an array of pairs each time.
  for (const name in headers) reply.header(name, headers[name]);
  return reply;
}
