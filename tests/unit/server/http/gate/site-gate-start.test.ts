import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGatedSite } from '../../../../../server/http/gate/site-gate.ts';
import { registerSiteRoute } from '../../../../../node/http/site-route.ts';
import type { Sessions } from '../../../../../server/http/session/sessions.ts';
import { gatedManifest } from './gate-manifest.ts';

let dir: string;
const manifest = gatedManifest();
const sessions: Sessions = {
  read: async () => undefined,
  readPerson: async () => undefined,
  open: async () => false,
  close: async () => {},
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgen-gate-start-'));
  await writeFile(join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(join(dir, '404.html'), '<h1>not found</h1>');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the site gate at start-up', () => {
  it('refuses a build without the sign-in shell its manifest names, instead of failing every private page', async () => {
    await expect(openGatedSite({ dir, manifest, sessions, https: false, log: console })).rejects.toThrow(
      `_shell.html is missing from ${dir}. Rebuild the site.`,
    );
  });

  it('starts once the shell is there', async () => {
    await writeFile(join(dir, '_shell.html'), '<h1>sign in</h1>');
    const app = Fastify();
    const served = await openGatedSite({ dir, manifest, sessions, https: false, log: console });
    registerSiteRoute(app, { current: () => served, negotiatesEncoding: true });
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('<h1>sign in</h1>');
    await app.close();
  });
});
