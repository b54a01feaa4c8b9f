/**
 * A prefetch function that runs in the browser's idle periods: paths are
 * queued and handed on, each once, as many as fit in each period.
 */
export type Prefetch = (routePath: string) => unknown;
export type IdleDeadline = {timeRemaining: () => number; didTimeout: boolean};
export type IdleScheduler = (callback: (deadline: IdleDeadline) => void) => void;

/**
 * The longest a slice of prefetching runs, whatever the idle period offers
 * (up to 50 ms). A slow phone runs the same work several times slower, and a
 * slice should stay far from the 50 ms that make a task block input there.
 */
export const SLICE_MS = 8;
/** An idle period is guaranteed to come within this time, even on a busy page. */
export const IDLE_TIMEOUT_MS = 2000;

/** A prefetch function that queues paths and hands them to `prefetch` in idle periods, each path once. */
export function idleQueue(
  prefetch: Prefetch,
  whenIdle: IdleScheduler,
  now: () => number = () => performance.now(),
): Prefetch {
  const queue: string[] = [];
  const seen = new Set<string>();
  let scheduled = false;
  const drain = (deadline: IdleDeadline) => {
    const started = now();
    do {
      const next = queue.shift();
      if (next === undefined) break;
      prefetch(next);
    } while (deadline.timeRemaining() > 0 && now() - started < SLICE_MS);
    scheduled = queue.length > 0;
    if (scheduled) whenIdle(drain);
  };
  return (routePath: string) => {
    if (seen.has(routePath)) return false;
    seen.add(routePath);
    queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain);
    }
    return true;
  };
}
