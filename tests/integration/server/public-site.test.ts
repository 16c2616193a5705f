/**
 * A public site: a `site.config.ts` of one key (`title`, no `signIn`) builds, and `docgen serve` answers every page
 * to anyone, without an identity API, server sessions or the dev mailbox. Its pages load no sign-in code.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../helpers/serve.ts';
import { buildAndServe, type ServedSite } from '../../helpers/served-site.ts';
import { copyFixture, writeSiteFile } from '../../helpers/sites.ts';

let site: string;
let served: ServedSite | undefined;
let server: RunningServer;

beforeAll(async () => {
  site = await copyFixture('three-versions');
  await writeSiteFile(
    site,
    'site.config.ts',
    `import { defineConfig } from '../../../core/config/define-config.ts';\n\nexport default defineConfig({ title: 'Public Docs' });\n`,
  );
  served = await buildAndServe(site);
  server = served.server;
}, 180_000);

afterAll(async () => {
  await served?.close();
});

const get = (path: string, init?: RequestInit) =>
  fetch(`${server.origin}${path}`, { redirect: 'manual', ...init });

describe('a public site, without a session', () => {
  it('answers its pages, their data and the search', async () => {
    for (const path of ['/', '/docs/guides/install', '/docs/1.0.0/guides/install', '/blog']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
    }
    const search = await get('/_docgen/search?q=install');
    expect(search.status).toBe(200);
    expect(((await search.json()) as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
  });

  it('has no identity API, no server sessions and no dev mailbox', async () => {
    const json = { 'content-type': 'application/json', origin: server.origin };
    const answers = [
      await get('/api/token/validate', { method: 'POST', headers: json, body: '{}' }),
      await get('/api/.well-known/jwks.json'),
      await get('/api/me'),
      await get('/api/persons/anonymous', { method: 'POST', headers: json, body: '{}' }),
      await get('/_docgen/session', { method: 'POST', headers: json, body: '{"token":"x"}' }),
      await get('/_dev/mailbox'),
    ];
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404]);
  });

  it('is ready without a database', async () => {
    expect((await get('/readyz')).status).toBe(200);
  });
});

describe('the public client bundle', () => {
  it('holds no sign-in code, and its pages name only what it holds', async () => {
    const assets = join(site, 'build', 'assets');
    const scripts = (await readdir(assets, { recursive: true })).filter((file) => file.endsWith('.js'));
    const code = (await Promise.all(scripts.map((file) => readFile(join(assets, file), 'utf8')))).join('\n');
    // Texts of the sign-in widget and of the client gate: in every gated bundle, in none of a public site's.
    expect(code).not.toContain('Top-tier security by docgen');
    expect(code).not.toContain('/_docgen/session');
    const page = await (await get('/docs/guides/install')).text();
    const referenced = [...page.matchAll(/\/assets\/[^"' )]+\.(?:js|css)/g)].map((match) => match[0]);
    expect(referenced.length).toBeGreaterThan(0);
    for (const file of referenced) expect((await get(file)).status, file).toBe(200);
  });
});
