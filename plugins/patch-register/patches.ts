/**
 * The register of every place the build patches, replaces or relies on an
 * internal of a third-party package: what it touches, the package and exact
 * version it was written for, the test that covers it, and a check of the
 * installed package that fails when the internal is no longer there.
 *
 * Nothing in a package's public API promises these internals. When a package
 * is upgraded, the build stops (./index.ts) and names every patch written for
 * another version: re-check each against the new code, then update its
 * `version` here. Relying on an undocumented behaviour of Node is registered
 * the same way (RUNTIME_RELIANCES), checked against the running Node. The
 * README's patch table is these two lists (`npm run patches`).
 */
import {FILE as ACTIVE_DOC_FILE, REPLACE as ACTIVE_DOC_REPLACE} from '../active-doc-lookup/loader.cjs';
import {REWRITES as AFTER_HYDRATION} from '../after-hydration/loader.cjs';
import {ONCE_PER_OPENING, STATE_CHANGE} from '../docsearch-render/loader.cjs';
import {FILE as CLIENT_ENTRY_FILE} from '../staged-start/loader.cjs';
import {FILE as SHALLOW_MEMO_FILE, REPLACE as SHALLOW_MEMO_REPLACE} from '../shallow-memo-order/loader.cjs';
import {FILE as RENDER_TO_HTML_FILE, REPLACE as RENDER_TO_HTML_REPLACE} from '../ssg-render-to-string/loader.cjs';
import {FILE as HELMET_FILE, REPLACE as HELMET_REPLACE} from '../lazy-server-helmet/loader.cjs';
import {FILE as PRELOAD_FILE, BEFORE as PRELOAD_BEFORE} from '../route-groups/preloadLoader.cjs';
import {LINE as DEFERRED_PRELOAD_LINE} from '../deferred-content/preloadLoader.cjs';
import {
  FILE as PREFETCH_HELPER_FILE,
  REPLACE as PREFETCH_HELPER_REPLACE,
} from '../idle-prefetch/prefetchOnceLoader.cjs';

/** Reads a file of the installed package, relative to its folder; undefined when it does not exist. */
export type PackageReader = (file: string) => string | undefined;

/**
 * A file of the package the patch needs, and the text it needs in it: each
 * string exactly once (`times: 1`, the default) or at least once (`'some'`).
 */
export type Target = {file: string; contains?: string[]; times?: 1 | 'some'};

export type Patch = {
  /** Short name, as errors and the README table say it. */
  id: string;
  /** Our file that does it. */
  where: string;
  /** What of the package it rewrites, replaces or relies on. */
  touches: string;
  package: string;
  /** The exact version it was written against. */
  version: string;
  /** The test that covers it. */
  test: string;
  /** What it needs of the installed package. */
  targets: Target[];
};

/** What a reliance on the runtime is checked against: Node's version and the modules it relies on. */
export type Runtime = {
  /** Node's version, `process.versions.node` (`20.20.2`). */
  version: string;
  http: {Server: new () => object};
};

/**
 * A reliance on an undocumented behaviour of Node itself, which is no package:
 * checked against the running Node when the build starts.
 */
export type RuntimeReliance = {
  id: string;
  where: string;
  touches: string;
  /** The Node major version it was written against (`20`); another major stops the build. */
  node: string;
  test: string;
  /** What is wrong with the runtime for it: one line per problem; empty when it holds. */
  check: (runtime: Runtime) => string[];
};

export const RUNTIME_RELIANCES: readonly RuntimeReliance[] = [
  {
    id: 'half-closed clients',
    where: 'serving/server.mjs',
    touches:
      "`http.Server`'s undocumented `httpAllowHalfOpen`, set to true so a client that half-closes after its request still gets the answer",
    node: '20',
    test: 'tests/unit/serving.test.ts',
    check: ({http}) => {
      const value = (new http.Server() as {httpAllowHalfOpen?: unknown}).httpAllowHalfOpen;
      return value === false
        ? []
        : [`a new http.Server has httpAllowHalfOpen ${String(value)}, expected false (Node's own default)`];
    },
  },
];

/**
 * The line patches/unist-util-visit-parents+6.1.0.patch leaves in place of the statement it takes out:
 * without it, the packages were installed without running the site's `postinstall` (patch-package).
 */
