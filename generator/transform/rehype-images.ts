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

/** Image facts by source path: the same illustration is often used by several pages and versions. */
const factsCache = new Map<string, ImageFacts | null>();

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
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) return;
    const source = src.startsWith('/')
      ? posix.join('content/static', src)
      : posix.normalize(posix.join(posix.dirname(data.input.file), decodeURI(src)));
    const facts = imageFacts(root, source, src.startsWith('/') ? src : undefined);
    if (!facts) return;
    node.properties.src = facts.publicPath;
    if (facts.width && facts.height) {
      node.properties.width = facts.width;
      node.properties.height = facts.height;
    }
    if (!src.startsWith('/'))
      data.assets.push({ source, publicPath: facts.publicPath } satisfies ContentAsset);
  };
}

function imageFacts(root: string, source: string, staticPath: string | undefined): ImageFacts | null {
  const cached = factsCache.get(source);
  if (cached !== undefined) return cached;
  let facts: ImageFacts | null = null;
  try {
    const bytes = readFileSync(join(root, source));
    const size = measure(bytes);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const name = posix.basename(source).replace(/[^\w.-]/g, '-');
    facts = { publicPath: staticPath ?? `/assets/img/${hash}-${name}`, ...size };
  } catch {
    // A missing image keeps its URL: the link check reports it as broken with the page that uses it.
    facts = null;
  }
  factsCache.set(source, facts);
  return facts;
}

function measure(bytes: Buffer): { width?: number; height?: number } {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return {};
  }
}
