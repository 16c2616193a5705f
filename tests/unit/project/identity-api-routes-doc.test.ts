/**
 * The identity API's routes are listed once for readers, in `docs/identity-api.md`'s *Endpoints* table, and that
 * table names exactly the routes the service registers (the route-limit table, which a test holds to the
 * registered routes): a route added, renamed or removed without its row fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../../../server/identity/api/route-limits.ts';
import { REPO_ROOT } from '../../helpers/sites.ts';

/** A route's path with its parameters unnamed (`/challenge/:id`, `/challenge/{poll id}` → `/challenge/:param`). */
const pathShape = (path: string) => path.replace(/\{[^{}]*\}|:\w+/g, ':param');

function documentedPaths(): string[] {
  const doc = readFileSync(join(REPO_ROOT, 'docs/identity-api.md'), 'utf8');
  const section = doc.split(/^## Endpoints$/m)[1]?.split(/^## /m)[0] ?? '';
  const firstCells = section.split('\n').flatMap((line) => /^\| (.+?) \| /.exec(line)?.[1] ?? []);
  return (
    firstCells
      .flatMap((cell) => [...pathShape(cell).matchAll(/\/[\w.:/-]*/g)].map((match) => match[0]))
      // A lone slash is the one between two methods (`PUT`/`PATCH /attributes`).
      .filter((path) => path !== '/')
  );
}

const registered = Object.keys(ROUTE_LIMITS)
  .map((key) => pathShape(key.split(' ')[1]!))
  // The catch-all answers of unknown paths are no endpoints.
  .filter((path) => path !== '/*');

describe('docs/identity-api.md, Endpoints', () => {
  it('names every route of the identity API', () => {
    const documented = new Set(documentedPaths());
    expect([...new Set(registered)].filter((path) => !documented.has(path))).toEqual([]);
  });

  it('names nothing the identity API does not serve', () => {
    const served = new Set(registered);
    expect([...new Set(documentedPaths())].filter((path) => !served.has(path))).toEqual([]);
  });
});
