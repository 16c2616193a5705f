import { describe, expect, it } from 'vitest';
import {
  decodeChallengesParam,
  encodeChallengesParam,
  type NonceChallenge,
} from '../../../../core/identity/challenges.ts';

const nonce: NonceChallenge = {
  id: 'ch_1',
  type: 'nonce',
  authentication_method: 'email_link',
  options: { challenge: 'n?>>~é' },
};

describe('the ?challenges= link parameter', () => {
  it('round-trips a challenge list through URL-safe base64 without padding', () => {
    const param = encodeChallengesParam([nonce]);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeChallengesParam(param)).toEqual([nonce]);
  });

  it('decodes the padded form too, as the SDK accepts both', () => {
    const param = encodeChallengesParam([nonce]);
    const padded = param + '='.repeat((4 - (param.length % 4)) % 4);
    expect(decodeChallengesParam(padded)).toEqual([nonce]);
  });

  it('matches what Node produces for base64url of the same JSON', () => {
    const json = JSON.stringify([nonce]);
    expect(encodeChallengesParam([nonce])).toBe(Buffer.from(json, 'utf8').toString('base64url'));
  });

  it.each([
    ['the standard alphabet', '+/+/'],
    ['a JSON object', Buffer.from('{"a":1}').toString('base64url')],
    ['non-JSON', Buffer.from('not json').toString('base64url')],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0x5b, 0x5d]).toString('base64url')],
  ])('rejects %s', (_name, param) => {
    expect(decodeChallengesParam(param)).toBeUndefined();
  });
});
