import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  checkServerManifest,
  SERVER_MANIFEST_FILE,
  type ServerManifest,
} from '../../core/server/manifest.ts';

/** Reads the manifest `docgen build` leaves in the build; a build without one is refused (not guessed at). */
export async function readBuildManifest(dir: string): Promise<ServerManifest> {
  const file = join(dir, SERVER_MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: ${dir} is not a docgen build. Run \`docgen build\` first.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON. Run \`docgen build\` again.`);
  }
  const manifest = checkServerManifest(parsed);
  if (typeof manifest === 'string') throw new Error(`${file} cannot be used: ${manifest}. Rebuild the site.`);
  return manifest;
}
