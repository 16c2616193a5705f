import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Element } from 'hast';
import { imageSize } from 'image-size';
import type { ContentAsset, FileData } from './context.ts';

interface ImageFacts {
  publicPath: string;
  width?: number;
  height?: number;
}

/** Image facts by source path of the images found: the same illustration is often used by several pages and versions. */
const factsCache = new Map<string, ImageFacts>();

/**
 * Images beside the markdown (`./assets/panel.svg`) are copied to content-hashed URLs under `/assets/img/`, and
 * every image gets its intrinsic width and height (no layout shift) and lazy loading.
 */
export function pageImages(root: string, data: FileData): (node: Element) => void {
  return (node) => {
    if (typeof node.properties.src !== 'string') return;
    const src = node.properties.src;
    node.properties.loading = 'lazy';
    node.properties.decoding = 'async';
    if (isExternalImage(src)) return;
    const source = src.startsWith('/')
      ? posix.join('content/static', src)
      : imageSource(data.input.file, src);
    const facts = imageFacts(root, source, src.startsWith('/') ? src : undefined);
    if (!facts) return missingImage(node, src, source, data);
    node.properties.src = facts.publicPath;
    if (facts.width && facts.height) {
      node.properties.width = facts.width;
      node.properties.height = facts.height;
    }
    if (!src.startsWith('/'))
      data.assets.push({ source, publicPath: facts.publicPath } satisfies ContentAsset);
  };
}

/** An image on another site (`https:`, `data:`, `//cdn…`): left as it is. */
export function isExternalImage(src: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src);
}

/** The file an image written beside the markdown (`./assets/panel.svg`) is, from the site's root. */
export function imageSource(file: string, src: string): string {
  return posix.normalize(posix.join(posix.dirname(file), decodeURI(src)));
}

function imageFacts(root: string, source: string, staticPath: string | undefined): ImageFacts | null {
  const cached = factsCache.get(source);
  if (cached) return cached;
  let facts: ImageFacts;
  try {
    const bytes = readFileSync(join(root, source));
    const size = measure(bytes);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const name = posix.basename(source).replace(/[^\w.-]/g, '-');
    facts = { publicPath: staticPath ?? `/assets/img/${hash}-${name}`, ...size };
  } catch {
    // Not remembered: the writer is about to add it.
    return null;
  }
  factsCache.set(source, facts);
  return facts;
}

/** A missing image is named as one, with the file that was looked for (it keeps its URL in the page). */
function missingImage(node: Element, src: string, source: string, data: FileData): void {
  const { file, bodyLine } = data.input;
  data.diagnostics.push({
    code: 'image-missing',
    severity: 'error',
    file,
    line: (node.position?.start.line ?? 1) + bodyLine - 1,
    column: node.position?.start.column ?? 1,
    message: `Image "${src}" not found: there is no file ${source}.`,
    hint: src.startsWith('/')
      ? 'Put the image in content/static/ (a path starting with / is looked up there), or fix the path.'
      : 'Put the image there, or fix the path: it is relative to this markdown file.',
  });
}

function measure(bytes: Buffer): { width?: number; height?: number } {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return {};
  }
}
