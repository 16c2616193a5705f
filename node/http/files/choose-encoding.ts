/**
 * Which precompressed representation answers an `Accept-Encoding` header (RFC 9110 §12.5.3): the coding the
 * client rates highest, `*` standing for codings it does not name, ties going to the server's preference;
 * the bytes as built when it accepts none of them.
 */
import type { Representation } from './build-index.ts';
import { remembered } from './remembered.ts';

function parseQualities(acceptEncoding: string): ReadonlyMap<string, number> {
  const rated = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim());
    if (coding === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    rated.set(coding, Number.isFinite(quality) ? quality : 0);
  }
  return rated;
}

/** Clients send one of a handful of values, so each is parsed once. */
const qualities = remembered(parseQualities, 100);

export function chooseEncoding(
  acceptEncoding: string | undefined,
  encoded: readonly Representation[],
): Representation | undefined {
  if (!acceptEncoding || encoded.length === 0) return undefined;
  const rated = qualities(acceptEncoding);
  let best: Representation | undefined;
  let bestQuality = 0;
  for (const representation of encoded) {
    const quality = rated.get(representation.coding ?? '') ?? rated.get('*') ?? 0;
    if (quality > bestQuality) {
      best = representation;
      bestQuality = quality;
    }
  }
  return best;
}
