/**
 * The server gate: a fixture site with canary sentences planted in private pages, titles and an
 * image of every version, served by `docgen serve`. Without a valid session nothing private leaves the server,
 * whatever the path trick or cookie; with one the reader reads; every gated response is uncacheable by
 * shared caches; redirects stay on the site; the security headers are there.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Signer } from '@fastify/cookie';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { TokenClaims } from '../../../core/identity/tokens.ts';
import { SESSION_PATH } from '../../../core/routes/session-path.ts';
import { encodeSession } from '../../../server/http/session/session-cookie.ts';
import type { SearchAnswer } from '../../../core/search/search-api.ts';
import { TEST_DATABASE_URL, type Backend } from '../identity/helpers/backends.ts';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { poll } from '../../helpers/poll.ts';
import { checkLlmsTxt } from '../../helpers/llms-txt-format.ts';
import { signInThroughApi, type ReaderSession } from '../../helpers/sign-in-api.ts';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const VERSIONS = ['1.0.0', '1.1.0', '2.0.0'];
const SECRET_KEY = randomBytes(32).toString('hex');
const canary = (where: string) => `CANARY-${where}-${SECRET_KEY.slice(0, 8)}`;
/** The site is also built in German: each locale's copy of a page is gated as its original is. */
const TRANSLATED = ['de'];
const CANARIES = [
  ...VERSIONS,
  ...TRANSLATED.flatMap((locale) => VERSIONS.map((v) => `${locale}-${v}`)),
].flatMap((where) => [canary(`text-${where}`), canary(`title-${where}`), canary(`image-${where}`)]);

let site: string;
let dataDir: string;
let server: RunningServer;
let reader: ReaderSession;
let builtFiles: string[];
let requestLog = '';
const schema = `docgen_gate_${randomBytes(6).toString('hex')}`;

/** The leak crawl runs against both stores: sessions and revocations are read from them. */
function storageEnv(backend: Backend): NodeJS.ProcessEnv {
  return backend === 'sqlite'
    ? { DATABASE_URL: '' }
    : { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema };
}

async function dropSchema(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${name} cascade`);
  } finally {
    await client.end();
  }
}

async function plantCanaries(root: string): Promise<void> {
  for (const version of VERSIONS) {
    const docs = `content/versioned_docs/version-${version}`;
    const text = await readSiteFile(root, `${docs}/guides/install.md`);
    await plantCanary(root, `${docs}/guides`, version, text);
    for (const locale of TRANSLATED)
      await plantCanary(
        root,
        `content/i18n/${locale}/docusaurus-plugin-content-docs/version-${version}/guides`,
        `${locale}-${version}`,
        text,
      );
  }
  const config = await readSiteFile(root, 'site.config.ts');
  await writeSiteFile(
    root,
    'site.config.ts',
    config.replace("locales: ['en']", `locales: ['en', '${TRANSLATED.join("', '")}']`),
  );
}

/** The install doc in `dir`, from the original's `text`, with a canary in its title, its text and its image. */
async function plantCanary(root: string, dir: string, where: string, text: string): Promise<void> {
  const version = where.replace(/^[a-z]+-/, '');
  await writeSiteFile(
    root,
    `${dir}/install.md`,
    text
      .replace(`title: Install ${version}`, `title: Install ${version} ${canary(`title-${where}`)}`)
      .replace(
        '## Requirements',
        `${canary(`text-${where}`)} is private.\n\n![Panel](./panel.svg)\n\n## Requirements`,
      ),
  );
  await writeSiteFile(
    root,
    `${dir}/panel.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${canary(`image-${where}`)}</title></svg>`,
  );
}

/** Visits every path, a few requests in flight at a time as a crawler would: all of them, sooner. */
async function crawl(paths: string[], visit: (path: string) => Promise<void>, inFlight = 8): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < paths.length) await visit(paths[next++]!);
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
}

/**
 * The build's files, less the `.br`/`.gz` encodings the build writes beside a file: the server sends those only
 * as their file's encodings, under its decision (asked for by their own name they are no file of the build), and
 * their compressed bytes would hide a canary from the crawl anyway.
 */
