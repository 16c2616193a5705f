import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The path of a file in `outDir` (relative to it), its folder made the first time one of its files is placed. */
export function filePlacer(outDir: string): (file: string) => string {
  const made = new Set<string>();
  return (file) => {
    const path = join(outDir, file);
    const dir = dirname(path);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    return path;
  };
}
