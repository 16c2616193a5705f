import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MarkdownPluginEntry, SiteConfig } from '../../core/config/schema.ts';
import { loadSiteConfig } from '../../node/config/load-site-config.ts';

export type SitePlugins = Omit<SiteConfig['markdown'], 'format'>;

/** The lock files that change when a site's packages (its plugins among them) are installed or upgraded. */
const LOCK_FILES = ['package-lock.json', 'node_modules/.package-lock.json', 'yarn.lock', 'pnpm-lock.yaml'];

/**
 * What the site's own remark and rehype plugins are, as a key: `''` without any, else a hash of each plugin's
 * code and options and of the site's lock files. It is part of each page's transform cache key, so a page is
 * transformed again when a plugin, its options or the installed packages change; and it tells the transform
 * whether to load them (from `site.config.ts`: functions do not cross to the worker threads).
 */
export function sitePluginsKey(root: string, markdown: SitePlugins): string {
  const lists = [markdown.beforeDefaultRemarkPlugins, markdown.remarkPlugins, markdown.rehypePlugins];
  if (lists.every((list) => list.length === 0)) return '';
  const hash = createHash('sha256');
  for (const list of lists) hash.update(JSON.stringify(list.map(entryFingerprint))).update('\0');
  for (const file of LOCK_FILES) hash.update(readOrEmpty(join(root, file))).update('\0');
  return hash.digest('hex');
}

function entryFingerprint(entry: MarkdownPluginEntry): unknown {
  const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
  return [plugin.name, String(plugin), JSON.stringify(options, (_, value: unknown) => functionText(value))];
}

/** Options may hold functions (npm2yarn's custom converters): their code stands for them. */
function functionText(value: unknown): unknown {
  return typeof value === 'function' ? String(value) : value;
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

const loaded = new Map<string, Promise<SitePlugins>>();

/** The site's plugins for a key of {@link sitePluginsKey}, read from `site.config.ts` once per key and thread. */
export function loadSitePlugins(root: string, key: string): Promise<SitePlugins> {
  let plugins = loaded.get(key);
  if (!plugins) {
    plugins = loadSiteConfig(root, loaded.size > 0).then((result) => {
      if (!result.ok)
        throw new Error(`site.config.ts no longer loads: ${result.diagnostics[0]?.message ?? ''}`);
      return result.config.markdown;
    });
    loaded.set(key, plugins);
  }
  return plugins;
}
