/**
 * page-markdown: after the build, writes every docs page of every version and
 * every blog post as Markdown beside its HTML (`/server/resolvers` →
 * `/server/resolvers.md`), converted from its source (convert.ts), and the
 * llms.txt indexes (llms.ts): `/llms.txt` and `/llms-full.txt` for the latest
 * release of each docs area, `/server/<version>/llms.txt` (and
 * `/client/next/llms.txt`) for every other version.
 *
 * Each part of the site (src/site/parts.ts) writes the files of the pages it
 * builds; the merge copies the archive part's version folders, these files
 * included, into build/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {partHoldsVersion, sitePartOfConfig} from '../../src/site/parts';
import {toPageMarkdown, type PageHeading} from './convert';
import {closeCapture, expectPages, takeCaptured} from './capture';
import {pageHeading} from './links';
import {renderFullText, renderLlms, type LlmsLink, type LlmsSection} from './llms';

export {urlResolver} from './links';

/** What each docs area documents, for the llms.txt titles and summaries. */
export const AREAS: Readonly<Record<string, {product: string; about: string}>> = {
  server: {product: 'Ariadne', about: 'the schema-first GraphQL server library for Python'},
  client: {product: 'Ariadne Codegen', about: 'the generator of fully typed Python GraphQL clients'},
};

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** The address of a page's Markdown: its path plus `.md`. */
export function markdownPathOf(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

type Page = {
  permalink: string;
  /** Absolute path of the source file. */
  file: string;
  title: string;
  description: string;
  byline?: string;
};

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};

/** A version's pages grouped as its sidebar groups them; pages outside the sidebar come last. */
export function sidebarSections(
  sidebars: Record<string, SidebarItem[]>,
  docIds: readonly string[],
  looseTitle: string,
): {title: string; ids: string[]}[] {
  const idsOf = (item: SidebarItem): string[] => [
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...((item.type === 'doc' || item.type === 'ref') && item.id ? [item.id] : []),
    ...(item.items ?? []).flatMap(idsOf),
  ];
  const loose: string[] = [];
  const sections: {title: string; ids: string[]}[] = [];
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      if (item.type === 'category') sections.push({title: item.label ?? looseTitle, ids: idsOf(item)});
      else loose.push(...idsOf(item));
    }
  }
  if (loose.length > 0) sections.unshift({title: looseTitle, ids: loose});
  const listed = new Set(sections.flatMap((section) => section.ids));
  const others = docIds.filter((id) => !listed.has(id));
  if (others.length > 0) sections.push({title: 'Other pages', ids: others});
  return sections;
}

