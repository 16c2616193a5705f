import { closeSync, openSync, writeSync } from 'node:fs';

/** Text written in pieces gathered into writes of this many characters or so. */
const BUFFER_CHARS = 1 << 20;

/**
 * A file written from many small pieces of text without holding all of it: a large site's search index is
 * tens of megabytes as one string.
 */
export function bufferedFile(path: string): { write: (text: string) => void; close: () => void } {
  const fd = openSync(path, 'w');
  let pending: string[] = [];
  let size = 0;
  const flush = () => {
    writeSync(fd, pending.join(''));
    pending = [];
    size = 0;
  };
  return {
    write: (text) => {
      pending.push(text);
      size += text.length;
      if (size >= BUFFER_CHARS) flush();
    },
    close: () => {
      try {
        flush();
      } finally {
        closeSync(fd);
      }
    },
  };
}
