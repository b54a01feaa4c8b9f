/**
 * Docusaurus prefetches the route of every internal link as soon as it
 * becomes visible. On a docs page that is some sixty links (navbar, sidebar,
 * table of contents, footer) right after the page starts, each one matched
 * against the route table and turned into `<link rel=prefetch>` tags, all in
 * the same long task that delays the reader's first interaction. This
 * module queues those prefetches and runs them in idle periods, as many as
 * fit in each. Preloading on hover is untouched; the engine's own checks
 * (data saver, 2g, already fetched) still apply to every prefetch.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {idleQueue, IDLE_TIMEOUT_MS, type IdleDeadline, type Prefetch} from './idleQueue';

function browserIdle(callback: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
  } else {
    window.setTimeout(() => callback({timeRemaining: () => 10, didTimeout: false}), 50);
  }
}

let installed = false;

const clientModule: ClientModule = {
  // The first call comes with the first render, before any link is mounted.
  onRouteUpdate() {
    if (installed || !ExecutionEnvironment.canUseDOM) return;
    installed = true;
    const scope = window as unknown as {docusaurus?: {prefetch?: Prefetch}};
    const docusaurus = scope.docusaurus;
    if (typeof docusaurus?.prefetch !== 'function') {
      // The engine no longer exposes what links call: the patch register's 'idle-prefetch' entry
      // needs re-checking. Links then prefetch however the engine now does it.
      console.error('idle-prefetch: window.docusaurus.prefetch is not a function; visible links are not queued');
      return;
    }
    // The engine's object is read-only: links read `window.docusaurus` on
    // every prefetch, so a copy with the queued prefetch takes its place.
    scope.docusaurus = {...docusaurus, prefetch: idleQueue(docusaurus.prefetch.bind(docusaurus), browserIdle)};
  },
};

export default clientModule;
