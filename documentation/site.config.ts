import { defineConfig } from '../core/config/define-config.ts';

// docgen's own documentation: a public docgen site (no `signIn`), built from this repository.
export default defineConfig({
  title: 'docgen',
  tagline: 'Private, versioned documentation for the customers of your product',
  navbar: {
    items: [
      { type: 'default', label: 'Docs', to: '/docs/getting-started' },
      { type: 'default', label: 'Configuration', to: '/docs/reference/configuration' },
      { type: 'default', label: 'CLI', to: '/docs/reference/cli' },
      { type: 'default', label: 'Blog', to: '/blog' },
      { type: 'colorModeToggle', position: 'right' },
    ],
  },
  footer: {
    links: [
      { label: 'Getting started', href: '/docs/getting-started' },
      { label: 'Diagnostic codes', href: '/docs/reference/diagnostics' },
      { label: 'Migrating from Docusaurus', href: '/docs/migrating-from-docusaurus' },
      { label: 'Blog', href: '/blog' },
    ],
  },
  docs: { onBrokenAnchors: 'throw' },
});
