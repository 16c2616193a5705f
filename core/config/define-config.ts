import type { SiteConfigInput } from './schema.ts';

/**
 * Typed identity helper so `site.config.ts` gets completion and checks without loading the schema: a module of
 * its own, so a site's configuration loads no zod (hundreds of modules at every start). It answers the config
 * with the type it was written with, so code reading a site's config sees the keys it sets. The parameter is
 * also typed as `SiteConfigInput` itself, and the type parameter is not `const`: an editor shows a key's
 * documentation on hover only where the object's type names the documented declaration.
 */
export function defineConfig<Config extends SiteConfigInput>(config: Config & SiteConfigInput): Config {
  return config;
}