export const VISITOR_NAMES_MARK = "// Not named after each node: the visitor-names entry of the site's patch register.";

/**
 * The line patches/@docusaurus+bundler+3.8.1.patch adds beside the option it adds: without it, the
 * packages were installed without running the site's `postinstall` (patch-package).
 */
export const HTML_END_TAGS_MARK = "// Every end tag kept: the html-end-tags entry of the site's patch register.";

export const PATCHES: readonly Patch[] = [
  {
    id: 'docsearch-render',
    where: 'plugins/docsearch-render/loader.cjs',
    touches:
      "the modal's three `useRef(value).current` once-per-opening values, rewritten to lazy `useState`; its `onStateChange`, rendering updates made outside the reader's input as transitions",
    package: '@docsearch/react',
    version: '3.9.0',
    test: 'tests/unit/docsearch-render.test.ts',
    targets: [
      {
        file: 'dist/esm/index.js',
        contains: [...ONCE_PER_OPENING.map((expression) => `e.useRef(${expression}).current`), STATE_CHANGE],
      },
    ],
  },
  ...AFTER_HYDRATION.map((rewrite): Patch => ({
    id: `after-hydration: ${rewrite.id}`,
    where: 'plugins/after-hydration/loader.cjs',
    touches: `\`${rewrite.file}\`: its state update in the first effect after hydration, made a React transition`,
    package: rewrite.package,
    version: '3.8.1',
    test: 'tests/unit/after-hydration.test.ts',
    targets: [{file: rewrite.file, contains: rewrite.replace.map(([before]) => before)}],
  })),
  {
    id: 'active-doc-lookup',
    where: 'plugins/active-doc-lookup/loader.cjs',
    touches:
      'the active version and doc lookups, memoised per path; the order of the docs areas, by code unit instead of `localeCompare`',
    package: '@docusaurus/plugin-content-docs',
    version: '3.8.1',
    test: 'tests/unit/active-doc-lookup.test.ts',
    targets: [{file: ACTIVE_DOC_FILE, contains: ACTIVE_DOC_REPLACE.map(([before]) => before)}],
  },
  {
    id: 'shallow-memo-order',
    where: 'plugins/shallow-memo-order/loader.cjs',
    touches: "`useShallowMemoObject`'s sort of the object's keys, by code unit instead of `localeCompare`",
    package: '@docusaurus/theme-common',
    version: '3.8.1',
    test: 'tests/unit/shallow-memo-order.test.ts',
    targets: [{file: SHALLOW_MEMO_FILE, contains: SHALLOW_MEMO_REPLACE.map(([before]) => before)}],
  },
  {
    id: 'ssg-render-to-string',
    where: 'plugins/ssg-render-to-string/loader.cjs',
    touches:
      "the engine's `renderToHtml` of each page's static HTML (a streaming render read back into a string), renamed and used only for a page still suspended after three `renderToString` renders",
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/ssg-render-to-string.test.ts',
    targets: [{file: RENDER_TO_HTML_FILE, contains: RENDER_TO_HTML_REPLACE.map(([before]) => before)}],
  },
  {
    id: 'lazy-server-helmet',
    where: 'plugins/lazy-server-helmet/loader.cjs',
    touches:
      "the Helmet dispatcher's `emitChange` (minified: the provider `q`, the server mapping `k`, the context's `setHelmet`), which on the server now hands the provider a stand-in worked out when first read",
    package: 'react-helmet-async',
    version: '1.3.0',
    test: 'tests/unit/lazy-server-helmet.test.ts',
    targets: [{file: HELMET_FILE, contains: HELMET_REPLACE.map(([before]) => before)}],
  },
  {
    id: 'staged-start',
    where: 'plugins/staged-start/loader.cjs',
    touches:
      'the client entry, replaced by `plugins/staged-start/clientEntry.js` (the same steps, in stages); the loader checks the file by SHA-256',
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/staged-start.test.ts',
    targets: [
      {
        file: CLIENT_ENTRY_FILE,
        contains: [
          'window.docusaurus = docusaurus;',
          'preload(window.location.pathname).then(() => {',
          'startTransition(renderApp);',
        ],
      },
    ],
  },
  {
    id: 'code-highlight: languages module',
    where: 'plugins/code-highlight/index.ts',
    touches: "the theme's client module `lib/prism-include-languages`, aliased to an empty one",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/unit/code-highlight.test.ts',
    targets: [{file: 'lib/prism-include-languages.js'}, {file: 'lib/index.js', contains: ['prism-include-languages']}],
  },
  {
    id: 'code-highlight: Highlight',
    where: 'plugins/code-highlight/Highlight.tsx',
    touches: "the code block's `prism-react-renderer` import, aliased to our Highlight with six grammars",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/unit/code-highlight.test.ts',
    targets: [{file: 'lib/theme/CodeBlock/Content/index.js', contains: ["from 'prism-react-renderer'"], times: 'some'}],
  },
  {
    id: 'code-highlight: server lines',
    where: 'plugins/code-highlight/linesMarkup.ts',
    touches: "the markup of the theme's `CodeBlock/Line`, which the server bundle writes as one string per block",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/unit/code-highlight.test.ts',
    targets: [
      {file: 'lib/theme/CodeBlock/Line/styles.module.css'},
      {
        file: 'lib/theme/CodeBlock/Line/index.js',
        contains: [
          "line.length === 1 && line[0].content === '\\n'",
          'className: clsx(classNames, showLineNumbers && styles.codeLine),',
          '<LineToken key={key} {...tokenProps} line={line} token={token}>',
          '<span className={styles.codeLineNumber} />',
          '<span className={styles.codeLineContent}>{lineTokens}</span>',
          '<br />',
        ],
      },
    ],
  },
  {
    id: 'code-block content',
    where: 'src/theme/CodeBlock/Content/index.tsx',
    touches: "the theme's internal `useCodeBlockContext` and its code block stylesheet",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/browser/hydration.spec.ts',
    targets: [
      {file: 'lib/theme/CodeBlock/Content/styles.module.css'},
      {file: 'lib/theme/CodeBlock/Content/index.js', contains: ['useCodeBlockContext'], times: 'some'},
    ],
  },
  {
    id: 'minisearch: term postings',
    where: 'src/search/engine.ts',
    touches:
      "MiniSearch's protected `_index`, whose `fetch` is wrapped with a map of each term's postings: adding a document finds each term occurrence through it",
    package: 'minisearch',
    version: '7.2.0',
    test: 'tests/unit/search.test.ts',
    targets: [
      {
        file: 'dist/es/index.js',
        contains: [
          'addTerm(fieldId, documentId, term) {\n        const indexData = this._index.fetch(term, createMap);',
        ],
      },
    ],
  },
  {
    id: 'author socials',
    where: 'src/theme/Blog/Components/Author/Socials/index.tsx',
    touches: "the theme's author social icons stylesheet",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/browser/hydration.spec.ts',
    targets: [{file: 'lib/theme/Blog/Components/Author/Socials/styles.module.css'}],
  },
  {
    id: 'utils-common',
    where: 'plugins/utils-common/exports.ts',
    touches: 'the package index, replaced in the browser bundle by the same functions without tslib',
    package: '@docusaurus/utils-common',
    version: '3.8.1',
    test: 'tests/unit/utils-common.test.ts',
    targets: [{file: 'lib/index.js'}],
  },
  {
    id: 'route-groups: route table',
    where: 'plugins/route-groups/split.cjs',
    touches:
      'the generated `routes.js` (two imports, then an array of routes with `ComponentCreator(path, hash)` calls), cut with `registry.js` and `routesChunkNames.json` into groups loaded on demand',
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/route-groups.test.ts',
    targets: [
      {
        file: 'lib/server/codegen/codegenRoutes.js',
        contains: [
          "component: ComponentCreator('${routePath}', '${routeHash}')",
          "import ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [",
        ],
      },
    ],
  },
  {
    id: 'route-groups: preload',
    where: 'plugins/route-groups/preloadLoader.cjs',
    touches: "the engine's `preload(pathname)`, which now loads the path's route group before matching the route table",
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/route-groups.test.ts',
    targets: [{file: PRELOAD_FILE, contains: [PRELOAD_BEFORE]}],
  },
  {
    id: 'site-parts: chunk asset lookup',
    where: 'plugins/site-parts/chunkAssets.ts',
    touches:
      "the engine's `__webpack_require__.gca` (its ChunkAssetPlugin, taken out of the archive part's client configuration), replaced by one that gives no address for an unknown chunk name",
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/site-parts.test.ts',
    targets: [
      {
        file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
        contains: ['chunkId = ${JSON.stringify(chunkNameToId)}[chunkId]||chunkId;'],
      },
      {file: 'lib/webpack/client.js', contains: ['new ChunkAssetPlugin_1.default()']},
      {file: 'lib/client/docusaurus.js', contains: ["if (chunkAsset && !chunkAsset.includes('undefined')) {"]},
    ],
  },
  {
    id: 'registry-paths',
    where: 'plugins/registry-paths/loader.cjs',
    touches: 'the generated `registry.js` entry format `[import(), modulePath, require.resolveWeak()]`',
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/registry-paths.test.ts',
    targets: [
      {
        file: 'lib/server/codegen/codegenRoutes.js',
        contains: [
          '"${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],',
        ],
      },
    ],
  },
  {
    id: 'chunk-groups: docs layout',
    where: 'plugins/chunk-groups/loader.cjs',
    touches:
      'the docs layout components `@theme/DocsRoot`, `DocVersionRoot`, `DocRoot`, `DocItem` and `@theme/BlogListPage`',
    package: '@docusaurus/plugin-content-docs',
    version: '3.8.1',
    test: 'tests/unit/chunk-groups.test.ts',
    targets: [
      {
        file: 'lib/options.js',
        contains: ["'@theme/DocsRoot'", "'@theme/DocVersionRoot'", "'@theme/DocRoot'", "'@theme/DocItem'"],
      },
    ],
  },
  {
    id: 'chunk-groups: blog lists',
    where: 'plugins/chunk-groups/loader.cjs',
    touches: 'the blog list page component `@theme/BlogListPage`, whose previews share a chunk',
    package: '@docusaurus/plugin-content-blog',
    version: '3.8.1',
    test: 'tests/unit/chunk-groups.test.ts',
    targets: [{file: 'lib/options.js', contains: ["'@theme/BlogListPage'"]}],
  },
  {
    id: 'browser-site-config',
    where: 'plugins/browser-site-config/loader.cjs',
    touches: 'the generated `docusaurus.config.mjs`, `export default {JSON};`',
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/browser-site-config.test.ts',
    targets: [
      {file: 'lib/server/codegen/codegen.js', contains: ['export default ${JSON.stringify(siteConfig, null, 2)};']},
    ],
  },
  {
    id: 'short-global-data',
    where: 'plugins/short-global-data/globalData.ts',
    touches: "the docs plugin's global data (versions, docs `{id, path, sidebar}`), bundled in a short form",
    package: '@docusaurus/plugin-content-docs',
    version: '3.8.1',
    test: 'tests/unit/short-global-data.test.ts',
    targets: [{file: 'lib/globalData.js', contains: ['sidebar: doc.sidebar'], times: 'some'}],
  },
  {
    id: 'doc-descriptions',
    where: 'plugins/doc-descriptions/index.ts',
    touches: "each doc's `description` in the version metadata props",
    package: '@docusaurus/plugin-content-docs',
    version: '3.8.1',
    test: 'tests/unit/doc-descriptions.test.ts',
    targets: [{file: 'lib/props.js', contains: ['description: doc.description'], times: 'some'}],
  },
  {
    id: 'idle-prefetch',
    where: 'plugins/idle-prefetch/client.ts',
    touches: '`window.docusaurus`, which links read at each prefetch; replaced by a copy with a queued `prefetch`',
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/idle-prefetch.test.ts',
    targets: [
      {
        file: 'lib/client/exports/Link.js',
        contains: ['window.docusaurus.prefetch(', 'window.docusaurus.preload('],
        times: 'some',
      },
      {file: 'lib/client/clientEntry.js', contains: ['window.docusaurus = docusaurus']},
    ],
  },
  {
    id: 'idle-prefetch: each chunk once',
    where: 'plugins/idle-prefetch/prefetchOnceLoader.cjs',
    touches: "the engine's prefetch helper, which now skips a chunk address it has already prefetched",
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/idle-prefetch.test.ts',
    targets: [{file: PREFETCH_HELPER_FILE, contains: PREFETCH_HELPER_REPLACE.map(([before]) => before)}],
  },
  {
    id: 'storage-guards: announcement keys',
    where: 'plugins/storage-guards/index.ts',
    touches: "the announcement bar's storage keys",
    package: '@docusaurus/theme-common',
    version: '3.8.1',
    test: 'tests/browser/storage.spec.ts',
    targets: [
      {
        file: 'lib/contexts/announcementBar.js',
        contains: ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id'],
        times: 'some',
      },
    ],
  },
  {
    id: 'storage-guards: first paint',
    where: 'plugins/storage-guards/index.ts',
    touches: "the theme's first-paint script: the announcement attribute it sets, which ours sets again after it",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/browser/storage.spec.ts',
    targets: [{file: 'lib/inlineScripts.js', contains: ['data-announcement-bar-initially-dismissed']}],
  },
  {
    id: 'storage-guards: colour mode',
    where: 'plugins/storage-guards/index.ts',
    touches: "the colour mode's storage key `theme`",
    package: '@docusaurus/theme-common',
    version: '3.8.1',
    test: 'tests/browser/storage.spec.ts',
    targets: [{file: 'lib/contexts/colorMode.js', contains: ["const ColorModeStorageKey = 'theme';"]}],
  },
  {
    id: 'archive part without cache',
    where: 'scripts/build.mjs',
    touches: 'the engine reading `DOCUSAURUS_NO_PERSISTENT_CACHE` to build without the persistent cache',
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/build-cache.test.ts',
    targets: [{file: 'lib/webpack/base.js', contains: ['DOCUSAURUS_NO_PERSISTENT_CACHE'], times: 'some'}],
  },
  {
    id: 'active docs',
    where: 'src/client/activeDocs.ts',
    touches: "the docs plugin's active-plugin and contextual search tag rules, re-done without localeCompare",
    package: '@docusaurus/plugin-content-docs',
    version: '3.8.1',
    test: 'tests/unit/active-docs.test.ts',
    targets: [{file: 'lib/client/docsClientUtils.js', contains: ['export function getActivePlugin(']}],
  },
  {
    id: 'docs-part: version of a file',
    where: 'plugins/docs-part/versionOfFile.ts',
    touches:
      "the docs plugin's `getVersionFromSourceFilePath`, which matched a version's folder as a string prefix (`server` of `server_versioned_docs`), replaced by a match on whole path segments",
    package: '@docusaurus/plugin-content-docs',
    version: '3.8.1',
    test: 'tests/unit/docs-part.test.ts',
    targets: [
      {
        file: 'lib/versions/version.js',
        contains: [
          'exports.getVersionFromSourceFilePath = getVersionFromSourceFilePath;',
          'filePath.startsWith(docsDirPath)',
        ],
      },
      {
        file: 'lib/index.js',
        contains: ['(0, version_1.getVersionFromSourceFilePath)(sourceFilePath, versionsMetadata)'],
      },
    ],
  },
  {
    id: 'deferred-content: compiled MDX',
    where: 'plugins/deferred-content/splitLoader.cjs',
    touches:
      "the compiled MDX's default export (`export default function MDXContent(`), renamed and wrapped in the theme's provider, and its other exports, kept in the page module",
    package: '@mdx-js/mdx',
    version: '3.1.1',
    test: 'tests/unit/deferred-content.test.ts',
    targets: [{file: 'lib/plugin/recma-document.js', contains: ["exportedValues.push(['MDXContent', 'default'])"]}],
  },
  {
    id: 'deferred-content: page data',
    where: 'plugins/deferred-content/splitLoader.cjs',
    touches: "mdx-loader's output: the page's data as named exports before the compiled MDX",
    package: '@docusaurus/mdx-loader',
    version: '3.8.1',
    test: 'tests/unit/deferred-content.test.ts',
    targets: [
      {
        file: 'lib/loader.js',
        contains: [
          'export const frontMatter = ${',
          'export const contentTitle = ${',
          '${exportsCode}\n${result.content}',
        ],
      },
    ],
  },
  {
    id: 'code-highlight: plain tokens as text',
    where: 'src/theme/CodeBlock/Line/Token/index.tsx',
    touches:
      "the theme's code line, which renders each token with `@theme/CodeBlock/Line/Token`, passing the token and the props the highlighter gave it",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/browser/docs.spec.ts',
    targets: [
      {
        file: 'lib/theme/CodeBlock/Line/index.js',
        contains: ['<LineToken key={key} {...tokenProps} line={line} token={token}>'],
      },
    ],
  },
  {
    id: 'deferred-content: content boxes',
    where: 'src/theme/DocItem/Content/index.tsx, src/theme/BlogPostItem/Content/index.tsx',
    touches: "the theme's docs and post content components, ejected to render the content's box with DeferredMarkdown",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/browser/deferred-content.spec.ts',
    targets: [
      {file: 'lib/theme/DocItem/Content/index.js', contains: ['<MDXContent>{children}</MDXContent>']},
      {file: 'lib/theme/BlogPostItem/Content/index.js', contains: ['<MDXContent>{children}</MDXContent>']},
    ],
  },
  {
    id: 'deferred-content: preload',
    where: 'plugins/deferred-content/preloadLoader.cjs',
    touches:
      "the engine's `preload(pathname)`, which now also waits for the bodies of the deferred page modules the route loaded",
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/deferred-content.test.ts',
    targets: [{file: PRELOAD_FILE, contains: [DEFERRED_PRELOAD_LINE]}],
  },
  {
    id: 'deferred-content: chunk groups',
    where: 'plugins/deferred-content/index.ts',
    touches: "the engine's `common` chunk group (priority 40), which the bodies' `markdown` group outranks",
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/browser/deferred-content.spec.ts',
    targets: [{file: 'lib/webpack/base.js', contains: ["name: 'common',", 'priority: 40,']}],
  },
  {
    id: 'deferred-content: server entry',
    where: 'plugins/deferred-content/index.ts',
    touches:
      "the server bundle's `main` entry, which also takes the theme's MDX provider, so that the page bodies' server chunks share it",
    package: '@docusaurus/core',
    version: '3.8.1',
    test: 'tests/unit/deferred-content.test.ts',
    targets: [
      {
        file: 'lib/webpack/server.js',
        contains: ["main: path_1.default.resolve(__dirname, '../client/serverEntry.js'),"],
      },
    ],
  },
  {
    id: 'server JavaScript target',
    where: 'plugins/server-js-target/index.ts',
    touches:
      "@docusaurus/faster's SWC target for the server (`node x.y.z` of the running Node.js), replaced by the major version",
    package: '@docusaurus/faster',
    version: '3.8.1',
    test: 'tests/unit/server-js-target.test.ts',
    targets: [{file: 'lib/index.js', contains: ['return [`node ${process.versions.node}`];']}],
  },
  {
    id: 'translation descriptions',
    where: 'plugins/translation-descriptions/index.ts',
    touches:
      'the theme\'s translations in the minified browser bundle (`{id:"theme.…",…,description:"…"}`), their `description` taken out',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/unit/translation-descriptions.test.ts',
    targets: [
      {
        file: 'lib/theme/Admonition/Type/Note.js',
        contains: [
          'id="theme.admonition.note"\n      description="The default label used for the Note admonition (:::note)"',
        ],
      },
    ],
  },
  {
    id: 'inline code',
    where: 'src/theme/MDXComponents/Code.tsx',
    touches: "the theme's rule for inline code (one-line string children), extended to `<wbr>`",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/browser/page-markdown.spec.ts',
    targets: [{file: 'lib/theme/MDXComponents/Code.js', contains: ["typeof el === 'string' && !el.includes('\\n')"]}],
  },
  {
    id: 'docs not-found',
    where: 'src/theme/DocsRoot/index.tsx',
    touches:
      "the docs routes' nesting (version, docs root, one exact route per page) and the docs root's own not-found fallback, replaced by the whole not-found page",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/browser/versions.spec.ts',
    targets: [
      {file: 'lib/theme/DocRoot/index.js', contains: ['return <NotFoundContent />;']},
      {file: 'lib/theme/DocsRoot/index.js', contains: ['<Layout>{renderRoutes(props.route.routes)}</Layout>']},
    ],
  },
  {
    id: 'tag list titles',
    where: 'src/theme/BlogTagsPostsPage/index.tsx',
    touches: "the theme's internal hook for a tag page's title, and its title being the only one the page sets",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    test: 'tests/browser/versions.spec.ts',
    targets: [
      {
        file: 'lib/theme/BlogTagsPostsPage/index.js',
        contains: ["import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';"],
      },
    ],
  },
  {
    id: 'search page',
    where: 'src/theme/SearchPage/index.tsx',
    touches: "the theme's search page, ejected to use the site's own index client",
    package: '@docusaurus/theme-search-algolia',
    version: '3.8.1',
    test: 'tests/browser/search.spec.ts',
    targets: [{file: 'lib/theme/SearchPage/index.js'}],
  },
  {
    id: 'rehype-raw-when-needed: the engine adds rehype-raw',
    where: 'plugins/rehype-raw-when-needed/index.ts',
    touches:
      "the Markdown processor's rehype-raw, added by the engine first among the rehype plugins of every `.md` page, found by its function's name and wrapped",
    package: '@docusaurus/mdx-loader',
    version: '3.8.1',
    test: 'tests/unit/rehype-raw-when-needed.test.ts',
    targets: [
      {
        file: 'lib/processor.js',
        contains: [
          "const { default: rehypeRaw } = await import('rehype-raw');",
          'rehypePlugins.unshift(rehypeRawPlugin);',
        ],
      },
    ],
  },
  {
    id: 'rehype-raw-when-needed: its function',
    where: 'plugins/rehype-raw-when-needed/index.ts',
    touches: "rehype-raw's plugin function, known by its name `rehypeRaw`, which returns the transform to wrap",
    package: 'rehype-raw',
    version: '7.0.0',
    test: 'tests/unit/rehype-raw-when-needed.test.ts',
    targets: [{file: 'lib/index.js', contains: ['export default function rehypeRaw(options) {']}],
  },
  {
    id: 'rehype-raw-when-needed: plugin list',
    where: 'plugins/rehype-raw-when-needed/index.ts',
    touches:
      "the processor's list of plugins (`attachers`), whose entry for rehype-raw is replaced while the processor is set up: unified reads each entry only when it reaches it",
    package: 'unified',
    version: '11.0.5',
    test: 'tests/unit/rehype-raw-when-needed.test.ts',
    targets: [{file: 'lib/index.js', contains: ['const [attacher, ...options] = this.attachers[this.freezeIndex]']}],
  },
  {
    id: 'visitor-names',
    where: 'patches/unist-util-visit-parents+6.1.0.patch',
    touches:
      "`lib/index.js`: the statement that names the function made for each visited node (`Object.defineProperty(visit, 'name', …)`), taken out by patch-package when npm installs the packages",
    package: 'unist-util-visit-parents',
    version: '6.1.0',
    test: 'tests/unit/visitor-names.test.ts',
    targets: [
      {
        file: 'lib/index.js',
        contains: [VISITOR_NAMES_MARK],
      },
    ],
  },
  {
    id: 'html-end-tags',
    where: 'patches/@docusaurus+bundler+3.8.1.patch',
    touches:
      "`lib/minifyHtml.js`: the options of the pages' HTML minifier (@swc/html), which now keeps every optional end tag (`tagOmission: false`), added by patch-package when npm installs the packages",
    package: '@docusaurus/bundler',
    version: '3.8.1',
    test: 'tests/unit/html-end-tags.test.ts',
    targets: [
      {
        file: 'lib/minifyHtml.js',
        contains: [HTML_END_TAGS_MARK, 'tagOmission: false,'],
      },
    ],
  },
];

/** What is wrong with a package for a patch: one line per missing file or text; empty when it applies. */
export function targetProblems(patch: Patch, read: PackageReader): string[] {
  return patch.targets.flatMap(({file, contains = [], times = 1}) => {
    const text = read(file);
    if (text === undefined) return [`${file} does not exist`];
    return contains.flatMap((needle) => {
      const found = text.split(needle).length - 1;
      const ok = times === 'some' ? found > 0 : found === times;
      const expected = times === 'some' ? 'at least once' : `${times} time`;
      return ok ? [] : [`${file} contains ${JSON.stringify(needle)} ${found} times, expected ${expected}`];
    });
  });
}
