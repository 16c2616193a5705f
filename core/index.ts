/**
 * What a site imports from `docgen` (the package's main export): `defineConfig` for `site.config.ts`, and the
 * configuration's types, whose JSDoc editors show on hover.
 */
export { defineConfig } from './config/define-config.ts';
export type {
  FactorConfig,
  NavbarItem,
  NavbarLinkItem,
  PrivatePathRule,
  SignInConfig,
  SiteConfig,
  SiteConfigInput,
} from './config/schema.ts';
