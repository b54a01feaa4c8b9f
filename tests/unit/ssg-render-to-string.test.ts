import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import {createElement, Suspense, type ReactNode} from 'react';
import loader from '../../plugins/ssg-render-to-string/loader.cjs';

const ROOT = path.resolve(__dirname, '../..');
const ENGINE_FILE = path.join(ROOT, 'node_modules/@docusaurus/core', loader.FILE);
// Inside node_modules, so that the rewritten module's imports resolve as in the server bundle.
const REWRITTEN = path.join(ROOT, 'node_modules/.cache/ssg-render-to-string-test/renderToHtml.mjs');

type RenderToHtml = (app: ReactNode) => Promise<string>;
let renderToHtml: RenderToHtml;

beforeAll(async () => {
  fs.mkdirSync(path.dirname(REWRITTEN), {recursive: true});
  fs.writeFileSync(REWRITTEN, loader.rewrite(fs.readFileSync(ENGINE_FILE, 'utf8')));
  ({renderToHtml} = (await import(/* @vite-ignore */ pathToFileURL(REWRITTEN).href)) as {renderToHtml: RenderToHtml});
});

/** A part that suspends the first `times` times it renders, each time until the next turn of the event loop. */
function suspending(times: number, text: string) {
  let left = times;
  let renders = 0;
  const Part = (): ReactNode => {
    renders += 1;
    if (left > 0) {
      left -= 1;
      throw new Promise((resolve) => setImmediate(resolve));
    }
    return createElement('p', null, text);
  };
  return {Part, renders: () => renders};
}

describe('ssg-render-to-string', () => {
  it('renders a page with characters of several bytes intact, whatever their place in the markup', async () => {
    // Enough text that a byte stream cut into 2 KB chunks would cut through some of these characters.
    const title = '“fastapi-integration” — ünïcödé ✓ 📦 '.repeat(400);
    const html = await renderToHtml(createElement('main', {title}, createElement('h1', null, title)));
    expect(html).not.toContain('\uFFFD');
    expect(html).toBe(`<main title="${title}"><h1>${title}</h1></main>`);
  });

  it('renders a page again once a part that suspended has loaded: the page whole, without the marker', async () => {
    const {Part, renders} = suspending(1, 'the body');
    const html = await renderToHtml(
      createElement(
        'article',
        null,
        createElement(Suspense, {fallback: createElement('i', null, 'wait')}, createElement(Part)),
      ),
    );
    expect(html).toBe('<article><!--$--><p>the body</p><!--/$--></article>');
    expect(html).not.toContain(loader.CLIENT_RENDERED_BOUNDARY);
    expect(renders()).toBe(2);
  });

  it('hands a page that is still suspended after every retry to the streaming render, which waits for it', async () => {
    const {Part} = suspending(loader.RETRIES, 'late body');
    const html = await renderToHtml(createElement(Suspense, {fallback: null}, createElement(Part)));
    expect(html).toBe('<!--$--><p>late body</p><!--/$-->');
  });

  it('fails on a part that throws inside a Suspense boundary, as the streaming render did', async () => {
    const Broken = (): ReactNode => {
      throw new Error('the page component broke');
    };
    await expect(renderToHtml(createElement(Suspense, {fallback: null}, createElement(Broken)))).rejects.toThrow(
      'the page component broke',
    );
  });

  it("stops the build, naming the patch, when the engine's file has changed", () => {
    const changed = fs.readFileSync(ENGINE_FILE, 'utf8').replace('renderToPipeableStream', 'renderToReadableStream');
    expect(() => loader.rewrite(changed)).toThrow(
      /ssg-render-to-string: @docusaurus\/core\/lib\/client\/renderToHtml\.js contains/,
    );
  });
});
