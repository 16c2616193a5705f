/**
 * Deploying a new build into a running `docgen serve`: on SIGHUP (here a `build` symbolic link switched to a
 * new release) and with `--watch-build` (here a release folder renamed to `build`), the new build takes over
 * whole while a download started on the old one finishes with the old bytes; a build that cannot be served,
 * or that would change the running identity service, is refused with one log line and the old one kept.
 */
import { cp, mkdtemp, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MANIFEST_FILE } from '../../../core/server/manifest.ts';
import { until } from '../../helpers/poll.ts';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { buildSiteAt, copyFixture, removeSite } from '../../helpers/sites.ts';

const BIG = 'big.bin';
/** Bigger than what the server keeps in memory, so it is streamed from the release's folder. */
const BIG_BYTES = 3 * 1024 * 1024;
const TOKEN = 'metrics-token-0123456789';
let site: string;
let root: string;
const servers: RunningServer[] = [];

/** A release folder: the fixture's build, marked in its public sign-in shell and its big public file. */
async function release(name: string, change: (manifest: Record<string, unknown>) => void = () => {}) {
  const dir = join(root, name);
  await cp(join(site, 'build'), dir, { recursive: true });
  const shell = join(dir, '_shell.html');
  await writeFile(shell, `${await readFile(shell, 'utf8')}<!-- release ${name} -->`);
  await writeFile(join(dir, BIG), Buffer.alloc(BIG_BYTES, name));
  const manifestFile = join(dir, SERVER_MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    access: { publicFiles: string[] };
  } & Record<string, unknown>;
  manifest.access.publicFiles.push(BIG);
  change(manifest);
  await writeFile(manifestFile, JSON.stringify(manifest));
  return dir;
}

beforeAll(async () => {
  site = await copyFixture('three-versions');
  const built = await buildSiteAt(site);
  expect(built.code, built.stderr).toBe(0);
  root = await mkdtemp(join(tmpdir(), 'docgen-swap-'));
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) await server.stop();
  await removeSite(site);
  await rm(root, { recursive: true, force: true });
});

async function serve(build: string, args: string[] = []): Promise<RunningServer> {
  const server = await startServe(['--dir', build, ...args], {
    DOCGEN_DATA_DIR: join(root, `data-${servers.length}`),
    DATABASE_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'test',
    METRICS_TOKEN: TOKEN,
  });
  servers.push(server);
  return server;
}

/** Which release answers: the marker in the sign-in shell every visitor gets. */
async function releaseOf(server: RunningServer): Promise<string | undefined> {
  const body = await (await fetch(`${server.origin}/`)).text();
  return /<!-- release (\S+) -->/.exec(body)?.[1];
}

/** Points the `build` link at another release in one rename, as deploy tools do. */
async function switchLink(link: string, target: string): Promise<void> {
  await symlink(target, `${link}.next`);
  await rename(`${link}.next`, link);
}

const swaps = async (server: RunningServer, result: string) => {
  const text = await (
    await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  return Number(new RegExp(`docgen_build_swaps_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
};

describe('docgen serve on SIGHUP', () => {
  it('takes up the release the build link points to, while a download begun on the old one finishes on it', async () => {
    const link = join(root, 'build');
    await symlink(await release('a'), link);
    const b = await release('b');
    const server = await serve(link);
    expect(await releaseOf(server)).toBe('a');

    const download = await fetch(`${server.origin}/${BIG}`);
    const reader = download.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);

    await switchLink(link, b);
    server.process.kill('SIGHUP');
    await until(async () => (await releaseOf(server)) === 'b', 'release b is served');
    expect(server.stderr()).toContain(`now serving the build in ${b} (SIGHUP)`);

    const chunks = [Buffer.from(first.value!)];
    for (let part = await reader.read(); !part.done; part = await reader.read())
      chunks.push(Buffer.from(part.value));
    const old = Buffer.concat(chunks);
    expect(old.length).toBe(BIG_BYTES);
    expect(old.every((byte) => byte === 'a'.charCodeAt(0))).toBe(true);
    const fresh = Buffer.from(await (await fetch(`${server.origin}/${BIG}`)).arrayBuffer());
    expect(fresh.every((byte) => byte === 'b'.charCodeAt(0))).toBe(true);
    expect(await swaps(server, 'applied')).toBe(1);

    // A build without its manifest, then one for another organisation: both refused, release b kept.
    const broken = await release('broken');
    await unlink(join(broken, SERVER_MANIFEST_FILE));
    await switchLink(link, broken);
    server.process.kill('SIGHUP');
    await until(async () => server.stderr().includes('new build refused (SIGHUP)'), 'the refusal is logged');
    expect(server.stderr()).toContain(`is missing: ${broken} is not a docgen build`);
    expect(server.stderr()).toContain(`Still serving ${b}.`);
    expect(await releaseOf(server)).toBe('b');

    const otherOrg = await release('other-org', (manifest) => {
      (manifest.signIn as { orgID: string }).orgID = 'another-org';
    });
    await switchLink(link, otherOrg);
    server.process.kill('SIGHUP');
    await until(
      async () => server.stderr().includes('its signIn.orgID differs from the running one'),
      'the organisation change is refused',
    );
    expect(await releaseOf(server)).toBe('b');
    expect(await swaps(server, 'refused')).toBe(2);
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
  });
});

describe('docgen serve --watch-build', () => {
  it('takes up a build folder renamed into place, without a signal, and refuses a bad one', async () => {
    const build = join(root, 'watched');
    await rename(await release('c'), build);
    const server = await serve(build, ['--watch-build']);
    expect(await releaseOf(server)).toBe('c');

    const d = await release('d');
    await rename(build, join(root, 'watched-old'));
    await rename(d, build);
    await until(async () => (await releaseOf(server)) === 'd', 'release d is served');
    expect(server.stderr()).toContain('(build folder replaced)');

    const broken = await release('broken-watched');
    await writeFile(join(broken, SERVER_MANIFEST_FILE), '{not json');
    await rename(build, join(root, 'watched-d'));
    await rename(broken, build);
    await until(
      async () => server.stderr().includes('new build refused (build folder replaced)'),
      'the refusal is logged',
    );
    expect(server.stderr()).toContain('is not valid JSON');
    expect(await releaseOf(server)).toBe('d');
  });
});