async function listBuild(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
  const names = new Set(files);
  return files.filter((file) => !(/\.(br|gz)$/.test(file) && names.has(file.slice(0, -3))));
}

/** The whole suite on one store; each store's file runs it, so the two run side by side. */
export function describeServerGate(backend: Backend): void {
  describe(`on ${backend} storage`, () => {
    beforeAll(async () => {
      site = await copyFixture('three-versions');
      await plantCanaries(site);
      dataDir = await mkdtemp(join(tmpdir(), 'docgen-gate-'));
      const built = await buildSiteAt(site);
      expect(built.code, built.stderr).toBe(0);
      builtFiles = await listBuild(join(site, 'build'));
      server = await startServe(['--dir', join(site, 'build')], {
        DOCGEN_DATA_DIR: dataDir,
        DOCGEN_SECRET_KEY: SECRET_KEY,
        ...storageEnv(backend),
        SMTP_URL: '',
        NODE_ENV: 'test',
      });
      server.process.stdout?.on('data', (chunk: Buffer) => (requestLog += chunk.toString('utf8')));
      reader = await signInThroughApi(server.origin, 'fixture-org');
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      if (backend === 'postgres') await dropSchema(schema);
      await removeSite(site);
      await rm(dataDir, { recursive: true, force: true });
    });

    const cookieHeader = (value: string) => `${reader.cookie.name}=${value}`;

    async function get(
      path: string,
      cookie?: string,
    ): Promise<{ status: number; body: string; headers: Headers }> {
      const response = await fetch(`${server.origin}${path}`, {
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
      return { status: response.status, body: await response.text(), headers: response.headers };
    }

    function leaks(body: string): string[] {
      return CANARIES.filter((c) => body.includes(c));
    }

    /** Every file of the build as a path, as its clean route, and disguised in the ways attackers try. */
    function crawlPaths(): string[] {
      const paths = new Set<string>();
      for (const file of builtFiles) {
        const path = `/${file}`;
        const route = path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
        const disguises = [
          path,
          route,
          route.toUpperCase(),
          `${route}/`,
          `${route}.html`,
          `${route}/index.html`,
          `/${file.replace(/\//g, '%2f')}`,
          path.replace(/\./g, '%2e'),
          path.replace(/\./g, '%252e'),
          `/%2e%2e${path}`,
          `/assets/..%2f..${path}`,
          `/assets/%2e%2e/${file}`,
          `/img/..%5c${file}`,
          `${path}%00.svg`,
          `/./${file}`,
          `//${file}`,
          `${path}?x=1`,
          `${path};.css`,
          `/assets/../${file}`,
          path.replace(/\//g, '\\'),
        ];
        for (const d of disguises) paths.add(d.startsWith('/') ? d : `/${d}`);
      }
      for (let i = 0; i < 1500; i++) paths.add(`/${randomBytes(1 + (i % 12)).toString('base64url')}`);
      for (const path of [
        '/llms.txt',
        '/llms-full.txt',
        '/LLMS.TXT',
        '/llms-full.txt/',
        '/docs/guides/install.md',
      ])
        paths.add(path);
      return [...paths];
    }

    /** Searches for the canaries: whole, the key alone, unfinished, mistyped; in the latest version and all. */
    function canarySearches(): string[] {
      const key = SECRET_KEY.slice(0, 8);
      const queries = [
        ...CANARIES,
        key,
        key.slice(0, 5),
        `${key.slice(0, 6)}${key[7]}${key[6]}`,
        'canary private',
      ];
      return queries.flatMap((q) =>
        ['', '&version=all', ...VERSIONS.map((v) => `&version=${v}`)].map(
          (version) => `/_docgen/search?q=${encodeURIComponent(q)}${version}`,
        ),
      );
    }

    describe('the server gate without a valid session', () => {
      const cases: [string, () => string | undefined][] = [
        ['no cookie', () => undefined],
        ['a forged cookie', () => cookieHeader(`${Buffer.from('["x",0,0]').toString('base64url')}.forged`)],
        ['a tampered cookie', () => cookieHeader(reader.cookie.value.replace(/^.{4}/, 'AAAA'))],
        ['an expired session', () => cookieHeader(signedSession(reader.token, Date.now() - 2 * 86_400_000))],
        [
          'a session idle too long',
          () => cookieHeader(signedSession(reader.token, Date.now() - 3_600_000, Date.now() - 9 * 3_600_000)),
        ],
      ];
      it.each(cases)(
        'with %s, a crawl of every file and thousands of fuzzed paths finds no canary',
        async (_, cookie) => {
          const paths = crawlPaths();
          expect(paths.length).toBeGreaterThan(2000);
          const found: string[] = [];
          const errors: string[] = [];
          await crawl(paths, async (path) => {
            const response = await get(path, cookie());
            if (response.status >= 500) errors.push(`${path} → ${response.status}`);
            for (const leak of leaks(response.body)) found.push(`${path} → ${leak}`);
          });
          expect(errors).toEqual([]);
          expect(found).toEqual([]);
        },
      );

      it.each(cases)('with %s, every search is a bare 401, whatever it asks', async (_, cookie) => {
        // More than the per-client search limit: a request without a session is never counted, only refused.
        for (const path of canarySearches()) {
          const response = await get(path, cookie());
          expect(response.status, path).toBe(401);
          expect(JSON.parse(response.body), path).toEqual({ error: 'Sign in required.' });
        }
      });

      it.each([
        ...cases,
        ['a valid session but no bearer token', () => cookieHeader(reader.cookie.value)] as const,
      ])('with %s, the MCP server answers every tool call 401 and nothing else', async (_, cookie) => {
        for (const [name, args] of [
          ['search_docs', { query: canary('text-1.0.0'), version: 'all' }],
          ['read_page', { path: '/docs/1.0.0/guides/install' }],
          ['list_pages', {}],
        ] as const) {
          const response = await fetch(`${server.origin}/_docgen/mcp`, {
            method: 'POST',
            headers: {
              ...(cookie() ? { cookie: cookie()! } : {}),
              'content-type': 'application/json',
              accept: 'application/json, text/event-stream',
            },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'tools/call',
              params: { name, arguments: args },
            }),
          });
          const body = await response.text();
          expect(response.status, name).toBe(401);
          expect(response.headers.get('www-authenticate'), name).toMatch(/^Bearer resource_metadata="/);
          expect(leaks(body), name).toEqual([]);
        }
      });

      it('sends a private page to the redirect path (uxMode redirect), which shows the sign-in shell with 401', async () => {
        const page = await get('/docs/1.1.0/guides/install');
        expect(page.status).toBe(302);
        expect(page.headers.get('location')).toBe('/?return_to=%2Fdocs%2F1.1.0%2Fguides%2Finstall');
        const shell = await get('/');
        expect(shell.status).toBe(401);
        expect(shell.body).toContain('Sign in to continue');
        expect(shell.body).not.toContain('Installing');
        expect(shell.headers.get('cache-control')).toBe('private, no-store');
        const missing = await get('/docs/no-such-page');
        expect(missing.status).toBe(302);
        expect(missing.headers.get('location')).toBe('/?return_to=%2Fdocs%2Fno-such-page');
      });

      it("answers a page's markdown, by its .md address or by Accept, with the page's bare 401", async () => {
        for (const version of VERSIONS) {
          const route = version === '2.0.0' ? '/docs/guides/install' : `/docs/${version}/guides/install`;
          for (const [path, headers] of [
            [`${route}.md`, {}],
            [route, { accept: 'text/markdown' }],
          ] as const) {
            const response = await fetch(`${server.origin}${path}`, { redirect: 'manual', headers });
            const body = await response.text();
            expect(response.status, path).toBe(401);
            expect(leaks(body), path).toEqual([]);
            expect(response.headers.get('cache-control')).toBe('private, no-store');
          }
        }
      });

      it.each(cases)(
        'with %s, llms.txt and llms-full.txt hold the site title and nothing else',
        async (_, cookie) => {
          for (const path of ['/llms.txt', '/llms-full.txt']) {
            const response = await get(path, cookie());
            expect(response.status, path).toBe(200);
            expect(response.body, path).toBe('# Fixture Docs\n\n> A small site for tests\n');
            expect(response.headers.get('cache-control')).toBe('private, no-store');
            expect(response.headers.get('vary')).toContain('Cookie');
          }
        },
      );

      it('answers images and unlisted static files with a bare 401', async () => {
        const image = builtFiles.find((f) => f.startsWith('assets/img/'));
        expect((await get(`/${image}`)).status).toBe(401);
        expect((await get('/img/logo.svg')).status).toBe(401);
      });

      it('lets the public shell assets through with long-lived caching', async () => {
        const bundle = builtFiles.find((f) => /^assets\/entry-.*\.js$/.test(f));
        const asset = await get(`/${bundle}`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      });
    });

    describe('the server gate with a valid session', () => {
      it('serves the private pages, data and images of every version to the signed-in reader', async () => {
        const cookie = cookieHeader(reader.cookie.value);
        for (const [prefix, locale] of [['', ''], ...TRANSLATED.map((l) => [`/${l}`, `${l}-`])] as const)
          for (const version of VERSIONS) {
            const route = `${prefix}${version === '2.0.0' ? '/docs/guides/install' : `/docs/${version}/guides/install`}`;
            const page = await get(route, cookie);
            expect(page.status, route).toBe(200);
            expect(page.body).toContain(canary(`text-${locale}${version}`));
            expect(page.headers.get('cache-control')).toBe('private, no-store');
            expect(page.headers.get('vary')).toContain('Cookie');
          }
        const image = builtFiles.find((f) => f.startsWith('assets/img/'));
        expect((await get(`/${image}`, cookie)).status).toBe(200);
        expect((await get('/docs/no-such-page', cookie)).status).toBe(404);
      });

      it("serves the reader a page's markdown, by its .md address or by Accept, gated as the page", async () => {
        const cookie = cookieHeader(reader.cookie.value);
        for (const version of VERSIONS) {
          const route = version === '2.0.0' ? '/docs/guides/install' : `/docs/${version}/guides/install`;
          for (const [path, accept] of [
            [`${route}.md`, '*/*'],
            [route, 'text/markdown'],
          ] as const) {
            const response = await fetch(`${server.origin}${path}`, { headers: { cookie, accept } });
            const body = await response.text();
            expect(response.status, path).toBe(200);
            expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
            expect(response.headers.get('cache-control')).toBe('private, no-store');
            expect(response.headers.get('vary')).toContain('Cookie');
            expect(body).toMatch(
              new RegExp(`^# Install ${version.replace(/\./g, '\\.')} ${canary(`title-${version}`)}\n`),
            );
            expect(body).toContain(`${canary(`text-${version}`)} is private.`);
          }
        }
        const page = await get('/docs/guides/install', cookie);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(page.headers.get('vary')).toContain('Accept');
      });

      it("lists the reader's pages of every version in llms.txt, and holds them in llms-full.txt", async () => {
        const cookie = cookieHeader(reader.cookie.value);
        const list = await get('/llms.txt', cookie);
        const check = checkLlmsTxt(list.body);
        expect(check.problems).toEqual([]);
        expect([...check.sections.keys()]).toEqual([
          'Docs 2.0.0 (latest)',
          'Docs 1.1.0',
          'Docs 1.0.0',
          'Blog',
          'Pages',
        ]);
        expect(check.sections.get('Docs 1.1.0')).toContainEqual({
          name: `Install 1.1.0 ${canary('title-1.1.0')}`,
          url: 'https://fixture.example/docs/1.1.0/guides/install.md',
        });
        const full = await get('/llms-full.txt', cookie);
        for (const version of VERSIONS)
          expect(full.body).toContain(`${canary(`text-${version}`)} is private.`);
      });

      it('lets the signed-in reader search the private pages of every version', async () => {
        const response = await get(
          `/_docgen/search?q=${SECRET_KEY.slice(0, 8)}&version=all`,
          cookieHeader(reader.cookie.value),
        );
        expect(response.status).toBe(200);
        const hits = (JSON.parse(response.body) as SearchAnswer).hits;
        expect([...new Set(hits.map((hit) => hit.route))].sort()).toEqual([
          '/docs/1.0.0/guides/install',
          '/docs/1.1.0/guides/install',
          '/docs/guides/install',
        ]);
        expect(leaks(response.body)).not.toEqual([]);
      });

      it('accepts a cookie signed with the shared key while its session is fresh (so the expired case is real)', async () => {
        const fresh = cookieHeader(signedSession(reader.token, Date.now()));
        expect((await get('/docs/guides/install', fresh)).status).toBe(200);
      });

      it('never lets a shared cache keep a private response for an anonymous request', async () => {
        const cookie = cookieHeader(reader.cookie.value);
        const sharedCache = new Map<string, string>();
        for (const file of builtFiles) {
          const response = await get(`/${file}`, cookie);
          const control = response.headers.get('cache-control') ?? '';
          const storable = response.status === 200 && !/private|no-store/.test(control);
          if (storable) sharedCache.set(`/${file}`, response.body);
        }
        const served = [...sharedCache.values()].flatMap(leaks);
        expect(served).toEqual([]);
      });

      it('ends at logout: the same cookie is refused on the next request', async () => {
        const own = await signInThroughApi(server.origin, 'fixture-org');
        const cookie = `${own.cookie.name}=${own.cookie.value}`;
        expect((await get('/docs/guides/install', cookie)).status).toBe(200);
        const logout = await fetch(`${server.origin}${SESSION_PATH}`, {
          method: 'DELETE',
          headers: { cookie },
        });
        expect(logout.status).toBe(204);
        expect(logout.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
        expect((await get('/docs/guides/install', cookie)).status).toBe(302);
      });

      it('refuses to open a session for a bad token, a form post or another origin', async () => {
        const post = (body: string, headers: Record<string, string>) =>
          fetch(`${server.origin}${SESSION_PATH}`, { method: 'POST', body, headers });
        expect((await post('{"token":"a.b.c"}', { 'content-type': 'application/json' })).status).toBe(401);
        expect((await post('{not json', { 'content-type': 'application/json' })).status).toBe(400);
        expect((await post('token=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(
          415,
        );
        const crossSite = await post(JSON.stringify({ token: reader.token }), {
          'content-type': 'application/json',
          origin: 'https://evil.example',
        });
        expect(crossSite.status).toBe(403);
        expect(crossSite.headers.get('set-cookie')).toBeNull();
      });
    });

    describe('HTTP behaviour of the gated site', () => {
      it('logs each request as one JSON line without its query, cookies or tokens', async () => {
        await get(
          `/docs/guides/install?challenges=SECRET-NONCE-${SECRET_KEY.slice(0, 6)}`,
          cookieHeader(reader.cookie.value),
        );
        // Other stdout lines (the dev mailbox's printed links) are not request logs.
        const logLines = () =>
          requestLog
            .split('\n')
            .filter((line) => line.startsWith('{"level"'))
            .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number; ms?: number });
        const lines = await poll(() => {
          const all = logLines();
          const logged = all.some(
            (l) => l.msg === 'request' && l.path === '/docs/guides/install' && l.status === 200,
          );
          return logged ? all : undefined;
        }, 'the request log line');
        const requests = lines.filter((line) => line.msg === 'request');
        // One line per request, carrying the answer's status and time: no separate "incoming request" lines.
        expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
        expect(requests.every((line) => typeof line.ms === 'number')).toBe(true);
        expect(requestLog).not.toContain('SECRET-NONCE');
        expect(requestLog).not.toContain(reader.cookie.value.slice(0, 40));
        expect(requestLog).not.toContain(reader.token.slice(-40));
      });

      it('sends a strict Content-Security-Policy and the other security headers', async () => {
        const { headers } = await get('/docs/guides/install');
        const csp = headers.get('content-security-policy') ?? '';
        expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      });

      it('redirects only to paths of this site', async () => {
        const corpus = [
          '//evil.example/x.html',
          '//evil.example/%2e%2e/x.html',
          '/\\evil.example/x.html',
          '/%2f%2fevil.example/x.html',
          '/docs/guides/install.html',
          '/docs/guides/install/index.html',
          '/docs/guides/install/',
          '/%09/evil.example/x.html',
          '/https:/evil.example/x.html',
        ];
        for (const path of corpus) {
          const response = await get(path);
          const location = response.headers.get('location');
          if (location === null) continue;
          expect(new URL(location, server.origin).origin, `${path} → ${location}`).toBe(server.origin);
        }
      });

      it('sends the bundle precompressed in the encoding the client accepts', async () => {
        const bundle = `/${builtFiles.find((f) => /^assets\/entry-.*\.js$/.test(f))}`;
        const encodingFor = async (accept: string) => {
          const { headers } = await rawGet(bundle, { 'accept-encoding': accept });
          return { encoding: headers['content-encoding'], vary: headers.vary };
        };
        expect(await encodingFor('gzip, deflate, br')).toEqual({ encoding: 'br', vary: 'Accept-Encoding' });
        expect((await encodingFor('gzip')).encoding).toBe('gzip');
        expect((await encodingFor('identity')).encoding).toBeUndefined();
      });

      it('compresses private pages for the signed-in reader only, after the gate let them through', async () => {
        const cookie = cookieHeader(reader.cookie.value);
        const page = '/docs/1.1.0/guides/install';
        const encodingOf = async (headers: Record<string, string>) => {
          const response = await rawGet(page, { 'accept-encoding': 'br, gzip', ...headers });
          return { status: response.status, encoding: response.headers['content-encoding'] };
        };
        await vi.waitFor(async () =>
          expect(await encodingOf({ cookie })).toEqual({ status: 200, encoding: 'br' }),
        );
        // The fixture redirects to sign in (uxMode redirect): no page, in no encoding.
        const anonymous = await get(page);
        expect(anonymous.status).toBe(302);
        expect(leaks(anonymous.body)).toEqual([]);
      });

      it('answers HEAD, ranges and conditional requests for files', async () => {
        const bundle = `/${builtFiles.find((f) => /^assets\/entry-.*\.js$/.test(f))}`;
        const head = await fetch(`${server.origin}${bundle}`, { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(await head.text()).toBe('');
        const range = await fetch(`${server.origin}${bundle}`, { headers: { range: 'bytes=0-9' } });
        expect(range.status).toBe(206);
        expect((await range.text()).length).toBe(10);
        // node:http, not fetch: fetch adds `Cache-Control: no-cache` to conditional requests.
        const first = await rawGet(bundle, { 'accept-encoding': 'br' });
        const etag = String(first.headers.etag);
        const again = await rawGet(bundle, { 'accept-encoding': 'br', 'if-none-match': etag });
        expect(again.status).toBe(304);
      });
    });

    function rawGet(
      path: string,
      headers: Record<string, string>,
    ): Promise<{ status: number | undefined; headers: IncomingHttpHeaders }> {
      return new Promise((done, fail) =>
        httpGet(`${server.origin}${path}`, { headers }, (response) => {
          response.resume();
          done({ status: response.statusCode, headers: response.headers });
        }).on('error', fail),
      );
    }

    /** A session cookie signed with the server's key (known here through DOCGEN_SECRET_KEY), started long ago. */
    function signedSession(token: string, startedAt: number, seenAt = startedAt): string {
      const key = createHmac('sha256', Buffer.from(SECRET_KEY, 'hex'))
        .update('session\u0000cookie signing key')
        .digest('base64url');
      const { jti, person_id, oid, iat, exp, groups } = decodeJwt<TokenClaims>(token);
      const reader = { jti, person_id, oid, iat, exp, factors: 1, groups };
      return encodeURIComponent(new Signer(key).sign(encodeSession({ reader, startedAt, seenAt })));
    }
  });
}
