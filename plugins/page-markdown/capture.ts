/**
 * The Markdown of a page made while Docusaurus compiles its MDX, from the
 * syntax tree Docusaurus has just parsed, so that the page's source is not
 * parsed a second time after the build.
 *
 * `remarkPageMarkdown` goes first in the `beforeDefaultRemarkPlugins` of the
 * docs areas: it sees the tree before any Docusaurus plugin changes it, and
 * sends a copy to a worker thread (./convertWorker.cjs), which converts it
 * (./convert.ts) beside the bundler's thread: the conversion was 6 s of the
 * archive part's bundling thread, which the MDX compiling keeps busy. It
 * sends only the pages the page-markdown plugin expects (`expectPages`, from
 * its `allContentLoaded`); the plugin takes the results after the build
 * (`takeCaptured`), stops the worker (`closeCapture`), and converts from
 * source any page the bundler did not compile in this build (a cached
 * module). Blog posts are not captured: the blog compiles each post twice
 * under the same file name, whole and cut at its truncate marker.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';

/** A page to capture: what its Markdown's head says, and its address. */
export type ExpectedPage = {title: string; byline?: string; permalink: string};

/** What the worker needs to make the links of any page absolute (./links.ts). */
export type SiteLinks = {origin: string; permalinkOfFile: ReadonlyMap<string, string>};

/** What the worker is sent once, as it starts. */
export type ConverterSetup = {
  origin: string;
  pages: [string, ExpectedPage][];
  permalinkOfFile: [string, string][];
};

/** A page sent to the worker, and its answer. */
export type ConvertRequest = {id: number; file: string; tree: Root; prepared: string};
export type ConvertAnswer = {id: number; markdown: string} | {id: number; error: string};

const expected = new Map<string, ExpectedPage>();
let links: SiteLinks = {origin: '', permalinkOfFile: new Map()};
const captured = new Map<string, Promise<string>>();
let converter: Converter | null = null;

type Converter = {convert: (file: string, tree: Root, prepared: string) => Promise<string>; close: () => Promise<void>};

function startConverter(): Converter {
  const setup: ConverterSetup = {
    origin: links.origin,
    pages: [...expected],
    permalinkOfFile: [...links.permalinkOfFile],
  };
  const worker = new Worker(path.join(__dirname, 'convertWorker.cjs'), {workerData: setup});
  // The worker keeps the process alive only while a page waits for its answer.
  worker.unref();
  const waiting = new Map<number, {resolve: (markdown: string) => void; reject: (error: Error) => void}>();
  let stopped: Error | null = null;
  let next = 0;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const page of waiting.values()) page.reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: ConvertAnswer) => {
    const page = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if ('error' in answer) page?.reject(new Error(answer.error));
    else page?.resolve(answer.markdown);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`page-markdown: the conversion worker stopped (exit code ${code})`)));
  return {
    convert: (file, tree, prepared) =>
      new Promise((resolve, reject) => {
        if (stopped) {
          reject(stopped);
          return;
        }
        const id = (next += 1);
        waiting.set(id, {resolve, reject});
        worker.ref();
        // The tree is copied as it is sent, before the plugins after this one change it.
        worker.postMessage({id, file, tree, prepared} satisfies ConvertRequest);
      }),
    close: async () => {
      stopped ??= new Error('page-markdown: the conversion worker was closed');
      await worker.terminate();
    },
  };
}

/** The pages to capture, by the absolute path of their source file, and the site's links; replaces any earlier list. */
export function expectPages(pages: ReadonlyMap<string, ExpectedPage>, siteLinks: SiteLinks): void {
  void closeCapture();
  expected.clear();
  captured.clear();
  for (const [file, page] of pages) expected.set(file, page);
  links = siteLinks;
}

/** The Markdown captured for a source file, once: later calls return undefined. */
export function takeCaptured(file: string): Promise<string> | undefined {
  const markdown = captured.get(file);
  captured.delete(file);
  return markdown;
}

/** Stops the conversion worker, once every captured page has been taken. */
export async function closeCapture(): Promise<void> {
  const running = converter;
  converter = null;
  await running?.close();
}

export function remarkPageMarkdown() {
  return (tree: Root, file: VFile): void => {
    if (!file.path || !expected.has(file.path)) return;
    converter ??= startConverter();
    const markdown = converter.convert(file.path, tree, String(file.value));
    // Awaited when the page is taken (index.ts); until then a failure is not unhandled.
    markdown.catch(() => undefined);
    captured.set(file.path, markdown);
  };
}
