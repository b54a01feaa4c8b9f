/**
 * The client entry of @docusaurus/core 3.8.1 (lib/client/clientEntry.js),
 * doing the same things in the same order, but in stages: each stage's
 * modules are imported (and evaluated) in a task of its own, so starting the
 * app no longer takes one long task. Installed by ./loader.cjs; see ./index.ts.
 */
import React, {startTransition} from 'react';
import ExecutionEnvironment from './exports/ExecutionEnvironment';
import {loadRoutesFor} from '@site/plugins/route-groups/client/routeGroups';

/** Resolves in a new task: what follows runs after the browser has had a turn. */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  const container = document.getElementById('__docusaurus');
  // The task that evaluated this script goes on with the parser's end (style, DOMContentLoaded and a
  // layout): the stages start in the next one.
  await nextTask();
  // Stage 1: the engine's route table and loading helpers, as the engine's own entry sets them first.
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ './docusaurus');
  window.docusaurus = docusaurus;
  // Routes split off the table (plugins/route-groups): those of this page are fetched while the app starts.
  const routeGroup = loadRoutesFor(window.location.pathname);
  await nextTask();
  // Stage 2: React DOM.
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // Stage 3: the providers and the site's configuration.
  const [{HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
  ]);
  await nextTask();
  // Stage 4: the app, with the theme's layout and the site's client modules.
  const {default: App} = await import(/* webpackMode: "eager" */ './App');
  await nextTask();
  // Stage 5: the current route's code, then the first render, as the engine does it.
  const {default: preload} = await import(/* webpackMode: "eager" */ './preload');
  const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = React.createElement(HelmetProvider, null, React.createElement(Router, null, React.createElement(App)));
  const onRecoverableError = (error, errorInfo) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  await routeGroup;
  await preload(window.location.pathname);
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) {
  start();
}
