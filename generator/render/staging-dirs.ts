import { spawn } from 'node:child_process';
import { readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Where a build process writes before its output replaces `outDir`. */
export function stagingDirFor(outDir: string, pid: number = process.pid): string {
  return `${outDir}.tmp-${pid}`;
}

/** Where the previous output goes when a build's output replaces it, until it is deleted. */
function retiredDirFor(outDir: string, pid: number = process.pid): string {
  return `${outDir}.old-${pid}`;
}

/**
 * Puts the finished output (`stagingDir`) in place of `outDir`. The previous output is moved aside and deleted by
 * a process of its own that nobody waits for: deleting the tens of thousands of files of a large site took a
 * tenth of a second of every build.
 */
export async function replaceOutput(stagingDir: string, outDir: string): Promise<void> {
  const retired = retiredDirFor(outDir);
  await rm(retired, { recursive: true, force: true });
  const moved = await rename(outDir, retired).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(stagingDir, outDir);
  if (moved) removeInBackground(retired);
}

function removeInBackground(dir: string): void {
  const script = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";
  spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Deletes what builds left beside `outDir` when they were killed mid-way (a crash skips their clean-up): their
 * staging folders, and previous outputs whose deletion did not finish. A folder whose process still runs belongs
 * to a build in progress and is left alone.
 */
export async function removeAbandonedStagingDirs(outDir: string): Promise<void> {
  const own = basename(outDir);
  const siblings = await readdir(dirname(outDir)).catch(() => [] as string[]);
  for (const name of siblings) {
    const pid = Number(/^\.(?:tmp|old)-(\d+)$/.exec(name.slice(own.length))?.[1]);
    if (!name.startsWith(own) || !Number.isInteger(pid) || isRunning(pid)) continue;
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
