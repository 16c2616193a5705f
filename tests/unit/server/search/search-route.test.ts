import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../../core/search/search-api.ts';
import type { Audience, SectionSearch } from '../../../../server/search/section-search.ts';
import { registerSearchRoute, SEARCHES_PER_WINDOW } from '../../../../server/search/search-route.ts';
import { closeSearches, searchOf } from '../../../helpers/fake-search-site.ts';

let search: SectionSearch;
beforeAll(async () => {
  search = await searchOf({
    '1.0': [{ route: '/docs/intro', title: 'Intro', html: '<p>Getting started</p>' }],
  });
});
afterAll(closeSearches);
const apps: ReturnType<typeof Fastify>[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const everyone: Audience = { key: 'all', may: () => true };

async function searchApp(audience: Audience | undefined) {
  const app = Fastify();
  apps.push(app);
  const searchable = { search: async () => search, audience: async () => audience };
  await registerSearchRoute(app, { current: () => searchable, trustProxy: false });
  return (query: string) => app.inject({ method: 'GET', url: `/_docgen/search?${query}` });
}

describe('GET /_docgen/search', () => {
  it('answers hits as JSON, private to the reader', async () => {
    const response = await (await searchApp(everyone))('q=started');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((response.json() as SearchAnswer).hits.map((hit) => hit.route)).toEqual(['/docs/intro']);
  });

  it('refuses bad input with 400 and a JSON error, never a 500', async () => {
    const get = await searchApp(everyone);
    for (const query of [
      '',
      `q=${'a'.repeat(201)}`,
      'q=a&q=b',
      'q=a&version=9.9',
      'q=a&version=1&version=2',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual(['error']);
    }
    expect((await get(`q=${'a'.repeat(200)}`)).statusCode).toBe(200);
  });

  it('answers 401 and nothing else to a request without an audience, however many it sends', async () => {
    const get = await searchApp(undefined);
    for (let i = 0; i <= SEARCHES_PER_WINDOW; i++) {
      const response = await get(i % 2 === 0 ? 'q=started' : `q=${'a'.repeat(201)}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in required.' });
    }
  });

  it('answers a query matching only forbidden pages exactly as one matching nothing', async () => {
    const get = await searchApp({ key: 'none', may: () => false });
    const forbidden = await get('q=started');
    const nothing = await get('q=zzzzzz');
    const comparable = (r: typeof forbidden) => ({
      status: r.statusCode,
      body: r.body,
      headers: { ...r.headers, date: '' },
    });
    expect(comparable(forbidden)).toEqual(comparable(nothing));
    expect(forbidden.json()).toEqual({ hits: [] });
  });

  it(`allows ${SEARCHES_PER_WINDOW} searches per client and window, then 429 with Retry-After`, async () => {
    const get = await searchApp(everyone);
    for (let i = 0; i < SEARCHES_PER_WINDOW; i++) expect((await get('q=started')).statusCode).toBe(200);
    const refused = await get('q=started');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: expect.stringContaining('Too many searches') });
  });
});
