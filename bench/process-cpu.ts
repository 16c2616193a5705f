// CPU time of a child process, from /proc (Linux): the benchmarks share their cores with the load generator
// and with whatever else runs on the machine, so CPU spent per request is steadier than requests per second.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on every Linux kernel we run on). */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds the process has used so far, or undefined where /proc is not available. */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name, which is in parentheses and may itself contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * User + system CPU seconds of `pid` and of every process it started that is still running: nginx's master
 * forks the worker that answers, so the master's own time misses nearly all of it.
 */
export function treeCpuSecondsOf(pid: number | undefined): number | undefined {
  const own = cpuSecondsOf(pid);
  if (pid === undefined || own === undefined) return own;
  return childrenOf(pid).reduce((sum, child) => sum + (treeCpuSecondsOf(child) ?? 0), own);
}

/** The children of a process, from its main thread's list (Linux 3.5+). */
function childrenOf(pid: number): number[] {
  try {
    const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return list === '' ? [] : list.split(' ').map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds of this process and of its children that have exited: what a step that forks one cost. */
export function cpuSecondsWithChildren(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / TICKS_PER_SECOND;
}
