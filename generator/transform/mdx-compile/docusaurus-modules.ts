import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIMS = fileURLToPath(new URL('../../../theme/docusaurus/', import.meta.url));

/** The Docusaurus client API docgen provides to a site's components (README, "Migrating from Docusaurus"). */
const SHIM_FILES: Record<string, string> = {
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/CodeInline': 'CodeInline.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
  '@theme/MDXComponents': 'MDXComponents.ts',
  '@theme/Layout': 'Layout.tsx',
};

export const SUPPORTED_DOCUSAURUS_MODULES = Object.keys(SHIM_FILES);

/** The page context module the shims share, which the page's entry provides. */
export const PAGE_CONTEXT_FILE = `${SHIMS}page-context.ts`;
/** Its name in server bundles, which require docgen's own instance of it. */
export const PAGE_CONTEXT_MODULE = 'docgen:page-context';

/** `@theme/X` and `@theme-original/X` → docgen's `X`; undefined for what docgen does not provide. */
export function shimFile(specifier: string): string | undefined {
  const file = SHIM_FILES[specifier.replace(/^@theme-original\//, '@theme/')];
  return file === undefined ? undefined : `${SHIMS}${file}`;
}

export function isDocusaurusModule(specifier: string): boolean {
  return /^@(?:theme|theme-original|docusaurus)\//.test(specifier);
}

/**
 * `require('/img/a.png')` in a page: Docusaurus resolves a path starting with `/` in the static folder, and the
 * module is the file's address. Undefined for any other specifier.
 */
export function staticFileUrl(root: string, specifier: string): string | undefined {
  if (!specifier.startsWith('/') || !existsSync(join(root, 'content', 'static', specifier))) return undefined;
  return specifier;
}
