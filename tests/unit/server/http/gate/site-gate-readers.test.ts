/**
 * The gate remembers what each reader may have of a file (`gate/site-gate.ts`), by the reader object the
 * sessions give: every request's answer must still be the one for the reader its session names now, whoever
 * read the file before and whatever the same reader was answered before.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessUser } from '../../../../../core/access/private-paths.ts';
import { openGatedSite } from '../../../../../server/http/gate/site-gate.ts';
import { registerSiteRoute } from '../../../../../node/http/site-route.ts';
import type { Sessions } from '../../../../../server/http/session/sessions.ts';
import { gatedManifest } from './gate-manifest.ts';

const manifest = gatedManifest([{ path: '/docs/staff/**', groups: ['staff'] }]);

const staff: AccessUser = { groups: ['staff'] };
const plain: AccessUser = { groups: [] };

let dir: string;
let app: FastifyInstance;
/** Who the sessions say the next request is from. */
let current: AccessUser | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgen-gate-readers-'));
  await mkdir(join(dir, 'docs', 'staff'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(join(dir, '404.html'), '<h1>not found</h1>');
  await writeFile(join(dir, '_shell.html'), '<h1>sign in</h1>');
  await writeFile(join(dir, 'docs', 'staff', 'pay.html'), '<h1>pay</h1>');
  const sessions: Sessions = {
    read: async () => current,
    readPerson: async () => undefined,
    open: async () => false,
    close: async () => {},
  };
  app = Fastify();
  const served = await openGatedSite({ dir, manifest, sessions, https: false, log: console });
  registerSiteRoute(app, { current: () => served, negotiatesEncoding: true });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

async function statusAs(user: AccessUser | undefined): Promise<number> {
  current = user;
  return (await app.inject({ url: '/docs/staff/pay' })).statusCode;
}

describe('the gate answering the same file again and again', () => {
  it("answers each request for the reader its session names now, not for the file's last reader", async () => {
    expect(await statusAs(staff)).toBe(200);
    expect(await statusAs(plain)).toBe(403);
    expect(await statusAs(undefined)).toBe(401);
    expect(await statusAs(staff)).toBe(200);
    expect(await statusAs(plain)).toBe(403);
  });

  it('refuses a reader let in before once their session no longer reads (a logout, a revocation)', async () => {
    expect(await statusAs(staff)).toBe(200);
    expect(await statusAs(undefined)).toBe(401);
  });
});
