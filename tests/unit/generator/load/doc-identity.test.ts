import { describe, expect, it } from 'vitest';
import { docIdentity, parseNumberPrefix } from '../../../../generator/load/doc-identity.ts';

function identity(
  file: string,
  frontMatter: { id?: string; slug?: string; parseNumberPrefixes?: boolean } = {},
) {
  const result = docIdentity(file, { parseNumberPrefixes: true, ...frontMatter });
  if (!result.ok) throw new Error(result.message);
  return result.identity;
}

describe('doc ids and slugs as Docusaurus resolves them', () => {
  it.each([
    ['ai.md', 'ai', '/ai'],
    ['features/assistant.md', 'features/assistant', '/features/assistant'],
    ['overview/overview.md', 'overview/overview', '/overview/'],
    ['features/index.md', 'features/index', '/features/'],
    ['guides/README.md', 'guides/README', '/guides/'],
    ['index.md', 'index', '/'],
    ['01-intro.md', 'intro', '/intro'],
    ['02-guides/01-setup.md', 'guides/setup', '/guides/setup'],
    ['02-guides/02-guides.md', 'guides/guides', '/guides/'],
  ])('%s → id %s, slug %s', (file, id, slug) => {
    expect(identity(file)).toMatchObject({ id, slug });
  });

  it('takes the position from the number prefix', () => {
    expect(identity('02-guides/03-deploy.md')).toMatchObject({ numberPrefix: 3, dirName: '02-guides' });
  });

  it('replaces the file name with front matter id, inside the same folder', () => {
    expect(identity('guides/setup.md', { id: 'installation' })).toMatchObject({
      id: 'guides/installation',
      slug: '/guides/installation',
    });
  });

  it('resolves a relative slug against the folder and keeps an absolute one', () => {
    expect(identity('guides/setup.md', { slug: 'configuration' }).slug).toBe('/guides/configuration');
    expect(identity('guides/setup.md', { slug: '../top' }).slug).toBe('/top');
    expect(identity('guides/setup.md', { slug: '/deploy-now' }).slug).toBe('/deploy-now');
    expect(identity('guides/index.md', { slug: 'start' }).slug).toBe('/guides/start');
  });

  it('keeps a slug of index as a route of its own, as Docusaurus resolves it (not the folder)', () => {
    expect(identity('tutorials/tutorials-index.md', { slug: 'index' }).slug).toBe('/tutorials/index');
    expect(identity('tutorials/tutorials-index.md', { slug: './index' }).slug).toBe('/tutorials/index');
    expect(identity('tutorials/tutorials-index.md', { slug: '/tutorials/index' }).slug).toBe(
      '/tutorials/index',
    );
    expect(identity('start.md', { slug: 'index' }).slug).toBe('/index');
  });

  it('keeps names as written with parse_number_prefixes: false', () => {
    expect(identity('01-guides/02-setup.md', { parseNumberPrefixes: false })).toMatchObject({
      id: '01-guides/02-setup',
      slug: '/01-guides/02-setup',
    });
  });

  it('refuses an id with a slash', () => {
    expect(docIdentity('a.md', { id: 'x/y', parseNumberPrefixes: true }).ok).toBe(false);
  });
});

describe('number prefixes', () => {
  it.each([
    ['01-intro', 'intro', 1],
    ['3 - Setup', 'Setup', 3],
    ['10_api', 'api', 10],
    ['2024-01-05-notes', '2024-01-05-notes', undefined],
    ['1.2-changes', '1.2-changes', undefined],
    ['intro', 'intro', undefined],
    ['404', '404', undefined],
  ])('%s → %s (%s)', (name, stripped, position) => {
    expect(parseNumberPrefix(name)).toEqual({
      name: stripped,
      ...(position === undefined ? {} : { position }),
    });
  });
});
