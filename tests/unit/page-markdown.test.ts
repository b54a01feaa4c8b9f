import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {compile} from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {VFile} from 'vfile';
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import {toPageMarkdown} from '../../plugins/page-markdown/convert';
import {closeCapture, expectPages, remarkPageMarkdown, takeCaptured} from '../../plugins/page-markdown/capture';
import {markdownPathOf, sidebarSections, urlResolver} from '../../plugins/page-markdown';
import {renderFullText, renderLlms} from '../../plugins/page-markdown/llms';
import {parseLlms} from '../support/llms';

const ORIGIN = 'https://ariadnegraphql.org';
const keep = (url: string) => url;
const convert = (text: string, format: 'md' | 'mdx' = 'md') =>
  toPageMarkdown({text, format, title: 'Custom scalars', resolveUrl: keep});

describe('page Markdown', () => {
  it('starts with the title as the only H1 and leaves front matter and comments out', () => {
    const markdown = convert(
      '---\ntitle: Custom scalars\ndescription: x\n---\n\n# Scalars\n\nIntro.\n\n<!--truncate-->\n\n## Usage\n',
    );
    expect(markdown).toBe('# Custom scalars\n\nIntro.\n\n## Usage\n');
  });

  it('turns admonitions into labelled blockquotes, with their own title when they have one', () => {
    const markdown = convert(':::warning\nDo not.\n:::\n\n:::note Changed in 0.26\nIt *changed*.\n:::\n');
    expect(markdown).toContain('> **Warning**\n>\n> Do not.');
    expect(markdown).toContain('> **Note: Changed in 0.26**\n>\n> It _changed_.');
    expect(markdown).not.toContain(':::');
  });

  it('keeps code fences with their language and title, without the content checks’ markers', () => {
    const markdown = convert(
      '```python partial title="app.py"\nx = 1\n```\n\n```graphql schema\ntype Query { a: Int }\n```\n',
    );
    expect(markdown).toContain('```python title="app.py"\nx = 1\n```');
    expect(markdown).toContain('```graphql\ntype Query { a: Int }\n```');
  });

  it('keeps prose that only looks like a directive as written', () => {
    expect(convert('Ratio 16:9 and key:value pairs.\n')).toContain('Ratio 16:9 and key:value pairs.');
  });

  it('flattens MDX tabs with their labels and drops imports and expressions', () => {
    const markdown = convert(
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n<TabItem value="pip" label="pip">\n\n```bash\npip install ariadne\n```\n\n</TabItem>\n<TabItem value="uv" label="uv">\n\n```bash\nuv add ariadne\n```\n\n</TabItem>\n</Tabs>\n\n{/* a comment */}\n',
      'mdx',
    );
    expect(markdown).toBe(
      '# Custom scalars\n\n**pip**\n\n```bash\npip install ariadne\n```\n\n**uv**\n\n```bash\nuv add ariadne\n```\n',
    );
  });

  it('prints a byline under the title', () => {
    expect(
      toPageMarkdown({text: 'Hello.\n', format: 'md', title: 'Post', byline: '19 December 2024', resolveUrl: keep}),
    ).toBe('# Post\n\n_19 December 2024_\n\nHello.\n');
  });
});

