import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {
  ANNOUNCEMENT,
  BASE_URL,
  CLIENT_DOCS,
  CLIENT_REPO_URL,
  CONTACT_EMAIL,
  COPYRIGHT_YEAR,
  DISCUSSIONS_URL,
  MODULES_REPO_URL,
  PROXY_REPO_URL,
  SEARCH_PAGE_PATH,
  SERVER_DOCS,
  SERVER_REPO_URL,
  SITE_REPOSITORY,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
} from './src/site/constants';
import {CLIENT_VERSIONS, SERVER_VERSIONS, latestOf, versionOptions} from './src/site/versions';
import {GTAG_TRACKING_ID, HOSTED_SEARCH, SITE_PART, SITE_REPOSITORY_URL} from './src/site/env';
import {archivePrefixes} from './src/site/parts';
import patchRegister from './plugins/patch-register';
import docsPart from './plugins/docs-part';
import docDescriptions from './plugins/doc-descriptions';
import siteParts from './plugins/site-parts';
import codeHighlight from './plugins/code-highlight';
import deferredContent from './plugins/deferred-content';
import serverJsTarget from './plugins/server-js-target';
import translationDescriptions from './plugins/translation-descriptions';
import activeDocLookup from './plugins/active-doc-lookup';
import shallowMemoOrder from './plugins/shallow-memo-order';
import ssgRenderToString from './plugins/ssg-render-to-string';
import lazyServerHelmet from './plugins/lazy-server-helmet';
import stagedStart from './plugins/staged-start';
import afterHydration from './plugins/after-hydration';
import docsearchRender from './plugins/docsearch-render';
import idlePrefetch from './plugins/idle-prefetch';
import analytics from './plugins/analytics';
import loadFailure from './plugins/load-failure';
import offscreenBlocks from './plugins/offscreen-blocks';
import registryPaths from './plugins/registry-paths';
import chunkGroups from './plugins/chunk-groups';
import routeGroups from './plugins/route-groups';
import browserSiteConfig from './plugins/browser-site-config';
import utilsCommon from './plugins/utils-common';
import shortGlobalData from './plugins/short-global-data';
import buildCache from './plugins/build-cache';
import versionLanding from './plugins/version-landing';
import versionPages from './plugins/version-pages';
import cleanUrls from './plugins/clean-urls';
import searchIndex from './plugins/search-index';
import pageMarkdown from './plugins/page-markdown';
import precompressOutput from './plugins/precompress-output';
import {remarkPageMarkdown} from './plugins/page-markdown/capture';
import searchShortcut from './plugins/search-shortcut';
import storageGuards from './plugins/storage-guards';
import sidebarCurrent from './plugins/sidebar-current';
import rehypeFocusableTables from './plugins/rehype-focusable-tables';
import {remarkApiHistory} from './plugins/api-history';
import upgradeGuide from './plugins/upgrade-guide';
import rehypeFittingTables from './plugins/rehype-fitting-tables';
import rehypeIdentifierBreaks from './plugins/rehype-identifier-breaks';
import rehypeRawWhenNeeded from './plugins/rehype-raw-when-needed';
import {codeTheme} from './src/site/prismTheme';

