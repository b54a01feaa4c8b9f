/**
 * The page load failure state: a red box with the error text and a Retry
 * button that reloads.
 *
 * During navigation the engine handles a route whose code cannot be fetched
 * by reloading the page. On a first load it loads the route's code before
 * starting the app and, when that fails, leaves the server-rendered page
 * without its interactive parts and says nothing. Here that failure is shown
 * with the theme's own `Loading` component in its error state, over the
 * page, which stays readable underneath.
 */
import React from 'react';
import {createRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Loading from '@theme/Loading';

export const LOAD_FAILURE_ID = 'page-load-failure';

/** The bundler's error for a script or style chunk that could not be fetched. */
export function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && /ChunkLoadError$/.test(reason.name);
}

function showLoadFailure(error: Error): void {
  if (document.getElementById(LOAD_FAILURE_ID)) return;
  const host = document.createElement('div');
  host.id = LOAD_FAILURE_ID;
  host.setAttribute('role', 'alert');
  document.body.insertBefore(host, document.body.firstChild);
  createRoot(host).render(
    <Loading error={error} retry={() => window.location.reload()} pastDelay timedOut={false} isLoading={false} />,
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // Once the app runs, a failed route is the router's to handle (it reloads).
    if ((window as unknown as {docusaurusRoot?: unknown}).docusaurusRoot) return;
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    showLoadFailure(event.reason);
  });
}

export default {};
