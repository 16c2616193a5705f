/**
 * Brotli and gzip encodings, made in memory, of the text files the build did not precompress (pages, page
 * data): a doc page is five times smaller in brotli, and on a busy server sending its bytes costs more than
 * everything else a request does. Each file is compressed once, off the event loop (zlib's thread pool), the
 * first time it is sent; requests for it wait until the encodings are ready. Encodings are
 * deterministic, so their bytes can be dropped from memory and made again with the same size and validator.
 * The first answer waits the few milliseconds the encodings take: client navigation fetches pages, and a reader's
 * first visit after a restart should not download five times the bytes.
 * The files are the build's own static bytes, never a reflection of the request, so compression reveals
 * nothing across requests (BREACH needs a secret and attacker-chosen text in the same body).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BuildFile, Coding, Representation } from './build-index.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const NONE: readonly Representation[] = [];

/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Kept once per server, so a high quality costs a few milliseconds per file, once. */
const ENCODERS: readonly (readonly [Coding, (bytes: Buffer) => Promise<Buffer>])[] = [
  ['br', (bytes) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })],
  ['gzip', (bytes) => gzipAsync(bytes, { level: 9 })],
];

export interface OnDemandEncodings {
  /** The file's encodings: the build's own, else those made here (a promise while they are being made). */
  encodingsOf(file: BuildFile): readonly Representation[] | Promise<readonly Representation[]>;
}

export function compressOnDemand(params: {
  /** The bytes of a representation (as the body cache holds them). */
  bytesOf: (representation: Representation) => Promise<Buffer>;
  maxFileBytes: number;
  onError: (error: unknown) => void;
}): OnDemandEncodings {
  // A file's encodings once made, or the promise of them while they are being made (none if that failed).
  const made = new WeakMap<BuildFile, readonly Representation[] | Promise<readonly Representation[]>>();

  async function encode(file: BuildFile): Promise<readonly Representation[]> {
    const source = file.identity;
    const bytes = await params.bytesOf(source);
    const encodings: Representation[] = [];
    for (const [coding, encoder] of ENCODERS) {
      let encoded: Buffer | undefined = await encoder(bytes);
      if (encoded.length >= bytes.length) continue;
      const size = encoded.length;
      encodings.push({
        ...source,
        // A cache key, not a file: the bytes come from `derive` when they are not in memory.
        path: `${source.path}#${coding}`,
        size,
        coding,
        etag: `${source.etag.slice(0, -1)}-${coding}"`,
        // The first request takes the bytes just made; later ones (after the cache dropped them) make them again.
        derive: async () => {
          const first = encoded;
          encoded = undefined;
          return first ?? encoder(await params.bytesOf(source));
        },
      });
    }
    return encodings;
  }

  const worthCompressing = ({ identity, contentType }: BuildFile) =>
    identity.size >= MIN_BYTES && identity.size <= params.maxFileBytes && COMPRESSIBLE.test(contentType);

  return {
    encodingsOf(file) {
      if (file.encoded.length > 0) return file.encoded;
      const known = made.get(file);
      if (known) return known;
      if (!worthCompressing(file)) {
        made.set(file, NONE);
        return NONE;
      }
      const pending = encode(file).catch((error: unknown) => {
        params.onError(error);
        return NONE;
      });
      made.set(file, pending);
      void pending.then((encodings) => made.set(file, encodings));
      return pending;
    },
  };
}
