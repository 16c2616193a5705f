import { setFlagsFromString } from 'node:v8';
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
