import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../../../../core/identity/index.ts';
import { createVerifiedCache } from '../../../../../server/identity/tokens/verified-cache.ts';

const claims = (jti: string) => ({ jti }) as unknown as TokenClaims;

describe('the cache of verified tokens', () => {
  it('answers a token it was given', () => {
    const cache = createVerifiedCache();
    const ada = claims('ada');
    cache.set('token-ada', ada);
    expect(cache.get('token-ada')).toBe(ada);
    expect(cache.get('token-bob')).toBeUndefined();
  });

  it('holds at most its size, keeping tokens in use and dropping those unused for a whole generation', () => {
    const cache = createVerifiedCache(4);
    cache.set('in-use', claims('in-use'));
    cache.set('idle', claims('idle'));
    for (let i = 0; i < 20; i++) {
      cache.set(`other-${i}`, claims(`other-${i}`));
      expect(cache.get('in-use')).toBeDefined();
    }
    expect(cache.get('idle')).toBeUndefined();
    const held = Array.from({ length: 20 }, (_, i) => cache.get(`other-${i}`)).filter(Boolean);
    expect(held.length + 1).toBeLessThanOrEqual(4);
  });
});
