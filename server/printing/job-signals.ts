// Wakes a waiting agent poll as soon as a job for its computer is queued. In-process only: a poll also
// looks again every few seconds, so several server processes still deliver (a little later).
type Wake = () => void;
const waiting = new Map<string, Set<Wake>>();

export function jobQueued(eshopId: number, computerId: number): void {
  for (const wake of waiting.get(`${eshopId}:${computerId}`) ?? []) wake();
}

/** Resolves when a job may be waiting, after `ms`, or when `signal` aborts (the agent went away). */
export function waitForJob(eshopId: number, computerId: number, ms: number, signal?: AbortSignal): Promise<void> {
  const key = `${eshopId}:${computerId}`;
  return new Promise((resolve) => {
    const set = waiting.get(key) ?? new Set<Wake>();
    waiting.set(key, set);
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      set.delete(done);
      if (set.size === 0) waiting.delete(key);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
    set.add(done);
  });
}
