import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSearch } from '../../../../client/search/search-request.ts';

const LATEST = { version: undefined, locale: 'en' };

function answering(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  );
}

describe('requestSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the hits of a 200 answer', async () => {
    const hit = { route: '/docs/a', anchor: 'b', version: '1.0', pageTitle: 'A', heading: 'B', excerpt: 'x' };
    answering(200, { hits: [hit] });
    await expect(requestSearch('x', LATEST, new AbortController().signal)).resolves.toEqual({
      kind: 'hits',
      hits: [hit],
    });
  });

  it("asks for the page's locale and version", async () => {
    answering(200, { hits: [] });
    await requestSearch('x', { version: '2.0', locale: 'de' }, new AbortController().signal);
    const [url] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toBe('/_docgen/search?q=x&locale=de&version=2.0');
  });

  it('tells a static copy of the site (no search route: 404) from a failing server', async () => {
    answering(404);
    await expect(requestSearch('x', LATEST, new AbortController().signal)).resolves.toEqual({
      kind: 'notServed',
    });
    answering(500);
    await expect(requestSearch('x', LATEST, new AbortController().signal)).resolves.toEqual({
      kind: 'failed',
    });
  });

  it('asks to sign in on 401 and to wait on 429', async () => {
    answering(401);
    await expect(
      requestSearch('x', { version: '2.0', locale: 'en' }, new AbortController().signal),
    ).resolves.toEqual({
      kind: 'signInRequired',
    });
    answering(429);
    await expect(
      requestSearch('x', { version: '2.0', locale: 'en' }, new AbortController().signal),
    ).resolves.toEqual({
      kind: 'tooMany',
    });
  });

  it('passes on the wait a 429 names in Retry-After', async () => {
    answering(429, {}, { 'Retry-After': '12' });
    await expect(requestSearch('x', LATEST, new AbortController().signal)).resolves.toEqual({
      kind: 'tooMany',
      retryAfterSeconds: 12,
    });
  });
});
