import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServe, type RunningServer } from './serve.ts';
import { buildSiteAt, removeSite } from './sites.ts';

export interface ServedSite {
  server: RunningServer;
  /** The environment the server runs in: `docgen users` with it works on the same identity data. */
  env: NodeJS.ProcessEnv;
  /** Stops the server and removes the site and its identity data. */
  close(): Promise<void>;
}

/**
 * Builds a site copy and serves it with `docgen serve` on identity data of its own (a fresh SQLite folder, the
 * dev mailbox): what a gate test needs before it can ask anything.
 */
export async function buildAndServe(site: string): Promise<ServedSite> {
  const built = await buildSiteAt(site);
  if (built.code !== 0) throw new Error(`docgen build failed:\n${built.stderr}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'docgen-served-'));
  const env = { DOCGEN_DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test' };
  const server = await startServe(['--dir', join(site, 'build')], env);
  return {
    server,
    env,
    close: async () => {
      await server.stop();
      await removeSite(site);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
