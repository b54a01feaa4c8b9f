/**
 * A prefetch function that runs in the browser's idle periods: paths are
 * queued and handed on, each once, as many as fit in each period.
 */
export type Prefetch = (routePath: string) => unknown;
export type IdleDeadline = {timeRemaining: () => number; didTimeout: boolean};
export type IdleScheduler = (callback: (deadline: IdleDeadline) => void) => void;

/** Prefetching stops when less than this remains of an idle period, so each slice stays short. */
const RESERVE_MS = 20;
/** An idle period is guaranteed to come within this time, even on a busy page. */
export const IDLE_TIMEOUT_MS = 2000;

/** A prefetch function that queues paths and hands them to `prefetch` in idle periods, each path once. */
export function idleQueue(prefetch: Prefetch, whenIdle: IdleScheduler): Prefetch {
  const queue: string[] = [];
  const seen = new Set<string>();
  let scheduled = false;
  const drain = (deadline: IdleDeadline) => {
    do {
      const next = queue.shift();
      if (next === undefined) break;
      prefetch(next);
    } while (deadline.timeRemaining() > RESERVE_MS);
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
