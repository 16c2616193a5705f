import { describe, expect, it } from 'vitest';
import { withoutCredentials } from '../../../../core/identity/link-params.ts';

describe('a URL made safe to record', () => {
  it('loses sign-in links, single sign-on returns and tokens, keeps everything else', () => {
    expect(
      withoutCredentials(
        'https://docs.example.com/docs/a?challenges=W3si&sidcp=p&SSO_CODE=c&sso_challenge_id=i&csrf_token=t&code=x&state=s&token=j&tab=2#id_token=z',
      ),
    ).toBe('https://docs.example.com/docs/a?tab=2');
  });

  it('keeps a site-relative reference relative', () => {
    expect(withoutCredentials('/?challenges=abc&x=1')).toBe('/?x=1');
  });

  it('leaves text that is no web URL alone', () => {
    for (const text of ['Chrome: 120', 'mailto:a@b.c?code=1', 'hello', ''])
      expect(withoutCredentials(text)).toBe(text);
  });
});

describe('a URL nested in a parameter of a URL made safe to record', () => {
  const secret = 'W3sibm9uY2UiOiJzZWNyZXQifV0';

  it('loses the sign-in link a redirect-mode return carries in `next`', () => {
    const inner = `/docs/a?challenges=${secret}&tab=2`;
    const cleaned = withoutCredentials(`https://docs.example.com/?next=${encodeURIComponent(inner)}&x=1`);
    expect(cleaned).not.toContain(secret);
    expect(new URL(cleaned).searchParams.get('next')).toBe('/docs/a?tab=2');
    expect(new URL(cleaned).searchParams.get('x')).toBe('1');
  });

  it('looks into absolute URLs, bare queries and tokens in a nested fragment', () => {
    const values = [
      `https://idp.example/cb?code=${secret}`,
      `challenges=${secret}&a=b`,
      `/cb#access_token=${secret}`,
    ];
    for (const value of values)
      expect(withoutCredentials(`/?return_to=${encodeURIComponent(value)}`)).not.toContain(secret);
    expect(withoutCredentials(`/?next=${encodeURIComponent('/page#intro')}`)).toBe('/?next=%2Fpage%23intro');
  });

  it('strips at every depth, and drops a parameter nested deeper than it looks', () => {
    let nested = `/x?state=${secret}`;
    for (let level = 0; level < 10; level++) nested = `/y?next=${encodeURIComponent(nested)}`;
    const cleaned = withoutCredentials(nested);
    expect(cleaned).not.toContain(secret);
    expect(decodeURIComponent(cleaned)).not.toContain('state');
  });

  it('leaves plain parameter values as they are', () => {
    expect(withoutCredentials('/docs?q=hello+world&tab=2')).toBe('/docs?q=hello+world&tab=2');
  });
});