function fileOf(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

function docPage(siteDir: string, doc: LoadedVersion['docs'][number]): Page {
  return {permalink: doc.permalink, file: fileOf(siteDir, doc.source), title: doc.title, description: doc.description};
}

const DATE = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

export default function pageMarkdown(context: LoadContext): Plugin {
  const part = sitePartOfConfig(context.siteConfig.customFields);
  const origin = context.siteConfig.url.replace(/\/$/, '');
  let docsAreas: [string, DocsContent][] = [];
  let posts: Page[] = [];
  let permalinkOfFile = new Map<string, string>();
  const heading = (page: Page): PageHeading => pageHeading(origin, page, permalinkOfFile);
  /** The pages whose Markdown this part writes: the docs of its versions, and the posts. */
  const pagesOfPart = (): Page[] => [
    ...docsAreas.flatMap(([area, content]) =>
      content.loadedVersions
        .filter((version) => partHoldsVersion(part, area, version.versionName))
        .flatMap((version) => version.docs.map((doc) => docPage(context.siteDir, doc))),
    ),
    ...posts,
  ];

  return {
    name: 'page-markdown',
    async allContentLoaded({allContent}) {
      docsAreas = Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {}) as [string, DocsContent][];
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      posts = (blog?.blogPosts ?? []).map(({metadata}) => ({
        permalink: metadata.permalink,
        file: fileOf(context.siteDir, metadata.source),
        title: metadata.title,
        description: metadata.description,
        byline: [
          DATE.format(new Date(metadata.date)),
          metadata.authors
            .map((author) => author.name)
            .filter(Boolean)
            .join(', '),
        ]
          .filter(Boolean)
          .join(' · '),
      }));

      permalinkOfFile = new Map<string, string>();
      for (const [, content] of docsAreas) {
        for (const version of content.loadedVersions) {
          for (const doc of version.docs) permalinkOfFile.set(fileOf(context.siteDir, doc.source), doc.permalink);
        }
      }
      for (const post of posts) permalinkOfFile.set(post.file, post.permalink);
      // Captured while the pages compile (./capture.ts), in a production build only: the development
      // server compiles pages but runs no postBuild to take the Markdown.
      expectPages(
        process.env.NODE_ENV === 'production'
          ? new Map(
              pagesOfPart().map((page) => [
                page.file,
                {title: page.title, byline: page.byline, permalink: page.permalink},
              ]),
            )
          : new Map(),
        {origin, permalinkOfFile},
      );
    },

    async postBuild({outDir}) {
      const outFile = (sitePath: string) => path.join(outDir, sitePath.slice(context.baseUrl.length));
      const markdownOf = new Map<string, string>();
      let fromSource = 0;
      async function writePage(page: Page): Promise<void> {
        let markdown = await takeCaptured(page.file);
        if (markdown === undefined) {
          fromSource += 1;
          markdown = toPageMarkdown({
            text: await fs.readFile(page.file, 'utf8'),
            format: page.file.endsWith('.mdx') ? 'mdx' : 'md',
            ...heading(page),
          });
        }
        markdownOf.set(page.permalink, markdown);
        const file = outFile(markdownPathOf(page.permalink));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
      }

      const link = (page: Page): LlmsLink => ({
        title: page.title,
        url: `${origin}${markdownPathOf(page.permalink)}`,
        description: page.description,
      });
      const versionSections = (area: string, version: LoadedVersion, prefix = ''): LlmsSection[] => {
        const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
        const sections = sidebarSections(
          version.sidebars as Record<string, SidebarItem[]>,
          version.docs.map((doc) => doc.id),
          AREAS[area]?.product ?? area,
        );
        return sections.map((section) => ({
          title: `${prefix}${section.title}`,
          links: section.ids.flatMap((id) => {
            const doc = byId.get(id);
            return doc ? [link(docPage(context.siteDir, doc))] : [];
          }),
        }));
      };
      const versionName = (area: string, version: LoadedVersion) =>
        `${AREAS[area]?.product ?? area} ${version.versionName === 'current' ? 'next (development version)' : version.label}`;

      const pages = pagesOfPart();
      try {
        for (const page of pages) await writePage(page);
      } finally {
        await closeCapture();
      }

      const latest: {area: string; version: LoadedVersion}[] = [];
      const others: {area: string; version: LoadedVersion}[] = [];
      for (const [area, content] of docsAreas) {
        for (const version of content.loadedVersions) {
          (version.isLast ? latest : others).push({area, version});
          if (version.isLast || !partHoldsVersion(part, area, version.versionName)) continue;
          const llms = renderLlms({
            title: `${versionName(area, version)} documentation`,
            summary: `The documentation of ${versionName(area, version)}, ${AREAS[area]?.about ?? ''}, as Markdown: one link per page, in the order of the site's sidebar.`,
            details: `The latest release is indexed at ${origin}${context.baseUrl}${LLMS_FILE}.`,
            sections: [
              ...versionSections(area, version),
              {
                title: 'Optional',
                links: [
                  {
                    title: 'Latest documentation',
                    url: `${origin}${context.baseUrl}${LLMS_FILE}`,
                    description: 'The index of the latest releases of Ariadne and Ariadne Codegen.',
                  },
                ],
              },
            ],
          });
          const file = outFile(`${version.path.replace(/\/$/, '')}/${LLMS_FILE}`);
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, llms);
        }
      }

      const holdsLatest = latest.every(({area, version}) => partHoldsVersion(part, area, version.versionName));
      if (holdsLatest && latest.length > 0) {
        const releases = latest.map(({area, version}) => versionName(area, version)).join(' and ');
        await fs.writeFile(
          outFile(`${context.baseUrl}${LLMS_FILE}`),
          renderLlms({
            title: context.siteConfig.title,
            summary: `Ariadne is a schema-first GraphQL server library for Python; Ariadne Codegen generates fully typed Python GraphQL clients from a schema and your queries. This index links the documentation of the latest releases, ${releases}, as Markdown.`,
            details: `Every page of the site is also served as Markdown at its address plus ".md". Each other version has an index of its own, listed under "Other versions".`,
            sections: [
              ...latest.flatMap(({area, version}) =>
                versionSections(area, version, `${area === 'client' ? 'Client' : 'Server'}: `),
              ),
              {
                title: 'Other versions',
                links: others.map(({area, version}) => ({
                  title: versionName(area, version),
                  url: `${origin}${version.path.replace(/\/$/, '')}/${LLMS_FILE}`,
                  description: `Index of the ${versionName(area, version)} documentation.`,
                })),
              },
              {
                title: 'Optional',
                links: [
                  {
                    title: 'Full text of the latest documentation',
                    url: `${origin}${context.baseUrl}${LLMS_FULL_FILE}`,
                    description: `Every page of the ${releases} documentation in one Markdown file.`,
                  },
                  ...posts.map(link),
                ],
              },
            ],
          }),
        );
        const fullPages = latest.flatMap(({area, version}) =>
          versionSections(area, version)
            .flatMap((section) => section.links)
            .map((entry) => {
              const permalink = entry.url.slice(origin.length, -'.md'.length);
              const markdown = markdownOf.get(permalink);
              if (markdown === undefined) throw new Error(`page-markdown: no Markdown was written for ${permalink}.`);
              return {url: `${origin}${permalink}`, markdown};
            }),
        );
        await fs.writeFile(
          outFile(`${context.baseUrl}${LLMS_FULL_FILE}`),
          renderFullText(
            {
              title: `${context.siteConfig.title} documentation: ${releases}`,
              summary: `The whole documentation of ${releases}, page after page, each with its address.`,
            },
            fullPages,
          ),
        );
      }
      console.log(
        `[page-markdown] ${pages.length} pages written as Markdown (${fromSource} converted from their source after the build), with their llms.txt indexes`,
      );
    },
  };
}
