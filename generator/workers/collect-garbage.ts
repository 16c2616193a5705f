import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/**
 * A full garbage collection of this thread's heap, now. V8 grows a busy heap long before it collects it; a thread
 * that moves on to other work (a build worker from the transform to the render stage) collects first so that the
 * garbage of the finished work does not add to the peak memory of the next.
 */
export function collectGarbage(): void {
  if (!gc) {
    // `gc` is only offered to contexts created after the flag is set, so one is made to fetch it.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}

/** Garbage a thread may hold before `garbageLimit` collects it: more than its young generation holds (16 MB). */
const GARBAGE_SLACK_MB = 64;

/**
 * Returns a check to call after each unit of a long run of work on the main thread (a page indexed): it collects the
 * thread's garbage once the heap holds `GARBAGE_SLACK_MB` more than the last collection left. V8 lets a heap grow to
 * several times what is live before collecting it, so the more a large build holds (every page's outputs), the more
 * garbage it keeps. A collection costs tens of milliseconds; it comes once the work has left 64 MB behind.
 */
export function garbageLimit(): () => void {
  const slack = GARBAGE_SLACK_MB * 1024 * 1024;
  let limit = usedHeap() + slack;
  return () => {
    if (usedHeap() < limit) return;
    collectGarbage();
    limit = usedHeap() + slack;
  };
}

function usedHeap(): number {
  return getHeapStatistics().used_heap_size;
}
