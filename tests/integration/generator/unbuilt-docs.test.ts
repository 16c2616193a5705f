/** `docgen dev` redoes the pages of an edit in content/docs/ only when the site builds it as a version. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildsCurrentDocs } from '../../../generator/dev/unbuilt-docs.ts';
import { REPO_ROOT } from '../../helpers/sites.ts';

const fixture = (name: string) => join(REPO_ROOT, 'tests', 'fixtures', name);

describe('whether the site builds content/docs', () => {
  it('does without versions.json, and not beside released versions unless asked', async () => {
    expect(await buildsCurrentDocs(fixture('docs-at-root'))).toBe(true);
    expect(await buildsCurrentDocs(fixture('three-versions'))).toBe(false);
  });
});
