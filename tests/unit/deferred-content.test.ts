import fs from 'node:fs';
import {createRequire} from 'node:module';
import {compile} from '@mdx-js/mdx';
import * as acorn from 'acorn';
import {describe, expect, it} from 'vitest';
import {
  addProviderToServerEntry,
  insertSplitLoader,
  MARKDOWN_MODULES,
  MDX_PROVIDER,
  SPLIT_LOADER,
} from '../../plugins/deferred-content';
import {keptCodeKey} from '../../src/components/DeferredMarkdown/keptCode';
import {deferredContent, waitForBodies} from '../../src/components/DeferredMarkdown/deferredContent';
import {isFirstPageHydrated, onRouteDidUpdate} from '../../src/client/keptServerHtml';

const require = createRequire(import.meta.url);
type LoaderThis = {getOptions(): {server?: boolean}; resourcePath: string; resourceQuery: string};
const loader = require('../../plugins/deferred-content/splitLoader.cjs') as ((
  this: LoaderThis,
  source: string,
) => string) & {pitch: (this: LoaderThis) => string | undefined; BODY_QUERY: string};

const FILE = '/site/server/subscriptions.md';

/** What @docusaurus/mdx-loader writes for a page: its data, then the compiled MDX with its table of contents. */
async function compiledPage(markdown: string, toc = '[{value: "Errors", id: "errors", level: 2}]'): Promise<string> {
  const mdx = String(
    await compile(`export const toc = ${toc};\n\n${markdown}`, {providerImportSource: '@mdx-js/react'}),
  );
  return `
export const frontMatter = {"title": "Subscriptions"};
export const contentTitle = undefined;
export {default as metadata} from '@site/.docusaurus/docs/subscriptions.json'
export const assets = {"image": require("./diagram.svg").default};
${mdx}
`;
}

function run(source: string, {server = false, query = ''} = {}): string {
  return loader.call({getOptions: () => ({server}), resourcePath: FILE, resourceQuery: query}, source);
}

function exportsOf(source: string): string[] {
  const program = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  return program.body.flatMap((node) => {
    if (node.type === 'ExportDefaultDeclaration') return ['default'];
    if (node.type !== 'ExportNamedDeclaration') return [];
    if (node.declaration?.type === 'VariableDeclaration')
      return node.declaration.declarations.map((declarator) => (declarator.id as acorn.Identifier).name);
    return node.specifiers.map((specifier) => (specifier.exported as acorn.Identifier).name);
  });
}

const MARKDOWN = 'A subscription streams results.\n\n## Errors\n\n```python\nasync def source(): yield 1\n```\n';

describe('deferred content: splitting a page', () => {
  it("gives the route the page's data and a deferred default, without the body", async () => {
    const page = run(await compiledPage(MARKDOWN));
    expect(exportsOf(page).sort()).toEqual(['assets', 'contentTitle', 'default', 'frontMatter', 'metadata', 'toc']);
    expect(page).not.toContain('streams results');
    expect(page).not.toContain('_createMdxContent');
    expect(page).toContain(`import(${JSON.stringify(`${FILE}?${loader.BODY_QUERY}`)})`);
    expect(page).toContain('export default __Content');
    // No top-level await: the engine's route preload waits for the body (./preloadLoader.cjs).
    expect(page).not.toMatch(/\bawait\b/);
  });

  it('keeps a query of the page (a blog preview) in the body request', async () => {
    const page = run(await compiledPage(MARKDOWN), {query: '?truncated=true'});
    expect(page).toContain(`import(${JSON.stringify(`${FILE}?truncated=true&${loader.BODY_QUERY}`)})`);
  });

  it("hands the body request the body built with the page, in the theme's provider, once", async () => {
    const context = {getOptions: () => ({}), resourcePath: FILE, resourceQuery: `?${loader.BODY_QUERY}`};
    run(await compiledPage(MARKDOWN));
    const body = loader.pitch.call(context);
    expect(body).toContain('streams results');
    expect(body).toContain('import __MDXProvider from "@theme/MDXContent"');
    expect(exportsOf(body ?? '')).toContain('default');
    expect(body?.match(/export default/g)).toHaveLength(1);
    // Taken once: a body request without a page built before it is compiled as usual.
    expect(loader.pitch.call(context)).toBeUndefined();
    expect(run(await compiledPage(MARKDOWN), {query: `?${loader.BODY_QUERY}`})).toContain('streams results');
  });

  it('renders the server bundle whole, and a page whose data reads the body unsplit', async () => {
    const server = run(await compiledPage(MARKDOWN), {server: true});
    expect(server).toContain('streams results');
    expect(server).not.toContain('__deferredContent');
    const partial = run(await compiledPage(`import {toc as shared} from './shared.md';\n\n${MARKDOWN}`, '[...shared]'));
    expect(partial).toContain('streams results');
    expect(partial).not.toContain('__deferredContent');
  });

  it("reads the page's declarations only, unless its content exports something besides its default", async () => {
    const {declarationsPart} = loader as unknown as {declarationsPart: (source: string) => string};
    const source = await compiledPage(MARKDOWN);
    const declarations = declarationsPart(source);
    expect(exportsOf(declarations).sort()).toEqual(['assets', 'contentTitle', 'frontMatter', 'metadata', 'toc']);
    expect(declarations).not.toContain('streams results');
    // A later export (added by some plugin) is not dropped: the whole output is read.
    const later = `${source}\nexport const late = 1;\n`;
    expect(declarationsPart(later)).toBe(later);
    expect(run(later)).toContain('export const late = 1;');
    expect(declarationsPart('export const toc = [];')).toBe('export const toc = [];');
  });

  it('fails naming the file when the compiled MDX has no default export it knows', () => {
    expect(() => run('export const toc = [];\nexport default function Page() {}', {server: true})).toThrow(
      /deferred-content: .*subscriptions\.md/,
    );
  });
});

