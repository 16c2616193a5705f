/**
 * One build as `docgen serve` answers it: its manifest, its file index and caches, its search index and the
 * gate's rules, loaded together and replaced together (`live-build.ts`). A request takes the build that is
 * current when it starts and finishes on it.
 */
import { existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { gateRulesOf, SERVER_MANIFEST_FILE, type ServerManifest } from '../../core/server/manifest.ts';
import { openBuildPages, type BuildPages } from '../../node/ai/build-pages.ts';
import { audienceOfRules, type AudienceOf } from '../search/gate-audience.ts';
import { readLocaleSearchIndexes } from '../search/read-search-index.ts';
import type { Searchable } from '../search/search-route.ts';
import { readBuildManifest } from './build-manifest.ts';
import { openGatedSite } from './gate/site-gate.ts';
import type { Sessions } from './session/sessions.ts';
import type { ServedFiles } from '../../node/http/site-route.ts';

export interface SiteBuild {
  /**
   * The build's own folder, symbolic links resolved when it was loaded: switching a link to a new release
   * leaves the files of this one where its requests read them.
   */
  dir: string;
  /** The folder on disk (device and inode): a folder renamed into place is another build under the same path. */
  folder: string;
  manifest: ServerManifest;
  served: ServedFiles;
  searchable: Searchable;
  /** Every page of the build for assistants, ungated: `readerPages(pages, audienceOf(user))` keeps a reader's. */
  pages: BuildPages;
  /** Who may open what, as the gate decides it, for a reader known by session or by token. */
  audienceOf: AudienceOf;
  /** Why the build can no longer be served (its folder was removed), or undefined. */
  problem(): string | undefined;
  /** Lets go of what the build holds open (its search index). */
  close(): void;
}

export interface BuildDeps {
  sessions: Sessions;
  https: boolean;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The folder behind `path` now, as `SiteBuild.folder` names it; undefined when there is none. */
export async function folderAt(path: string): Promise<string | undefined> {
  try {
    const found = await stat(path);
    return found.isDirectory() ? `${found.dev}:${found.ino}` : undefined;
  } catch {
    return undefined;
  }
}

/** Loads the build at `path`; throws, naming what is wrong, when it cannot be served. */
export async function loadSiteBuild(path: string, deps: BuildDeps): Promise<SiteBuild> {
  const dir = await realpath(path).catch(() => {
    throw new Error(`${path} does not exist`);
  });
  const folder = await folderAt(dir);
  if (!folder) throw new Error(`${path} is not a folder`);
  const manifest = await readBuildManifest(dir);
  const pages = await openBuildPages(dir);
  const search = readLocaleSearchIndexes(dir);
  const served = await openGatedSite({ dir, manifest, ...deps }).catch((error: unknown) => {
    search.close();
    throw error;
  });
  const audienceOf = audienceOfRules(gateRulesOf(manifest));
  const searchable: Searchable = {
    search: async (locale) => search.of(locale),
    audience: async (request, reply) => audienceOf(await deps.sessions.read(request, reply)),
  };
  const manifestFile = join(dir, SERVER_MANIFEST_FILE);
  return {
    dir,
    folder,
    manifest,
    served,
    searchable,
    pages,
    audienceOf,
    problem: () =>
      existsSync(manifestFile) ? undefined : `the build being served (${dir}) is gone from disk`,
    close: () => search.close(),
  };
}
