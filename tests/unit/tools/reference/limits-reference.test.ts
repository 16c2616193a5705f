/**
 * The limits reference is generated from the server's own tables: every abuse limit of the identity service is on
 * it with its numbers, what it counts, per what, the answer beyond it and the routes counted against it; a limit
 * added without that documentation stops the generator.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketsOf, ROUTE_LIMITS } from '../../../../server/identity/api/route-limits.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../../../server/identity/limits/rate-limiter.ts';
import { SEARCH_WINDOW_MS, SEARCHES_PER_WINDOW } from '../../../../server/search/search-route.ts';
import { bucketDocs, limitsReferencePage } from '../../../../tools/reference/limits-reference.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const page = limitsReferencePage(REPO_ROOT);
const UNIT_MS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** The page's section of one abuse limit, up to the next heading. */
function sectionOf(bucket: string): string {
  return page.split(`### \`${bucket}\`\n`)[1]?.split(/^#/m)[0] ?? '';
}

describe('the limits reference', () => {
  it('documents every abuse limit of the identity service: what it counts, per what, the answer beyond it', () => {
    const docs = bucketDocs(REPO_ROOT);
    expect(docs.map((doc) => doc.bucket)).toEqual(Object.keys(DEFAULT_RATE_LIMITS));
    for (const doc of docs) {
      expect(
        [doc.doc, doc.per, doc.over].filter((text) => text === ''),
        doc.bucket,
      ).toEqual([]);
    }
  });

  it('states each abuse limit with the numbers the service counts', () => {
    for (const [bucket, rules] of Object.entries(DEFAULT_RATE_LIMITS)) {
      const stated = /\*\*Limit:\*\* (.*)/.exec(sectionOf(bucket))?.[1] ?? '';
      const read = stated.split(' and ').map((rule) => {
        const [, limit, count, unit] =
          /^([\d,]+) per (?:(\d+) )?(second|minute|hour|day)s?$/.exec(rule) ?? [];
        return { limit: Number(limit?.replaceAll(',', '')), windowMs: Number(count ?? 1) * UNIT_MS[unit!]! };
      });
      expect(read, bucket).toEqual(rules);
    }
  });

  it('names the routes counted against each per-client limit', () => {
    for (const [route, limit] of Object.entries(ROUTE_LIMITS)) {
      for (const bucket of bucketsOf(limit)) expect(sectionOf(bucket), bucket).toContain(`\`${route}\``);
    }
    expect(sectionOf('ssoPerIp')).toContain('`POST /id` (by the factor it asks for)');
  });

  it('states the search limit per client', () => {
    expect(page).toContain(
      `**\`searchesPerIp\`:** ${SEARCHES_PER_WINDOW} searches per ${SEARCH_WINDOW_MS / 1000} seconds per client`,
    );
  });

  it('refuses to be made while an abuse limit says not per what it counts or what answers it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docgen-limits-'));
    try {
      const dir = join(root, 'server/identity/limits');
      await mkdir(dir, { recursive: true });
      const undocumented: keyof RateLimits = 'sendsPerIp';
      await writeFile(
        join(dir, 'rate-limiter.ts'),
        `export interface RateLimits {\n  /** Sign-in requests. */\n  ${undocumented}: RateRule[];\n}\n`,
      );
      expect(() => bucketDocs(root)).toThrow(/sendsPerIp needs its @per and @over/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
