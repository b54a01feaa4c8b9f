/**
 * A prefetch function that runs in the browser's idle periods: paths are
 * queued and handed on, each once, as many as fit in each period.
 */
export type Prefetch = (routePath: string) => unknown;
export type IdleDeadline = {timeRemaining: () => number; didTimeout: boolean};
export type IdleScheduler = (callback: (deadline: IdleDeadline) => void) => void;

/**
 * The longest a slice of prefetching runs, whatever the idle period offers
 * (up to 50 ms). A slice can overrun it by one prefetch, and one prefetch
 * (a route matched, its chunks' tags appended and their requests started)
 * took up to 10 ms on the machine that measured it. Lighthouse's simulation
 * of a phone multiplies each task's time by four, where slices of 8 ms, ended
 * at 9 to 17 ms, became blocking tasks of 36 to 68 ms; slices of 4 ms stay
 * under 50 ms there but for the rarest single prefetch.
 */
export const SLICE_MS = 4;
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
