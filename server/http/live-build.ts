/**
 * Zero-downtime deploys: `docgen serve` takes up a new build on SIGHUP, or (with `--watch-build`) when its
 * build folder is replaced by a rename (a release folder renamed to `build`, or a `build` symbolic link switched
 * to a new release). The new build is loaded whole beside the old one (manifest, file index, caches, search
 * index) and takes over in one assignment; requests already running finish on the old one. A build that cannot
 * be served, or that changes what the running identity service was started with, is refused with one log line,
 * and the old build goes on serving.
 */
import { watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { ServerManifest } from '../../core/server/manifest.ts';
import type { Logger } from '../../node/log/open-log.ts';
import { folderAt, type SiteBuild } from './site-build.ts';

export type SwapResult = 'applied' | 'refused' | 'unchanged';

export interface LiveBuild {
  current(): SiteBuild;
  /** Loads the build at the served path and takes it up if it is a good one. */
  reload(trigger: string): Promise<SwapResult>;
  /** Watches for the served path being replaced by a rename; returns the function that stops watching. */
  watch(): () => void;
}

/** Renames come in pairs (old folder away, new one in): one load after they settle. */
const SETTLE_MS = 100;
/** A replaced build is let go this much later: requests that took it up before the swap still use it. */
const RETIRE_MS = 60_000;

export function liveBuild(params: {
  /** The build folder as the operator named it (`--dir`). */
  path: string;
  initial: SiteBuild;
  load(path: string): Promise<SiteBuild>;
  log: Logger;
  onSwap?(result: 'applied' | 'refused'): void;
}): LiveBuild {
  const { path, load, log, onSwap = () => undefined } = params;
  let current = params.initial;
  let queue: Promise<unknown> = Promise.resolve();

  async function attempt(trigger: string, onlyWhenReplaced: boolean): Promise<SwapResult> {
    if (onlyWhenReplaced) {
      const folder = await folderAt(path);
      // Between the two renames of a swap there may be no folder at all: the second rename comes next.
      if (folder === undefined || folder === current.folder) return 'unchanged';
    }
    let next: SiteBuild | undefined;
    try {
      next = await load(path);
      const changed = identityChange(current.manifest, next.manifest);
      if (changed)
        throw new Error(`its ${changed} differs from the running one's; restart docgen serve for that`);
    } catch (error) {
      next?.close();
      log.error(
        { trigger, dir: path },
        `new build refused (${trigger}): ${(error as Error).message}. Still serving ${current.dir}.`,
      );
      onSwap('refused');
      return 'refused';
    }
    const previous = current;
    current = next;
    setTimeout(() => previous.close(), RETIRE_MS).unref();
    log.info({ trigger, dir: next.dir }, `now serving the build in ${next.dir} (${trigger})`);
    onSwap('applied');
    return 'applied';
  }

  const enqueue = (trigger: string, onlyWhenReplaced: boolean) => {
    const run = queue.then(() => attempt(trigger, onlyWhenReplaced));
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    current: () => current,
    reload: (trigger) => enqueue(trigger, false),
    watch() {
      let timer: NodeJS.Timeout | undefined;
      const name = basename(path);
      const watcher = watch(dirname(path), (_event, changed) => {
        if (changed !== name) return;
        clearTimeout(timer);
        timer = setTimeout(() => void enqueue('build folder replaced', true), SETTLE_MS);
      });
      return () => {
        clearTimeout(timer);
        watcher.close();
      };
    },
  };
}

/**
 * The settings the identity service was started with (organisation, who may register, which factors, the names
 * in its e-mails): a build that changes one needs a restart, so it is refused. Names the first that differs.
 */
function identityChange(running: ServerManifest, next: ServerManifest): string | undefined {
  const fixed: Array<[string, (manifest: ServerManifest) => unknown]> = [
    ['signIn.orgID', (m) => m.signIn.orgID],
    ['signIn.registration', (m) => m.signIn.registration],
    ['sign-in factors', (m) => m.signIn.factors],
    ['site title', (m) => m.siteTitle],
    ['product name', (m) => m.productName],
  ];
  return fixed.find(([, of]) => JSON.stringify(of(running)) !== JSON.stringify(of(next)))?.[0];
}
