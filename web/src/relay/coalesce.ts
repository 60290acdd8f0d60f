/**
 * Runs `run` for bursts of asks, one run at a time: an ask while nothing runs starts a run at once;
 * the asks that come while it runs are merged (`merge`) into one run after it. A burst of any size
 * costs at most two runs, and the last one starts after the last ask, with every value asked
 * meanwhile. The promise an ask answers settles once the run that covers it has ended, also when
 * that run failed (`run` handles its own errors; a failed run does not stop the next).
 */
export function coalesce<T>(run: (value: T) => unknown, merge: (queued: T, next: T) => T): (value: T) => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: { value: T; done: Promise<void> } | null = null;
  const start = (value: T): Promise<void> => {
    const done: Promise<void> = new Promise<unknown>((resolve) => resolve(run(value))).then(
      () => settled(done),
      () => settled(done),
    );
    running = done;
    return done;
  };
  // With a run queued, the ended one stays `running` until the queued one starts (asks meanwhile join it).
  const settled = (done: Promise<void>) => {
    if (running === done && !queued) running = null;
  };
  return (value: T) => {
    if (!running) return start(value);
    if (queued) {
      queued.value = merge(queued.value, value);
      return queued.done;
    }
    const next: { value: T; done: Promise<void> } = {
      value,
      done: running.then(() => {
        queued = null;
        return start(next.value);
      }),
    };
    queued = next;
    return next.done;
  };
}
