import {describe, expect, it} from 'vitest';
import {idleQueue, SLICE_MS} from '../../plugins/idle-prefetch/idleQueue';

describe('prefetching visible links when idle', () => {
  it('prefetches nothing at once, then each path once, as many per idle period as fit', () => {
    const prefetched: string[] = [];
    const pending: ((deadline: {timeRemaining: () => number; didTimeout: boolean}) => void)[] = [];
    const prefetch = idleQueue(
      (routePath) => prefetched.push(routePath),
      (callback) => pending.push(callback),
      () => 0,
    );

    for (const routePath of ['/a', '/b', '/a', '/c', '/d']) prefetch(routePath);
    expect(prefetched).toEqual([]);
    expect(pending).toHaveLength(1);

    // An idle period with room for two prefetches.
    let budget = 2;
    pending.shift()?.({timeRemaining: () => (budget-- > 1 ? 30 : 0), didTimeout: false});
    expect(prefetched).toEqual(['/a', '/b']);
    expect(pending).toHaveLength(1);

    pending.shift()?.({timeRemaining: () => 50, didTimeout: false});
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d']);
    expect(pending).toHaveLength(0);

    // A path seen before is not queued again; a new one schedules a new period.
    prefetch('/b');
    expect(pending).toHaveLength(0);
    prefetch('/e');
    pending.shift()?.({timeRemaining: () => 0, didTimeout: true});
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('ends a slice after SLICE_MS even when the idle period has time left', () => {
    const prefetched: string[] = [];
    const pending: ((deadline: {timeRemaining: () => number; didTimeout: boolean}) => void)[] = [];
    let clock = 0;
    // Each prefetch takes 3 ms of the clock.
    const prefetch = idleQueue(
      (routePath) => {
        prefetched.push(routePath);
        clock += 3;
      },
      (callback) => pending.push(callback),
      () => clock,
    );
    for (const routePath of ['/a', '/b', '/c', '/d', '/e']) prefetch(routePath);

    pending.shift()?.({timeRemaining: () => 49, didTimeout: false});
    expect(clock).toBeLessThanOrEqual(SLICE_MS + 3);
    expect(prefetched).toEqual(['/a', '/b', '/c']);
    expect(pending).toHaveLength(1);
    pending.shift()?.({timeRemaining: () => 49, didTimeout: false});
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });
});
