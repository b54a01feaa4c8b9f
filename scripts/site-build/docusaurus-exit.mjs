#!/usr/bin/env node
/**
 * `docusaurus`, ended as soon as its command has finished: scripts/build.mjs
 * runs each part's `docusaurus build` through this file.
 *
 * After a build, Node would tear its environment down before the process
 * ends, and that runs the bundler's native finalizers: Rspack frees its
 * module graph on the main thread, 2 s for the main part and 3.6 s for the
 * archive part, each on the build's critical path. The build has written
 * everything by then (Docusaurus closes the compiler, which saves the
 * persistent cache, before it renders the pages), so the process exits
 * directly. A failing command still exits with its own code.
 */
await import('../../node_modules/@docusaurus/core/bin/docusaurus.mjs');
process.exit(process.exitCode ?? 0);
