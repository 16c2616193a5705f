import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Where a build process writes before its output replaces `outDir`. */
export function stagingDirFor(outDir: string, pid: number = process.pid): string {
  return `${outDir}.tmp-${pid}`;
}

/**
 * Deletes the staging folders that builds killed mid-way left beside `outDir` (a crash skips their clean-up).
 * A folder whose process still runs belongs to a build in progress and is left alone.
 */
export async function removeAbandonedStagingDirs(outDir: string): Promise<void> {
  const prefix = `${basename(outDir)}.tmp-`;
  const siblings = await readdir(dirname(outDir)).catch(() => [] as string[]);
  for (const name of siblings) {
    const pid = Number(name.slice(prefix.length));
    if (!name.startsWith(prefix) || !Number.isInteger(pid) || isRunning(pid)) continue;
    await rm(join(dirname(outDir), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
