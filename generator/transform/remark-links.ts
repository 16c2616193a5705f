import { posix } from 'node:path';
import type { Definition, Image, Link } from 'mdast';
import type { FileData } from './context.ts';

const MARKDOWN_LINK = /^([^?#]*\.mdx?)(#.*)?$/;

/**
 * Relative links to markdown files (`./rule-checker.md#limits`) become site routes (`/docs/features/rule-checker#limits`).
 * A link to a file that is not part of the site keeps its URL and warns with file:line:column; the link checker
 * skips `.md` URLs because this warning already reported them. Runs on
 * mdast, while link nodes still carry their source positions.
 */
export function resolveMarkdownLink(node: Link | Definition, data: FileData): void {
  const match = MARKDOWN_LINK.exec(node.url);
  if (!match || /^[a-z][a-z0-9+.-]*:/i.test(node.url)) return;
  const candidates = linkCandidates(node.data?.writtenIn?.file ?? data.input.file, match[1] ?? '');
  const route = candidates.map((file) => data.links.routesByFile[file]).find((found) => found !== undefined);
  if (route) {
    node.url = `${route}${match[2] ?? ''}`;
    return;
  }
  if (candidates.some((file) => data.links.leftOut?.includes(file))) return;
  data.diagnostics.push({
    code: 'markdown-link-broken',
    severity: 'warning',
    ...sourcePosition(node, data),
    message: `Markdown link "${node.url}" does not point to a page of the site.`,
    hint: 'Link to an existing .md file with a path relative to this file.',
  });
}

/** Keeps where a link was written, so the link and anchor checks can name its file and line. */
export function recordSourceLink(node: Link | Definition | Image, data: FileData): void {
  const { file, ...where } = sourcePosition(node, data);
  data.sourceLinks.push({
    url: node.url,
    ...where,
    ...(file === data.input.file ? {} : { file }),
    ...(node.type === 'image' ? { image: true } : {}),
  });
}

/** The file, line and column a node was written at: in the page, or in a partial the page includes. */
export function sourcePosition(
  node: Pick<Link, 'data' | 'position'>,
  data: FileData,
): { file: string; line: number; column: number } {
  const written = node.data?.writtenIn ?? { file: data.input.file, bodyLine: data.input.bodyLine };
  return {
    file: written.file,
    line: (node.position?.start.line ?? 1) + written.bodyLine - 1,
    column: node.position?.start.column ?? 1,
  };
}

/** The folder whose files Docusaurus' plugin serves for a file of the site: its docs version, the blog, the pages. */
const CONTENT_PATH = /^content\/(?:versioned_docs\/[^/]+|docs|blog|pages)(?=\/)/;

/**
 * The files a markdown link may name, in the order Docusaurus tries them: `./x.md` and `../x.md` beside the file;
 * `/x.md` in the file's content folder (its docs version, the blog, the pages), then from the site's root
 * (docgen's `content/`, where a Docusaurus site's `docs/` is `content/docs/`); `x.md` beside the file, then as
 * `/x.md`; `@site/docs/x.md` from the site's root.
 */
function linkCandidates(fromFile: string, url: string): string[] {
  const decoded = safeDecode(url);
  if (decoded.startsWith('@site/')) return [posix.normalize(`content/${decoded.slice('@site/'.length)}`)];
  const beside = posix.normalize(posix.join(posix.dirname(fromFile), decoded));
  if (/^\.\.?\//.test(decoded)) return [beside];
  const contentPath = CONTENT_PATH.exec(fromFile)?.[0];
  const fromRoots = [...(contentPath ? [contentPath] : []), 'content'].map((dir) =>
    posix.normalize(posix.join(dir, decoded)),
  );
  return decoded.startsWith('/') ? fromRoots : [beside, ...fromRoots];
}

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
