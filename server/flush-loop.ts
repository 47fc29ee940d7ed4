// A background writer's loop (the search log, the summary's counts): flush every `intervalMs`,
// one flush at a time, and on stop wait for the one running and write what is left. The timer is
// unref'd: it never keeps the process alive on its own.

export interface FlushLoop {
  stop(): Promise<void>;
}

/** `flush` must not reject (the writers catch and log their own errors). */
export function startFlushLoop(flush: () => Promise<unknown>, intervalMs: number): FlushLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = flush().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await flush();
    },
  };
}
