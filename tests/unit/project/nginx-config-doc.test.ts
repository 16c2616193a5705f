import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../helpers/sites.ts';

describe('documentation/content/versioned_docs/version-0.1.0/operating/production.md', () => {
  it('shows the nginx configuration the cluster tests run, verbatim', () => {
    const doc = readFileSync(
      join(REPO_ROOT, 'documentation/content/versioned_docs/version-0.1.0/operating/production.md'),
      'utf8',
    );
    const config = readFileSync(join(REPO_ROOT, 'docs/nginx/docgen.conf'), 'utf8');
    const blocks = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toEqual([config]);
  });
});
