import { describe, expect, it } from 'vitest';
import type { Representation } from '../../../../../node/http/files/build-index.ts';
import { chooseEncoding } from '../../../../../node/http/files/choose-encoding.ts';

const encoded = (['br', 'gzip'] as const).map((coding): Representation => ({
  path: `x.${coding}`,
  size: 1,
  coding,
  etag: coding,
  lastModified: '',
  lastModifiedMs: 0,
}));
const choose = (header: string | undefined, offered = encoded) => chooseEncoding(header, offered)?.coding;

describe('chooseEncoding', () => {
  it('prefers brotli when the client takes both, as browsers say', () => {
    expect(choose('gzip, deflate, br')).toBe('br');
    expect(choose('br, gzip')).toBe('br');
  });

  it('follows the quality values the client gives', () => {
    expect(choose('br;q=0.5, gzip')).toBe('gzip');
    expect(choose('gzip; q=0.9, br; q=0.8')).toBe('gzip');
    expect(choose('br;q=0, gzip')).toBe('gzip');
  });

  it('sends the bytes as built when nothing offered is acceptable', () => {
    expect(choose(undefined)).toBeUndefined();
    expect(choose('identity')).toBeUndefined();
    expect(choose('deflate')).toBeUndefined();
    expect(choose('br;q=0, gzip;q=0')).toBeUndefined();
    expect(choose('br', [])).toBeUndefined();
  });

  it('lets * stand for the codings the client does not name', () => {
    expect(choose('*')).toBe('br');
    expect(choose('br;q=0, *')).toBe('gzip');
  });

  it('reads codings case-insensitively and only offers what the build has', () => {
    expect(choose('BR')).toBe('br');
    expect(choose('br, gzip', encoded.slice(1))).toBe('gzip');
  });
});