describe('links of page Markdown', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('makes relative .md links the address of the page of the same version, and every other site link absolute', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'page-markdown-'));
    dirs.push(site);
    const versionDir = path.join(site, 'server_versioned_docs/version-0.19');
    const files = new Map([
      [path.join(versionDir, 'scalars.md'), '/server/0.19/scalars'],
      [path.join(versionDir, 'resolvers.md'), '/server/0.19/resolvers'],
      [path.join(site, 'server/resolvers.md'), '/server/next/resolvers'],
    ]);
    const resolve = urlResolver(
      ORIGIN,
      {file: path.join(versionDir, 'scalars.md'), permalink: '/server/0.19/scalars'},
      files,
    );
    expect(resolve('resolvers.md#arguments')).toBe(`${ORIGIN}/server/0.19/resolvers#arguments`);
    expect(resolve('./resolvers.md')).toBe(`${ORIGIN}/server/0.19/resolvers`);
    expect(resolve('#parsers')).toBe(`${ORIGIN}/server/0.19/scalars#parsers`);
    expect(resolve('/blog/2023/03/27/ariadne-0-19')).toBe(`${ORIGIN}/blog/2023/03/27/ariadne-0-19`);
    expect(resolve('/img/logo.svg')).toBe(`${ORIGIN}/img/logo.svg`);
    expect(resolve('https://example.com/a.md')).toBe('https://example.com/a.md');
    expect(resolve('mailto:hello@example.com')).toBe('mailto:hello@example.com');
    expect(() => resolve('missing.md')).toThrow(/links to missing\.md, which is no page/);

    const markdown = toPageMarkdown({
      text: 'See [resolvers](resolvers.md#arguments) and ![logo](/img/logo.svg).\n\n[ref]: ./resolvers.md\n',
      format: 'md',
      title: 'Custom scalars',
      resolveUrl: resolve,
    });
    expect(markdown).toContain(`[resolvers](${ORIGIN}/server/0.19/resolvers#arguments)`);
    expect(markdown).toContain(`![logo](${ORIGIN}/img/logo.svg)`);
    expect(markdown).toContain(`[ref]: ${ORIGIN}/server/0.19/resolvers`);
  });

  it('serves a page at its address plus .md', () => {
    expect(markdownPathOf('/server/resolvers')).toBe('/server/resolvers.md');
    expect(markdownPathOf('/blog/2024/12/19/ariadne-0-24')).toBe('/blog/2024/12/19/ariadne-0-24.md');
  });
});

describe('llms.txt', () => {
  it('groups a version by its sidebar, loose pages first and pages outside the sidebar last', () => {
    const sidebars = {
      tutorialSidebar: [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          label: 'Plugins',
          items: [
            {type: 'doc', id: 'plugins/standard'},
            {type: 'category', label: 'More', items: [{type: 'doc', id: 'plugins/custom'}]},
          ],
        },
      ],
    };
    expect(
      sidebarSections(sidebars, ['intro', 'plugins/standard', 'plugins/custom', 'relay'], 'Ariadne Codegen'),
    ).toEqual([
      {title: 'Ariadne Codegen', ids: ['intro']},
      {title: 'Plugins', ids: ['plugins/standard', 'plugins/custom']},
      {title: 'Other pages', ids: ['relay']},
    ]);
  });

  it('renders the format the parser reads back, and the parser refuses what is not the format', () => {
    const text = renderLlms({
      title: 'Ariadne',
      summary: 'A summary\nover two lines.',
      details: 'Details.',
      sections: [
        {
          title: 'Server',
          links: [{title: 'Intro [start]', url: `${ORIGIN}/server/intro.md`, description: 'What it is.'}],
        },
        {title: 'Empty', links: []},
        {title: 'Optional', links: [{title: 'Full', url: `${ORIGIN}/llms-full.txt`}]},
      ],
    });
    expect(parseLlms(text)).toEqual({
      title: 'Ariadne',
      summary: 'A summary over two lines.',
      sections: [
        {
          title: 'Server',
          links: [{title: 'Intro [start]', url: `${ORIGIN}/server/intro.md`, description: 'What it is.'}],
        },
        {title: 'Optional', links: [{title: 'Full', url: `${ORIGIN}/llms-full.txt`, description: ''}]},
      ],
    });
    expect(() => parseLlms('## Server\n')).toThrow(/does not start with an H1/);
    expect(() => parseLlms('# A\n\nNo quote.\n')).toThrow(/no blockquote/);
    expect(() => parseLlms('# A\n\n> s\n\n## S\n\n- plain text\n')).toThrow(/not a \[title\]\(url\) link/);
    expect(() => parseLlms('# A\n\n> s\n\n## S\n\n- [a](b) trailing\n')).toThrow(/not ": description"/);
    expect(() => parseLlms('# A\n\n> s\n\n## S\n\nA paragraph.\n')).toThrow(/holds a paragraph/);
  });

  it('puts whole pages one after the other in the full text, each with its address', () => {
    const text = renderFullText({title: 'Docs', summary: 'All of it.'}, [
      {url: `${ORIGIN}/server/intro`, markdown: '# Introduction\n\nHello.\n'},
      {url: `${ORIGIN}/server/resolvers`, markdown: '# Resolvers\n\n## Usage\n'},
    ]);
    expect(text).toBe(
      `# Docs\n\n> All of it.\n\n# Introduction\n\nSource: <${ORIGIN}/server/intro>\n\nHello.\n\n# Resolvers\n\nSource: <${ORIGIN}/server/resolvers>\n\n## Usage\n`,
    );
  });
});

