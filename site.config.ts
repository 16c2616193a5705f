import { defineConfig } from './core/config/define-config.ts';

export default defineConfig({
  title: 'ProcurePilot Customer Documentation',
  tagline: 'Supercharge your ERP Stack',
  productName: 'ProcurePilot',
  url: 'https://docs.procurepilot.example',
  baseUrl: '/',
  trailingSlash: false,
  favicon: '/img/favicon.svg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'de'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', calendar: 'gregory' },
      de: { label: 'Deutsch', direction: 'ltr', calendar: 'gregory' },
    },
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  navbar: {
    title: 'ProcurePilot',
    logo: { alt: 'ProcurePilot logo', src: '/img/logo.svg' },
    hideOnScroll: false,
    items: [
      { type: 'default', label: 'Documentation', to: '/docs/overview', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'colorModeToggle', position: 'right' },
      { type: 'signIn', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Company website', href: 'https://www.procurepilot.example' },
      { label: 'Release notes', href: 'https://www.procurepilot.example/release-notes' },
      { label: 'System status', href: 'https://status.procurepilot.example' },
      { label: 'Imprint', href: 'https://www.procurepilot.example/imprint' },
    ],
    copyright: 'Copyright © 2025 ProcurePilot GmbH',
  },
  announcementBar: {
    id: 'release-1-0-2',
    content:
      'ProcurePilot 1.0.2 is out: four product areas, the Oracle Fusion connector and customer-managed keys.',
    isCloseable: true,
  },
  docs: {
    routeBasePath: 'docs',
    pluginId: 'default',
    sidebarCollapsible: true,
    onBrokenMarkdownLinks: 'warn',
  },
  blog: {
    routeBasePath: 'blog',
    title: 'Blog',
    showReadingTime: true,
    sidebarTitle: 'All posts',
    postsPerPage: 10,
  },
  signIn: {
    orgID: 'procurepilot-docs',
    forceLogin: true,
    baseURL: '',
    sdkURL: '',
    // Placeholder entry, as in the original site: forceLogin already makes every page private.
    privatePaths: [{ path: '/docs/**', groups: [] }],
    privateRedirectPath: '/',
    uxMode: 'modal',
    registration: { mode: 'open' },
    formConfiguration: {
      factors: [{ method: 'email_link' }],
      logo: '/img/logo.svg',
      text: { 'initial.title': 'Welcome to the ProcurePilot Customer Documentation' },
      storeLastHandle: true,
      defaultCountryCode: 'US',
      showBanner: false,
    },
  },
});
