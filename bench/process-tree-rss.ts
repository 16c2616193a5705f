// Resident memory of a process and every process it started, from /proc (Linux): the build runs Vite in a process
// of its own, whose memory the build's own peak RSS does not count.
import { readdirSync, readFileSync } from 'node:fs';

/** Bytes per page of /proc's statm (4 KiB on every Linux machine we run on). */
const PAGE_BYTES = 4096;

/** Samples the summed RSS of `pid` and its descendants every `everyMs` until stopped; its peak in megabytes. */
export function watchTreeRss(pid: number, everyMs = 100): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRssBytes(pid));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peak / (1024 * 1024));
    },
  };
}

function treeRssBytes(root: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const ppid = parentOf(Number(name));
    if (ppid !== undefined) children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  let bytes = 0;
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    bytes += rssBytes(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return bytes;
}

function parentOf(pid: number): number | undefined {
  const stat = read(`/proc/${pid}/stat`);
  // Fields after the command name, which is in parentheses and may itself contain spaces.
  return stat === undefined ? undefined : Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function rssBytes(pid: number): number {
  const statm = read(`/proc/${pid}/statm`);
  return statm === undefined ? 0 : Number(statm.split(' ')[1]) * PAGE_BYTES;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