describe('page Markdown made while the page compiles', () => {
  const FILE = '/site/server/subscriptions.md';
  const SOURCE = [
    '---\ntitle: Subscriptions\n---',
    '# Subscriptions',
    'A [resolver](./resolvers.md) streams results.<!-- hidden -->',
    ':::tip Keep it short\nOne *idea*.\n:::',
    '## Errors {#errors}',
    '| a | b |\n| - | - |\n| 1 | 2 |',
    '```python title="app.py"\nasync def source(): yield 1\n```',
    '',
  ].join('\n\n');
  const page = {
    title: 'Subscriptions',
    resolveUrl: (url: string) => (url === './resolvers.md' ? `${ORIGIN}/server/resolvers` : url),
  };
  // What the conversion worker is told: the page, and the site's pages its links may name.
  const expected = new Map([[FILE, {title: 'Subscriptions', permalink: '/server/subscriptions'}]]);
  const siteLinks = {
    origin: ORIGIN,
    permalinkOfFile: new Map([
      ['/site/server/resolvers.md', '/server/resolvers'],
      [FILE, '/server/subscriptions'],
    ]),
  };
  afterAll(closeCapture);

  /** Compiles the page with the capture first, the syntax plugins Docusaurus adds, then a plugin that changes the tree. */
  async function compileWithCapture(file: string): Promise<{later: string[]}> {
    const later: string[] = [];
    const changeTree = () => (tree: Root) => {
      later.push(...tree.children.map((node) => node.type));
      tree.children.splice(0, tree.children.length);
    };
    // Docusaurus rewrites the source before it parses it (admonition titles, heading ids).
    const value = preprocessContent({
      fileContent: SOURCE,
      filePath: file,
      admonitions: true,
      // The only part of the Markdown settings it reads.
      markdownConfig: {mdx1Compat: {headingIds: true, admonitions: true, comments: true}} as Parameters<
        typeof preprocessContent
      >[0]['markdownConfig'],
    });
    await compile(new VFile({value, path: file}), {
      format: 'md',
      remarkPlugins: [remarkPageMarkdown, remarkFrontmatter, remarkDirective, remarkGfm, remarkComment, changeTree],
    });
    return {later};
  }

  it('is the Markdown converted from the source, and leaves the tree unchanged for the plugins after it', async () => {
    expectPages(expected, siteLinks);
    const {later} = await compileWithCapture(FILE);
    const captured = await takeCaptured(FILE);
    expect(captured).toBe(toPageMarkdown({text: SOURCE, format: 'md', ...page}));
    expect(captured).toContain('[resolver](https://ariadnegraphql.org/server/resolvers)');
    expect(captured).toContain('> **Tip: Keep it short**');
    expect(later).toContain('containerDirective');
    // Taken once.
    expect(takeCaptured(FILE)).toBeUndefined();
  });

  it('fails the page, naming it and the link, when a link names no page of the site', async () => {
    expectPages(expected, {origin: ORIGIN, permalinkOfFile: new Map([[FILE, '/server/subscriptions']])});
    await compileWithCapture(FILE);
    await expect(takeCaptured(FILE)).rejects.toThrow(`${FILE} links to ./resolvers.md, which is no page of the site.`);
  });

  it('leaves out pages it was not told to expect', async () => {
    expectPages(expected, siteLinks);
    await compileWithCapture('/site/server/other.md');
    expect(takeCaptured('/site/server/other.md')).toBeUndefined();
    expect(takeCaptured(FILE)).toBeUndefined();
  });
});
