/**
 * plugins/staged-start: the client entry is replaced only while the engine's
 * file is the one it re-stages, the replacement does each of the engine's
 * steps, each stage in a task of its own, and the rule reaches only the
 * browser bundle's entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import stagedStart from '../../plugins/staged-start';

const require = createRequire(import.meta.url);
const {replace, sha256, FILE, TEST, ORIGINAL_SHA256} =
  require('../../plugins/staged-start/loader.cjs') as typeof import('../../plugins/staged-start/loader.cjs');

const ROOT = path.resolve(__dirname, '../..');
const INSTALLED = path.join(ROOT, 'node_modules/@docusaurus/core', FILE);
const ORIGINAL = fs.readFileSync(INSTALLED, 'utf8');
const OURS = fs.readFileSync(path.join(ROOT, 'plugins/staged-start/clientEntry.js'), 'utf8');

describe('staged-start', () => {
  it('replaces the installed engine entry, which is the file it was written from', () => {
    expect(TEST.test(INSTALLED)).toBe(true);
    expect(sha256(ORIGINAL)).toBe(ORIGINAL_SHA256);
    expect(replace(ORIGINAL)).toBe(OURS);
  });

  it('fails the build, naming the file, when the engine entry changes', () => {
    expect(() => replace(`${ORIGINAL}\n// changed`)).toThrow(
      /staged-start: @docusaurus\/core\/lib\/client\/clientEntry\.js is not the file plugins\/staged-start\/clientEntry\.js re-stages/,
    );
  });

  it('does every step of the engine entry, with a new task between the stages', () => {
    // What the engine's entry imports and does, each present in ours.
    for (const module of [
      "'./docusaurus'",
      "'react-dom/client'",
      "'react-helmet-async'",
      "'react-router-dom'",
      "'@generated/docusaurus.config'",
      "'./App'",
      "'./preload'",
    ]) {
      expect(ORIGINAL, module).toContain(`from ${module}`);
      expect(OURS, module).toContain(`import(/* webpackMode: "eager" */ ${module})`);
    }
    for (const step of [
      'window.docusaurus = docusaurus;',
      "document.getElementById('__docusaurus')",
      'ReactDOM.hydrateRoot(container, app, {onRecoverableError})',
      'ReactDOM.createRoot(container, {onRecoverableError})',
      'window.docusaurusRoot.render(app);',
      'preload(window.location.pathname)',
      'startTransition(renderApp);',
      'Boolean(process.env.HYDRATE_CLIENT_ENTRY)',
      "siteConfig.future.experimental_router === 'hash'",
      "console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);",
    ]) {
      expect(OURS, step).toContain(step);
    }
    // Five stages, each in a task after the one that evaluated the script: the route table; React DOM; the
    // providers and configuration; the app; the route's code and render.
    expect(OURS.match(/await nextTask\(\);/g)).toHaveLength(5);
  });

  it('adds its rule to the browser bundle only', () => {
    const plugin = stagedStart();
    const client = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      module: {rules: {test: RegExp; use: {loader: string}[]}[]};
    };
    expect(client.module.rules).toHaveLength(1);
    expect(String(client.module.rules[0]?.test)).toBe(String(TEST));
    expect(client.module.rules[0]?.use[0]?.loader).toMatch(/staged-start[\\/]loader\.cjs$/);
    expect(plugin.configureWebpack?.({} as never, true, {} as never, {} as never)).toEqual({});
  });
});
