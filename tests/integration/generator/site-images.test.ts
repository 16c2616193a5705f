/** The favicon and the navbar logo, on every page, are checked once when the site loads. */
import { afterEach, describe, expect, it } from 'vitest';
import { DiagnosticsError } from '../../../core/errors/diagnostic.ts';
import { loadSite } from '../../../generator/load/load-site.ts';
import { copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

describe('a missing favicon or navbar logo', () => {
  it('is one error naming the file looked for, not a broken link on every page', async () => {
    const root = await copyFixture('docs-at-root');
    sites.push(root);
    const config = await readSiteFile(root, 'site.config.ts');
    await writeSiteFile(
      root,
      'site.config.ts',
      config
        .replace("title: 'Rover',\n", "title: 'Rover',\n    logo: { alt: 'Rover', src: '/img/logo.svg' },\n")
        .replace("productName: 'Rover',", "productName: 'Rover',\n  favicon: '/img/favicon.ico',"),
    );
    await writeSiteFile(root, 'content/static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const error = await loadSite({ root }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DiagnosticsError);
    expect((error as DiagnosticsError).diagnostics).toEqual([
      expect.objectContaining({
        code: 'image-missing',
        file: 'site.config.ts',
        message: '`favicon` is /img/favicon.ico, but content/static/img/favicon.ico does not exist.',
      }),
    ]);
  });
});
