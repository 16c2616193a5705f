import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../../../core/site/page-data.ts';
import { siteDataFor, siteRouteOf } from '../../../../core/site/visible-links.ts';

const site = {
  title: 'Docs',
  navbar: {
    title: 'x',
    hideOnScroll: false,
    items: [
      { type: 'default', label: 'Documentation', to: '/docs/overview', position: 'left' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'left',
        items: [
          { label: 'Staff desk', to: '/docs/staff/desk' },
          { label: 'Company', href: 'https://company.test' },
        ],
      },
      {
        type: 'dropdown',
        label: 'Staff',
        position: 'left',
        items: [{ label: 'Rota', to: '/docs/staff/rota' }],
      },
    ],
  },
  navbarVersionLinks: {
    '/docs/overview': { '2.0.0': '/docs/overview' },
    '/docs/staff/desk': { '2.0.0': '/docs/staff/desk' },
  },
  footer: {
    style: 'dark',
    links: [
      { label: 'Staff rota', href: '/docs/staff/rota?week=1#today' },
      { label: 'Status', href: 'https://status.test' },
    ],
    copyright: '',
  },
} as unknown as SiteData;

describe('the navbar and footer as one reader sees them', () => {
  it('leave out dropdown entries, emptied dropdowns and footer links to pages the reader may not open', () => {
    const visible = siteDataFor(site, (route) => !route.startsWith('/docs/staff'));
    expect(JSON.stringify(visible)).not.toMatch(/staff|rota/i);
    expect(visible.navbar.items).toEqual([
      site.navbar.items[0],
      { ...site.navbar.items[1], items: [{ label: 'Company', href: 'https://company.test' }] },
    ]);
    expect(visible.footer.links).toEqual([{ label: 'Status', href: 'https://status.test' }]);
    expect(visible.navbarVersionLinks).toEqual({ '/docs/overview': { '2.0.0': '/docs/overview' } });
  });

  it('are the same object when the reader may open everything', () => {
    expect(siteDataFor(site, () => true)).toBe(site);
  });

  it('judge a site link by its route, never a link that leaves the site', () => {
    expect(siteRouteOf('/docs/x/?a=1#b')).toBe('/docs/x');
    expect(siteRouteOf('/docs/x.html')).toBe('/docs/x');
    expect(siteRouteOf('//evil.test/docs')).toBeUndefined();
    expect(siteRouteOf('https://x.test/docs')).toBeUndefined();
  });
});