describe('deferred content: the bundler rules', () => {
  const mdx = {loader: '/x/node_modules/@docusaurus/mdx-loader/lib/index.js', options: {}};
  const markdown = {loader: '/x/node_modules/@docusaurus/plugin-content-blog/lib/markdownLoader.js'};

  it("puts the split loader after mdx-loader in each compiler's copy of a shared rule", () => {
    const shared = {test: /\.mdx?$/, use: [mdx, markdown]};
    const client: unknown[] = [{test: /\.css$/, use: ['css-loader']}, shared];
    const server: unknown[] = [shared];
    expect(insertSplitLoader(client, false)).toBe(1);
    expect(insertSplitLoader(server, true)).toBe(1);
    expect(shared.use).toEqual([mdx, markdown]);
    expect((client[1] as {use: unknown[]}).use).toEqual([
      {loader: SPLIT_LOADER, options: {server: false}},
      mdx,
      markdown,
    ]);
    expect((server[0] as {use: unknown[]}).use).toEqual([
      {loader: SPLIT_LOADER, options: {server: true}},
      mdx,
      markdown,
    ]);
  });

  it("adds the theme's MDX provider to the server entry, and fails without the entry it knows", () => {
    const entry: Record<string, unknown> = {main: '/engine/client/serverEntry.js'};
    addProviderToServerEntry(entry);
    expect(entry.main).toEqual([MDX_PROVIDER, '/engine/client/serverEntry.js']);
    expect(() => addProviderToServerEntry({server: 'x.js'})).toThrow(/no `main` entry/);
    expect(() => addProviderToServerEntry(entry)).toThrow(/no `main` entry/);
  });

  it('finds no rule when none runs mdx-loader', () => {
    expect(insertSplitLoader([{test: /\.css$/, use: ['css-loader']}], false)).toBe(0);
  });
});

describe('deferred content: kept code lines', () => {
  it('looks a block up by its language and its code without white space', () => {
    expect(keptCodeKey('python', 'async def source():\n    yield 1\n')).toBe(
      keptCodeKey('python', 'asyncdefsource():yield1'),
    );
    expect(keptCodeKey('python', 'x = 1')).not.toBe(keptCodeKey('graphql', 'x = 1'));
  });
});

describe('deferred content: the markdown chunk', () => {
  it("takes the body's components and leaves what the layout shows itself", () => {
    const modules = (names: string[]) => names.filter((name) => MARKDOWN_MODULES.test(name));
    expect(
      modules([
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js',
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/MDXComponents/index.js',
        '/site/node_modules/@mdx-js/react/lib/index.js',
        '/site/src/theme/CodeBlock/Content/index.tsx',
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/Admonition/index.js',
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/Heading/index.js',
        '/site/src/components/DeferredMarkdown/keptCode.ts',
        '/site/plugins/code-highlight/highlighter.client.tsx',
      ]),
    ).toEqual([
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/MDXComponents/index.js',
      '/site/node_modules/@mdx-js/react/lib/index.js',
      '/site/src/theme/CodeBlock/Content/index.tsx',
    ]);
  });
});

describe('deferred content: the route preload', () => {
  const preload = require('../../plugins/deferred-content/preloadLoader.cjs') as {
    rewrite: (source: string) => string;
    FILE: string;
  };
  const {withRouteGroups} = require('../../plugins/route-groups/preloadLoader.cjs') as {
    withRouteGroups: (source: string) => string;
  };
  const engine = fs.readFileSync(require.resolve(`@docusaurus/core/${preload.FILE}`), 'utf8');

  it("waits for the bodies after the engine's preload, with or without the route groups' rewrite", () => {
    for (const source of [engine, withRouteGroups(engine)]) {
      const out = preload.rewrite(source);
      expect(out).toContain('.preload?.())).then(waitForBodies);');
      expect(out).toMatch(/import \{ waitForBodies \} from ".*deferredContent\.ts";/);
    }
    // And the route groups' rewrite still applies after this one.
    expect(withRouteGroups(preload.rewrite(engine))).toContain('.then(waitForBodies);');
  });

  it('waits for the bodies the deferred modules say they need, and resolves with what was loaded', async () => {
    const events: string[] = [];
    const body = (name: string) => () => {
      events.push(name);
      return Promise.resolve({default: () => null});
    };
    // Before the first page has hydrated, its body is not needed: the server's HTML is kept.
    const first = deferredContent(body('first body loaded'));
    await waitForBodies([[{default: first}]]);
    expect(events).toEqual([]);
    // The engine's first route update ends the first hydration; every later route is rendered in the browser.
    onRouteDidUpdate();
    expect(isFirstPageHydrated()).toBe(true);
    const needed = deferredContent(body('body loaded'));
    const loaded = [[{default: needed}, {default: {}}, null], [{metadata: {}}]];
    expect(await waitForBodies(loaded)).toBe(loaded);
    expect(events).toEqual(['body loaded']);
    expect(needed.loaded).toBeDefined();
  });
});
