import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import {createElement, type ComponentType, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import loader from '../../plugins/lazy-server-helmet/loader.cjs';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE_FILE = path.join(ROOT, 'node_modules/react-helmet-async', loader.FILE);
// Inside node_modules, so that the modules' imports resolve as in the server bundle.
const DIR = path.join(ROOT, 'node_modules/.cache/lazy-server-helmet-test');

type HelmetModule = {
  Helmet: ComponentType<{children?: ReactNode}>;
  HelmetProvider: ComponentType<{context: object; children?: ReactNode}>;
};
type Head = Record<
  'title' | 'meta' | 'link' | 'script' | 'htmlAttributes' | 'bodyAttributes' | 'base' | 'noscript' | 'style',
  {toString(): string; toComponent(): unknown}
>;
let original: HelmetModule;
let rewritten: HelmetModule;

beforeAll(async () => {
  fs.mkdirSync(DIR, {recursive: true});
  const source = fs.readFileSync(PACKAGE_FILE, 'utf8');
  fs.writeFileSync(path.join(DIR, 'original.mjs'), source);
  fs.writeFileSync(path.join(DIR, 'rewritten.mjs'), loader.rewrite(source));
  original = (await import(/* @vite-ignore */ pathToFileURL(path.join(DIR, 'original.mjs')).href)) as HelmetModule;
  rewritten = (await import(/* @vite-ignore */ pathToFileURL(path.join(DIR, 'rewritten.mjs')).href)) as HelmetModule;
});

/** A page's heads as the site's components set them: site-wide first, then each more specific one overriding. */
function page({Helmet}: HelmetModule, dispatchers: {count: number}): ReactNode {
  const Counted = (props: {children?: ReactNode}) => {
    dispatchers.count += 1;
    return createElement(Helmet, null, props.children);
  };
  return createElement(
    'div',
    null,
    createElement(
      Counted,
      null,
      createElement('html', {lang: 'en', dir: 'ltr'}),
      createElement('title', null, 'Ariadne'),
    ),
    createElement(Counted, null, createElement('meta', {name: 'twitter:card', content: 'summary_large_image'})),
    createElement(
      Counted,
      null,
      createElement('link', {rel: 'search', type: 'application/opensearchdescription+xml', href: '/opensearch.xml'}),
    ),
    createElement(
      'main',
      null,
      createElement(
        Counted,
        null,
        createElement('title', null, 'Subscriptions | Ariadne'),
        createElement('meta', {name: 'description', content: 'Real-time “updates” & more'}),
      ),
      createElement(
        Counted,
        null,
        createElement('link', {rel: 'canonical', href: 'https://ariadnegraphql.org/server/subscriptions'}),
      ),
      createElement(
        Counted,
        null,
        createElement('meta', {name: 'robots', content: 'noindex'}),
        createElement('body', {className: 'docs'}),
      ),
      createElement(Counted, null, createElement('script', {type: 'application/ld+json'}, '{"@type":"TechArticle"}')),
    ),
  );
}

function render(module: HelmetModule): {
  html: string;
  head: Record<string, string>;
  meta: unknown;
  dispatchers: number;
} {
  const context: {helmet?: Head} = {};
  const dispatchers = {count: 0};
  const html = renderToString(createElement(module.HelmetProvider, {context}, page(module, dispatchers)));
  const helmet = context.helmet as Head;
  const head = Object.fromEntries(
    (['title', 'meta', 'link', 'script', 'htmlAttributes', 'bodyAttributes', 'base', 'noscript', 'style'] as const).map(
      (key) => [key, helmet[key].toString()],
    ),
  );
  return {html, head, meta: JSON.stringify(helmet.meta.toComponent()), dispatchers: dispatchers.count};
}

describe('lazy-server-helmet', () => {
  it('gives the server the same head, every part of it, as each dispatcher working it out as it renders', () => {
    const before = render(original);
    const after = render(rewritten);
    expect(before.dispatchers).toBe(7);
    expect(after).toEqual(before);
    expect(after.head.title).toContain('Subscriptions | Ariadne');
    expect(after.head.meta).toContain('noindex');
    expect(after.head.htmlAttributes).toBe('lang="en" dir="ltr"');
  });

  it('hands the provider a stand-in that reads like the head itself', () => {
    const context: {helmet?: Head} = {};
    const source = fs.readFileSync(path.join(DIR, 'rewritten.mjs'), 'utf8');
    expect(source).toContain('r.emitChangeNow=function(){');
    renderToString(createElement(rewritten.HelmetProvider, {context}, page(rewritten, {count: 0})));
    const helmet = context.helmet as Head;
    expect(Object.keys(helmet).sort()).toEqual(Object.keys(render(original).head).concat('priority').sort());
    expect('title' in helmet).toBe(true);
    expect(helmet.title.toString()).toBe(helmet.title.toString());
  });

  it('stops the build, naming the patch, when the package file has changed', () => {
    const changed = fs.readFileSync(PACKAGE_FILE, 'utf8').replace('q.canUseDOM?(e=o,', 'q.canUseDOM?(e=o ,');
    expect(() => loader.rewrite(changed)).toThrow(
      /lazy-server-helmet: react-helmet-async\/lib\/index\.module\.js contains/,
    );
  });
});
