/**
 * Which routes' access rules govern a file of the build, so the server gate decides on the file it would
 * send, never on the raw request path (which encodings and case tricks could disguise).
 *
 * - `docs/x.html`, `docs/x/index.html` and the page's markdown `docs/x.md` belong to the route `/docs/x`;
 * - files the build listed in `owners` (content images, full sidebars) belong to the routes it named;
 * - a variant of a file for an audience (`_audience/…/x`) belongs to the routes of `x`;
 * - any other file belongs to its own path, so under `forceLogin` it is private: deny by default.
 */
import { routeOfMarkdownFile } from '../ai/page-catalog.ts';
import { audienceBaseFile } from '../access/audiences.ts';
import { normalizeRoute } from '../routes/paths.ts';
import type { BuildAccess } from './manifest.ts';

export type FileAccess = { kind: 'public' } | { kind: 'routes'; routes: string[] };

export function governingRoutes(requested: string, access: BuildAccess): FileAccess {
  if (access.publicFiles.includes(requested)) return { kind: 'public' };
  const file = audienceBaseFile(requested);
  const owners = access.owners[file];
  if (owners) return { kind: 'routes', routes: owners };
  if (file.endsWith('.html')) return { kind: 'routes', routes: [normalizeRoute(`/${file}`)] };
  const markdownOf = routeOfMarkdownFile(file);
  if (markdownOf) return { kind: 'routes', routes: [markdownOf] };
  return { kind: 'routes', routes: [`/${file}`] };
}
