/**
 * "Last updated" from git, as Docusaurus reads it: a page whose front matter has no `last_update` shows its file's
 * last commit. A copy of tests/fixtures/locales-three in a repository of its own, with two commits by two authors.
 */
import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostPageData } from '../../../core/site/page-data.ts';
import { embeddedPageData } from '../../helpers/embedded-page-data.ts';
import {
  builtDocPage,
  copyFixture,
  editSiteFile,
  readSiteFile,
  removeSite,
  runCli,
  writeSiteFile,
  type CliResult,
} from '../../helpers/sites.ts';

const SHOWN = '{ showLastUpdateTime: true, showLastUpdateAuthor: true }';
const ADA_DATE = '2024-01-05T10:00:00.000Z';
const GRACE_DATE = '2024-03-10T12:30:00.000Z';
const UNTRACKED = 'content/versioned_docs/version-2.0.0/guides/install.md';

let repo: string;
let plain: string;
let built: CliResult;
let builtPlain: CliResult;

/** The fixture with both "Last updated" parts turned on for its docs and its blog. */
async function siteShowingLastUpdate(): Promise<string> {
  const root = await copyFixture('locales-three');
  await editSiteFile(root, 'site.config.ts', (config) =>
    config.replace(
      'docs: { includeCurrentVersion: true }',
      `docs: { includeCurrentVersion: true, ...${SHOWN} }, blog: ${SHOWN}`,
    ),
  );
  return root;
}

function commitAs(root: string, author: string, date: string, files: string[]): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, stdio: 'pipe' });
  git('add', '--', ...files);
  git(
    '-c',
    `user.name=${author}`,
    '-c',
    'user.email=writer@example.com',
    '-c',
    'commit.gpgsign=false',
    'commit',
    '-qm',
    `${author}'s change`,
  );
}

/** A build that finds no repository above the site (the test's copies sit inside docgen's own). */
function buildOutsideGit(root: string): Promise<CliResult> {
  return runCli(['build', '--root', root, '--out-dir', 'build'], {
    env: { GIT_CEILING_DIRECTORIES: dirname(root) },
  });
}

beforeAll(async () => {
  repo = await siteShowingLastUpdate();
  execFileSync('git', ['init', '-q'], { cwd: repo });
  await writeSiteFile(
    repo,
    'content/blog/2024-05-01-hello.md',
    '---\ntitle: Hello blog\nauthors: [ada]\nlast_update:\n  author: The editors\n---\n\nFirst paragraph.\n',
  );
  commitAs(repo, 'Ada Lovelace', ADA_DATE, ['site.config.ts', 'versions.json', 'content', `:!${UNTRACKED}`]);
  await writeSiteFile(repo, 'content/docs/guides/install.md', '# Install\n\nRevised.\n');
  await writeSiteFile(
    repo,
    'content/i18n/fr/docusaurus-plugin-content-docs/current/overview/overview.md',
    '# Aperçu\n\nRévisé.\n',
  );
  commitAs(repo, 'Grace Hopper', GRACE_DATE, ['content/docs', 'content/i18n']);
  plain = await siteShowingLastUpdate();
  [built, builtPlain] = [await buildOutsideGit(repo), await buildOutsideGit(plain)];
}, 240_000);

afterAll(async () => {
  await removeSite(repo);
  await removeSite(plain);
});

describe('the "Last updated" line from git', () => {
  it("shows each doc's own last commit: its date and its author", async () => {
    expect(built.code, built.stderr).toBe(0);
    expect((await builtDocPage(repo, '/docs/next/overview')).lastUpdate).toEqual({
      date: ADA_DATE,
      author: 'Ada Lovelace',
    });
    expect((await builtDocPage(repo, '/docs/next/guides/install')).lastUpdate).toEqual({
      date: GRACE_DATE,
      author: 'Grace Hopper',
    });
  });

  it("dates a translated doc by its own file's history, not the original's", async () => {
    expect((await builtDocPage(repo, '/fr/docs/next/overview')).lastUpdate).toEqual({
      date: GRACE_DATE,
      author: 'Grace Hopper',
    });
  });

  it('shows nothing for a file git does not track', async () => {
    expect((await builtDocPage(repo, '/docs/guides/install')).lastUpdate).toBeUndefined();
  });

  it("keeps the front matter part over the commit's, and takes the part it lacks from git", async () => {
    const html = await readSiteFile(repo, 'build/blog/2024/05/01/hello.html');
    const post = embeddedPageData(html) as unknown as BlogPostPageData;
    expect(post.lastUpdate).toEqual({ date: ADA_DATE, author: 'The editors' });
  });

  it('builds a site outside any repository, without the line', async () => {
    expect(builtPlain.code, builtPlain.stderr).toBe(0);
    expect((await builtDocPage(plain, '/docs/next/overview')).lastUpdate).toBeUndefined();
  });
});
