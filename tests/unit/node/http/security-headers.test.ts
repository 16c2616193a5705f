import { describe, expect, it } from 'vitest';
import { siteSecurityHeaders } from '../../../../node/http/security-headers.ts';

const directive = (headers: Record<string, string>, name: string) =>
  headers['content-security-policy']?.split('; ').find((part) => part.startsWith(`${name} `));

describe('the site pages’ Content-Security-Policy', () => {
  it('lets pages frame this origin, and the SDK page’s origin when the site names one (passkeys of a shared scope)', () => {
    expect(directive(siteSecurityHeaders({ inlineScriptHashes: [], https: true }), 'frame-src')).toBe(
      "frame-src 'self'",
    );
    const shared = siteSecurityHeaders({
      inlineScriptHashes: [],
      https: true,
      sdkUrl: 'https://id.acme.com/api/sdk.html',
    });
    expect(directive(shared, 'frame-src')).toBe("frame-src 'self' https://id.acme.com");
    expect(directive(shared, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
