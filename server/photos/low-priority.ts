// Photo work runs below the pages' CPU priority: on a shop with two cores, a photo being prepared
// must not make a cached page wait. The decoder's process lowers its own priority as it starts
// (lowering needs no privilege; raising it back would).
import { readdirSync } from 'node:fs';
import os from 'node:os';

/**
 * nice 10: against a page at nice 0 the kernel gives the photo about a tenth of a contended core,
 * so pages come first, yet photos still move (nice 19 would all but stop them, on-demand photos a
 * visitor waits for included, whenever anything else is busy).
 */
export const PHOTO_NICE = os.constants.priority.PRIORITY_BELOW_NORMAL;

/**
 * Lowers every thread of this process to `nice`. Linux keeps a nice value per thread and a new
 * thread takes its creator's, so each thread running now is lowered (libvips and libuv start
 * theirs early) and the ones started later follow. Elsewhere the call lowers the whole process.
 * Returns how many threads now run at `nice` or below; 0 where the system does not allow it.
 */
export function lowerOwnPriority(nice: number = PHOTO_NICE): number {
  let threads: number[];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    threads = [0];
  }
  let lowered = 0;
  for (const thread of threads) {
    try {
      if (os.getPriority(thread) < nice) os.setPriority(thread, nice);
      lowered++;
    } catch {
      // the thread ended meanwhile, or the system refuses: the photo still gets made
    }
  }
  return lowered;
}
