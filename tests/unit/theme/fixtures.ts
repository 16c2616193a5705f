import type { SiteLocale } from '../../../core/i18n/site-locales.ts';
import type {
  AuthorData,
  BlogListPageData,
  BlogPostPageData,
  BlogPostSummary,
  DocPageData,
  SiteData,
} from '../../../core/site/page-data.ts';

const ENGLISH: SiteLocale = {
  locale: 'en',
  label: 'English',
  direction: 'ltr',
  htmlLang: 'en',
  calendar: 'gregory',
  path: 'en',
  isDefault: true,
};

/** A small three-version site, shaped like the ProcurePilot docs. */
export function siteFixture(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: 'ProcurePilot Customer Documentation',
    url: 'https://docs.procurepilot.example',
    tagline: 'Supercharge your ERP Stack',
    productName: 'ProcurePilot',
    frameworkVersion: '3.5.2',
    navbar: {
      title: 'ProcurePilot',
      logo: { alt: 'ProcurePilot logo', src: '/img/logo.svg' },
      hideOnScroll: false,
      items: [
        { type: 'default', label: 'Documentation', to: '/docs/overview', position: 'left' },
        { type: 'default', label: 'Status', href: 'https://status.example.com', position: 'left' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Company', href: 'https://www.example.com' },
          ],
        },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'colorModeToggle', position: 'right' },
        { type: 'signIn', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { label: 'Company website', href: 'https://www.example.com' },
        { label: 'Release notes', href: 'https://www.example.com/release-notes' },
        { label: 'System status', href: 'https://status.example.com' },
        { label: 'Imprint', href: 'https://www.example.com/imprint' },
      ],
      copyright: 'Copyright © 2025 ProcurePilot GmbH',
    },
    announcementBar: { id: 'release-1-0-2', content: 'ProcurePilot 1.0.2 is out.', isCloseable: true },
    colorMode: { defaultMode: 'light', disableSwitch: false },
    docs: { pluginId: 'default', sidebarCollapsible: true, breadcrumbs: true },
    locale: ENGLISH,
    locales: [ENGLISH],
    versions: [
      {
        name: '1.0.2',
        instance: 'default',
        label: '1.0.2',
        isLast: true,
        path: '/docs',
        banner: null,
        mainDocPermalink: '/docs/overview',
      },
      {
        name: '1.0.1',
        instance: 'default',
        label: '1.0.1',
        isLast: false,
        path: '/docs/1.0.1',
        banner: 'unmaintained',
        mainDocPermalink: '/docs/1.0.1/overview',
      },
      {
        name: '1.0.0',
        instance: 'default',
        label: '1.0.0',
        isLast: false,
        path: '/docs/1.0.0',
        banner: 'unmaintained',
        mainDocPermalink: '/docs/1.0.0/overview',
      },
    ],
    navbarVersionLinks: {
      '/docs/overview': {
        '1.0.2': '/docs/overview',
        '1.0.1': '/docs/1.0.1/overview',
        '1.0.0': '/docs/1.0.0/overview',
      },
    },
    ...overrides,
  };
}

/** `/docs/1.0.1/faq` unless overridden: an old-version doc with a nested sidebar. */
export function docFixture(overrides: Partial<DocPageData> = {}): DocPageData {
  return {
    kind: 'doc',
    route: '/docs/1.0.1/faq',
    title: 'FAQ',
    version: '1.0.1',
    docId: 'faq',
    html: '<p>Frequently asked.</p><h2 id="billing">Billing</h2><h3 id="invoices">Invoices</h3><h2 id="support">Support</h2>',
    toc: [
      { depth: 2, id: 'billing', text: 'Billing' },
      { depth: 3, id: 'invoices', text: 'Invoices' },
      { depth: 2, id: 'support', text: 'Support' },
    ],
    sidebarUrl: '/_data/sidebars/1.0.1/solutionSidebar.json',
    versionLinks: { '1.0.2': '/docs/faq', '1.0.1': '/docs/1.0.1/faq' },
    sidebar: [
      { type: 'link', label: 'Overview', href: '/docs/1.0.1/overview' },
      {
        type: 'category',
        label: 'Features',
        href: '/docs/1.0.1/features',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'Rule checker', href: '/docs/1.0.1/features/rule-checker' }],
      },
      {
        type: 'category',
        label: 'Help',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'FAQ', href: '/docs/1.0.1/faq' }],
      },
      { type: 'html', value: '<span class="sidebar-note">Need help? Ask us.</span>' },
    ],
    breadcrumbs: [{ label: 'Help' }, { label: 'FAQ', href: '/docs/1.0.1/faq' }],
    previous: { title: 'Security', permalink: '/docs/1.0.1/security' },
    next: { title: 'Deployment', permalink: '/docs/1.0.1/deployment' },
    hasMermaid: false,
    ...overrides,
  };
}

export const ada: AuthorData = {
  key: 'ada',
  name: 'Ada Example',
  title: 'Product Manager',
  url: 'https://example.com/ada',
  imageUrl: '/img/ada.png',
};

export function postFixture(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    permalink: '/blog/release-1-0-2',
    title: 'Release 1.0.2',
    date: '2024-03-18',
    readingMinutes: 3.2,
    authors: [ada],
    tags: [{ label: 'Release', permalink: '/blog/tags/release' }],
    excerptHtml: '<p>What is new.</p>',
    hasMore: true,
    ...overrides,
  };
}

const blogSidebar = [
  { year: '2024', posts: [{ title: 'Release 1.0.2', permalink: '/blog/release-1-0-2' }] },
  { year: '2023', posts: [{ title: 'Hello', permalink: '/blog/hello' }] },
];

export function blogListFixture(overrides: Partial<BlogListPageData> = {}): BlogListPageData {
  return {
    kind: 'blogList',
    route: '/blog',
    title: 'Blog',
    posts: [
      postFixture(),
      postFixture({ permalink: '/blog/hello', title: 'Hello', date: '2023-01-05', hasMore: false }),
    ],
    sidebar: blogSidebar,
    page: 1,
    totalPages: 2,
    nextPage: '/blog/page/2',
    ...overrides,
  };
}

export function blogPostFixture(overrides: Partial<BlogPostPageData> = {}): BlogPostPageData {
  return {
    kind: 'blogPost',
    route: '/blog/release-1-0-2',
    title: 'Release 1.0.2',
    post: postFixture(),
    html: '<p>What is new.</p><h2 id="details">Details</h2>',
    toc: [{ depth: 2, id: 'details', text: 'Details' }],
    sidebar: blogSidebar,
    next: { title: 'Hello', permalink: '/blog/hello' },
    hasMermaid: false,
    ...overrides,
  };
}

/** A doc page whose section lists `pages` docs (`Page 0` to `Page <pages - 1>`), the current one `Page <current>`. */
export function longSectionFixture(pages: number, current: number): DocPageData {
  const href = (index: number) => `/docs/1.0.1/long/page-${index}`;
  return docFixture({
    route: href(current),
    title: `Page ${current}`,
    sidebar: [
      {
        type: 'category',
        label: 'Long',
        collapsed: true,
        collapsible: true,
        items: Array.from({ length: pages }, (_, index) => ({
          type: 'link' as const,
          label: `Page ${index}`,
          href: href(index),
        })),
      },
    ],
  });
}
