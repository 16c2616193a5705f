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