const docsArea = (
  area: {id: string; routeBasePath: string},
  versions: readonly string[],
): [PluginModule, DocsOptions] => [
  docDescriptions(docsPart(SITE_PART)),
  {
    id: area.id,
    path: area.id,
    routeBasePath: area.routeBasePath,
    sidebarPath: `./sidebars/${area.id}.ts`,
    includeCurrentVersion: true,
    lastVersion: latestOf(versions),
    versions: versionOptions(versions),
    // Categories start collapsed; the theme opens the one holding the current page.
    sidebarCollapsed: true,
    breadcrumbs: true,
    showLastUpdateTime: false,
    // First: it converts a copy of the parsed source before any other plugin changes it.
    // rehypeRawWhenNeeded only sets up the processor (no transform of its own).
    beforeDefaultRemarkPlugins: [remarkPageMarkdown, rehypeRawWhenNeeded],
    remarkPlugins: [remarkApiHistory],
    rehypePlugins: [rehypeFittingTables, rehypeIdentifierBreaks, rehypeFocusableTables],
  },
];

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'mirumee',
  projectName: 'ariadne',

  customFields: {
    /** True when the build uses a hosted DocSearch index instead of the site's own. */
    hostedSearch: Boolean(HOSTED_SEARCH),
    /** The part of the site this build holds, and the paths the archive part serves. */
    sitePart: {part: SITE_PART, archivePrefixes: archivePrefixes(BASE_URL)},
    /** Where pages' sources live: their "Edit this page" and "Report a problem" links (src/components/PageActions). */
    siteRepository: {url: SITE_REPOSITORY_URL, branch: SITE_REPOSITORY.branch},
  },

  // A part build cannot see the other part's pages, so there the whole merged
  // output is checked instead, by scripts/site-build/check-links.ts (`npm run build`).
  onBrokenLinks: SITE_PART === 'all' ? 'throw' : 'ignore',
  onBrokenAnchors: SITE_PART === 'all' ? 'throw' : 'ignore',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    v4: true,
    experimental_faster: true,
  },

  markdown: {
    format: 'detect',
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        pages: SITE_PART === 'archive' ? false : undefined,
        blog:
          SITE_PART === 'archive'
            ? false
            : {
                path: 'blog',
                routeBasePath: 'blog',
                blogTitle: 'Blog',
                blogDescription: 'Release notes and announcements of Ariadne, Ariadne Codegen and their ecosystem.',
                showReadingTime: true,
                postsPerPage: 10,
                blogSidebarCount: 'ALL',
                blogSidebarTitle: 'All posts',
                feedOptions: {
                  type: ['rss', 'atom'],
                  limit: false,
                  title: 'Ariadne blog',
                  description: 'Releases and news of Ariadne, Ariadne Codegen and their ecosystem.',
                  copyright: `Copyright © ${COPYRIGHT_YEAR} Mirumee Software`,
                },
                onInlineTags: 'throw',
                onInlineAuthors: 'throw',
                onUntruncatedBlogPosts: 'throw',
                beforeDefaultRemarkPlugins: [rehypeRawWhenNeeded],
                rehypePlugins: [rehypeFittingTables, rehypeIdentifierBreaks, rehypeFocusableTables],
              },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
        // Analytics is plugins/analytics (the Google tag, loaded once the page is idle).
        gtag: undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // First: stops the build when a patched third-party internal has changed.
    patchRegister,
    docsArea(SERVER_DOCS, SERVER_VERSIONS),
    docsArea(CLIENT_DOCS, CLIENT_VERSIONS),
    versionLanding,
    upgradeGuide,
    versionPages,
    cleanUrls,
    searchIndex,
    pageMarkdown,
    precompressOutput,
    searchShortcut,
    docsearchRender,
    afterHydration,
    activeDocLookup,
    shallowMemoOrder,
    ssgRenderToString,
    lazyServerHelmet,
    stagedStart,
    storageGuards,
    sidebarCurrent,
    siteParts,
    codeHighlight,
    // After the docs areas and the preset's blog: it changes their MDX rules.
    deferredContent,
    idlePrefetch,
    loadFailure,
    offscreenBlocks,
    shortGlobalData,
    utilsCommon,
    // Before the registry's other loaders: its rule's loader then runs after theirs (and before the compiler's).
    routeGroups,
    registryPaths,
    chunkGroups,
    browserSiteConfig,
    // After every plugin that adds a rule with the JavaScript loader (the docs areas, deferred-content).
    serverJsTarget,
    translationDescriptions,
    buildCache,
    ...(GTAG_TRACKING_ID
      ? [[analytics, {trackingID: GTAG_TRACKING_ID, anonymizeIP: true}] as [PluginModule, object]]
      : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'ariadne, graphql, python, schema-first, codegen'}],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {id: ANNOUNCEMENT.id, content: ANNOUNCEMENT.content, isCloseable: true},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Ariadne',
      hideOnScroll: false,
      logo: {alt: 'Ariadne logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'intro', docsPluginId: SERVER_DOCS.id, label: 'Server', position: 'left'},
        {type: 'doc', docId: 'intro', docsPluginId: CLIENT_DOCS.id, label: 'Client', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {to: '/community', label: 'Community', position: 'left'},
        {type: 'docsVersionDropdown', docsPluginId: SERVER_DOCS.id, position: 'right'},
        {type: 'docsVersionDropdown', docsPluginId: CLIENT_DOCS.id, position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: SERVER_REPO_URL, label: 'GitHub', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Ecosystem',
          items: [
            {label: 'Ariadne', href: SERVER_REPO_URL},
            {label: 'Ariadne Codegen', href: CLIENT_REPO_URL},
            {label: 'Ariadne GraphQL Modules', href: MODULES_REPO_URL},
            {label: 'Ariadne GraphQL Proxy', href: PROXY_REPO_URL},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'E-mail', href: `mailto:${CONTACT_EMAIL}`},
            {label: 'GitHub Discussions', href: DISCUSSIONS_URL},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'GitHub', href: SERVER_REPO_URL},
          ],
        },
      ],
      copyright: `Copyright © ${COPYRIGHT_YEAR} Mirumee Software. Ariadne and Ariadne Codegen are BSD-3-Clause licensed.`,
    },
    algolia: {
      appId: HOSTED_SEARCH?.appId ?? 'LOCAL',
      apiKey: HOSTED_SEARCH?.apiKey ?? 'local',
      indexName: HOSTED_SEARCH?.indexName ?? 'ariadne-docs',
      contextualSearch: true,
      searchPagePath: SEARCH_PAGE_PATH,
    },
    prism: {
      theme: codeTheme,
      // The grammars are those of plugins/code-highlight/prism.ts.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
