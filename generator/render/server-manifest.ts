import { siteLocales } from '../../core/i18n/site-locales.ts';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Site } from '../../core/site/model.ts';
import {
  SERVER_MANIFEST_FILE,
  SERVER_MANIFEST_VERSION,
  serverLocales,
  serverSignIn,
  type BuildAccess,
  type ServerManifest,
} from '../../core/server/manifest.ts';

/**
 * Writes what `docgen serve` needs to know about the site (sign-in policy, titles, which files are public)
 * beside the pages.
 */
export async function writeServerManifest(site: Site, outDir: string, access: BuildAccess): Promise<void> {
  const { config } = site;
  const locales = siteLocales(config.i18n);
  const manifest: ServerManifest = {
    version: SERVER_MANIFEST_VERSION,
    siteTitle: config.title,
    productName: config.productName,
    url: config.url,
    locales: serverLocales(locales),
    ...(config.signIn ? { signIn: serverSignIn(config.signIn, locales) } : {}),
    ...(site.mailTexts ? { mailTexts: site.mailTexts } : {}),
    access,
    ai: config.ai,
  };
  await writeFile(join(outDir, SERVER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
