/**
 * Rewrites `renderToHtml` of @docusaurus/core 3.8.1 (see ./index.ts): each
 * page is rendered with React's `renderToString`; a page whose render left a
 * Suspense boundary to the browser (React's marker `<!--$!-->`: a part that
 * suspended while a module loaded, or threw) is rendered again once pending
 * work has run, and, still marked after RETRIES renders, with the engine's
 * own streaming render, which waits for everything and fails the build on an
 * error. The replaced texts must be found exactly once, or the build fails
 * and says so.
 */
'use strict';

const {packageFileLoader} = require('../patch-register/replaceOnce.cjs');

/** The marker React writes at a Suspense boundary it did not render on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** How many times a page is rendered to a string before the streaming render takes over. */
const RETRIES = 3;

/** [text, replacement]: each text must occur exactly once. */
const REPLACE = [
  [
    `import { renderToPipeableStream } from 'react-dom/server';`,
    `import { renderToPipeableStream, renderToString } from 'react-dom/server';`,
  ],
  ['export async function renderToHtml(app) {', 'async function renderToHtmlStream(app) {'],
];

const APPEND = `
export async function renderToHtml(app) {
    for (let render = 0; render < ${RETRIES}; render += 1) {
        const html = renderToString(app);
        if (!html.includes(${JSON.stringify(CLIENT_RENDERED_BOUNDARY)})) return html;
        await new Promise((resolve) => setImmediate(resolve));
    }
    return renderToHtmlStream(app);
}
`;

module.exports = Object.assign(
  packageFileLoader({
    patch: 'ssg-render-to-string',
    pkg: '@docusaurus/core',
    file: 'lib/client/renderToHtml.js',
    replace: REPLACE,
    append: APPEND,
  }),
  {CLIENT_RENDERED_BOUNDARY, RETRIES},
);
