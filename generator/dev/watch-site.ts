import { basename, join } from 'node:path';
import { watch } from 'chokidar';
import { classifyChange, type SiteChange, type WatchEvent } from './classify-change.ts';

const EVENTS: WatchEvent[] = ['add', 'change', 'unlink', 'addDir', 'unlinkDir'];

/** The watcher of a site, which also watches the stylesheets its configuration names from now on. */
export interface SiteWatcher {
  watchStyles(styles: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * Watches what a writer edits (content/, site.config.ts, versions.json, the site's stylesheets) and docgen's own
 * theme/ and client/; resolves once the initial scan is done, so a save right after start is seen.
 */
export async function watchSite(params: {
  root: string;
  docgenRoot: string;
  /** The site's stylesheets (`theme.customCss`), from its folder. */
  styles: readonly string[];
  /** Also watch docgen's theme/ and client/ (default true). */
  watchCode?: boolean;
  onChange: (change: SiteChange) => void;
}): Promise<SiteWatcher> {
  const { root, docgenRoot } = params;
  let styles = params.styles;
  const code = params.watchCode === false ? [] : [join(docgenRoot, 'theme'), join(docgenRoot, 'client')];
  const watcher = watch(
    [
      join(root, 'content'),
      join(root, 'site.config.ts'),
      join(root, 'versions.json'),
      ...styles.map((file) => join(root, file)),
      ...code,
    ],
    {
      ignoreInitial: true,
      ignored: isIgnored,
      // Without it chokidar drops a change that follows another within 50 ms (a quick second save would be
      // lost); with it, writes in quick succession become one event once the file is still for 10 ms.
      awaitWriteFinish: { stabilityThreshold: 10, pollInterval: 5 },
    },
  );
  for (const event of EVENTS) {
    watcher.on(event, (path: string) => {
      const change = classifyChange({ root, docgenRoot, path, event, styles });
      if (change.kind !== 'ignore') params.onChange(change);
    });
  }
  await new Promise<void>((resolve, reject) => {
    watcher.once('ready', resolve);
    watcher.once('error', reject);
  });
  return {
    watchStyles(next) {
      styles = next;
      watcher.add(next.map((file) => join(root, file)));
    },
    close: () => watcher.close(),
  };
}

/** Editors' swap and backup files, hidden files and node_modules. */
function isIgnored(path: string): boolean {
  const name = basename(path);
  return name.startsWith('.') || name.endsWith('~') || name === 'node_modules';
}
