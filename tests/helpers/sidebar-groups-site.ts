import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture, readSiteFile, REPO_ROOT, writeSiteFile } from './sites.ts';

/** The title of the blog post only staff may open (`/blog/2025/**`), tagged like the public post. */
export const STAFF_POST_TITLE = 'Gingerbread summit';

/**
 * The titles and labels only staff may see: their pages' titles, the sidebar category that holds them, and the
 * navbar and footer links to them (`tests/fixtures/sidebar-groups/site.config.ts`).
 */
export const STAFF_TITLES = [
  'Quillfeather desk',
  'Marzipan rota',
  'Staff corner',
  'Staff desk',
  'Staff rota',
  STAFF_POST_TITLE,
];
/** The title only partners may see: their guide's sidebar label and title. */
export const PARTNER_TITLES = ['Partner handshake'];

/**
 * The three-versions fixture with group rules (`sidebar-groups`): its latest sidebar lists a public page, the
 * partners' guide, a public category page whose cards list a staff page, and a collapsed staff category; its
 * blog has a public post and a staff post.
 */
export async function sidebarGroupsSite(): Promise<string> {
  const site = await copyFixture('three-versions');
  await copyFile(
    join(REPO_ROOT, 'tests/fixtures/sidebar-groups/site.config.ts'),
    join(site, 'site.config.ts'),
  );
  const docs = 'content/versioned_docs/version-2.0.0';
  await writeSiteFile(site, `${docs}/staff/desk.md`, '---\ntitle: Quillfeather desk\n---\n\nStaff only.\n');
  await writeSiteFile(site, `${docs}/staff/rota.md`, '---\ntitle: Marzipan rota\n---\n\nStaff only.\n');
  await writeSiteFile(
    site,
    `${docs}/handbook/welcome.md`,
    '---\ntitle: Welcome aboard\n---\n\nFor everyone.\n',
  );
  await writeSiteFile(
    site,
    'content/blog/2025-03-01-summit.md',
    `---\ntitle: ${STAFF_POST_TITLE}\nauthors: [ada]\ntags: [news]\n---\n\nStaff only.\n`,
  );
  const guide = `${docs}/guides/install.md`;
  const text = await readSiteFile(site, guide);
  await writeSiteFile(
    site,
    guide,
    text.replace('title: Install 2.0.0', 'title: Partner handshake').replace(/sidebar_label: .*/, ''),
  );
  const sidebar = [
    'overview/overview',
    { type: 'category', label: 'Guides', items: ['guides/install'] },
    {
      type: 'category',
      label: 'Handbook',
      link: { type: 'generated-index', slug: '/handbook' },
      items: ['handbook/welcome', 'staff/rota'],
    },
    { type: 'category', label: 'Staff corner', collapsed: true, items: ['staff/desk'] },
    { type: 'link', label: 'Website', href: 'https://fixture.example' },
  ];
  await writeSiteFile(
    site,
    'content/versioned_sidebars/version-2.0.0-sidebars.json',
    JSON.stringify({ solutionSidebar: sidebar }),
  );
  return site;
}
