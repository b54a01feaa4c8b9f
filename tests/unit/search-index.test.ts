/**
 * plugins/search-index on saved HTML of each page layout the site builds
 * (tests/support/search-pages/, taken from a production build with scripts
 * and stylesheets left out): what a docs page, a reference page and a blog
 * post give, that the blog list gives nothing, and that the build fails,
 * naming the page or version, when a page or a version would be missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {codeWords, extractPage} from '../../plugins/search-index/extract';
import {buildShards, expectedTags} from '../../plugins/search-index/index';
import {startExtractor} from '../../plugins/search-index/extractInWorker';
import {CONTENT} from '../../src/search/shardFormat';

const PAGES = path.join(__dirname, '../support/search-pages');
const html = (name: string) => fs.readFileSync(path.join(PAGES, name), 'utf8');

const ROUTES: Record<string, string> = {
  '/server/file-uploads': 'docs-page.html',
  '/server/types-reference': 'reference-page.html',
  '/client/configuration': 'client-docs-page.html',
  '/blog/2024/02/05/ariadne-codegen-0-12': 'blog-post.html',
  '/blog': 'blog-list.html',
};

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

/** A build output folder holding the fixtures at their routes, with `change` applied to each page. */
function outDir(change: (route: string, page: string) => string | null = (_route, page) => page): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  made.push(dir);
  for (const [route, name] of Object.entries(ROUTES)) {
    const page = change(route, html(name));
    if (page === null) continue;
    const file = path.join(dir, `${route}.html`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, page);
  }
  return dir;
}

describe('extractPage', () => {
  it('reads a docs page: category, title, headings with anchors, text, and the words of its code', () => {
    const extracted = extractPage({path: '/server/file-uploads', html: html('docs-page.html'), defaultLvl0: 'Docs'});
    expect(extracted?.language).toBe('en');
    const [pagePath, lvl0, title, outline] = extracted!.page;
    expect([pagePath, lvl0, title]).toEqual(['/server/file-uploads', 'Docs', 'File uploads']);
    expect(outline[0]).toEqual([CONTENT, null, expect.stringContaining('multipart/form-data')]);
    const example = outline.find(([level, anchor]) => level === 2 && anchor === 'minimal-example');
    expect(example?.[2]).toBe('Minimal example');
    // The example's code is searchable under its heading, without the language's keywords.
    expect(example?.[3]?.split(' ')).toEqual(expect.arrayContaining(['upload_scalar', 'make_executable_schema']));
    expect(example?.[3]?.split(' ')).not.toContain('import');
    // No heading text keeps its "#" link, and no record holds code as prose.
    for (const [, , text] of outline) expect(text).not.toMatch(/\u200b|^#|\bdef \w+\(/);
  });

  it('reads a reference page: every documented name is a heading', () => {
    const [, lvl0, title, outline] = extractPage({
      path: '/server/types-reference',
      html: html('reference-page.html'),
      defaultLvl0: 'Docs',
    })!.page;
    expect(lvl0).toBe('API reference');
    expect(title).toBe('Types reference');
    const headings = outline.filter(([level]) => level !== CONTENT).map(([, anchor, text]) => [anchor, text]);
    expect(headings).toContainEqual(['graphqlresult', 'GraphQLResult']);
    expect(headings.length).toBeGreaterThan(10);
  });

  it('reads a blog post under the Blog category', () => {
    const [, lvl0, title, outline] = extractPage({
      path: '/blog/2024/02/05/ariadne-codegen-0-12',
      html: html('blog-post.html'),
      defaultLvl0: 'Blog',
    })!.page;
    expect(lvl0).toBe('Blog');
    expect(title).toMatch(/Ariadne Codegen 0\.12/);
    expect(outline.some(([level, , text]) => level === CONTENT && text.length > 40)).toBe(true);
  });

  it('gives nothing for a page without an article body', () => {
    const withoutBody = html('docs-page.html').replace(/theme-doc-markdown markdown/g, 'something-else');
    expect(extractPage({path: '/server/file-uploads', html: withoutBody, defaultLvl0: 'Docs'})).toBeNull();
  });

  it('keeps distinct names of code, not keywords or short words', () => {
    expect(codeWords('from ariadne import QueryType\nquery = QueryType()\nx = 1')).toEqual(['ariadne', 'QueryType']);
  });

  it('reads the lines of a highlighted code block apart, not glued where the highlighter put <br>', () => {
    const line = (text: string) => `<span class="token-line"><span class="token plain">${text}</span><br></span>`;
    const page = `<html lang="en"><body><article><div class="theme-doc-markdown markdown"><header><h1>Loading</h1></header>
      <h2 id="files">Files</h2><p>Reading files.</p>
      <pre class="prism-code"><code>${line('from ariadne import gql')}${line('type_defs = gql(SDL)')}</code></pre>
      </div></article></body></html>`;
    const [, , , outline] = extractPage({path: '/server/x', html: page, defaultLvl0: 'Docs'})!.page;
    expect(outline[0]?.[3]).toBe('ariadne gql type_defs SDL');
  });
});

describe('the extraction worker', () => {
  it('answers each page as extractPage does, in the order sent, and refuses pages once closed', async () => {
    const inputs = [
      {path: '/server/file-uploads', html: html('docs-page.html'), defaultLvl0: 'Docs'},
      {path: '/blog', html: html('blog-list.html'), defaultLvl0: 'Blog'},
      {path: '/server/types-reference', html: html('reference-page.html'), defaultLvl0: 'Docs'},
    ];
    const extractor = startExtractor();
    const answers = await Promise.all(inputs.map((input) => extractor.extract(input)));
    expect(answers).toEqual(inputs.map((input) => extractPage(input)));
    expect(answers[1]).toBeNull();
    await extractor.close();
    await expect(extractor.extract(inputs[0]!)).rejects.toThrow(/extraction worker stopped/);
  });
});

describe('buildShards', () => {
  const routes = Object.keys(ROUTES);
  const ORIGIN = 'https://docs.example';

  it('writes one shard per docs version and one for the posts; the blog list is not indexed', async () => {
    const shards = await buildShards(outDir(), routes, '/', ORIGIN, [
      'docs-server-0.25',
      'docs-client-0.15.3',
      'default',
    ]);
    expect(shards.map((shard) => [shard.tag, shard.pages.map(([pagePath]) => pagePath)])).toEqual([
      ['default', ['/blog/2024/02/05/ariadne-codegen-0-12']],
      ['docs-client-0.15.3', ['/client/configuration']],
      ['docs-server-0.25', ['/server/file-uploads', '/server/types-reference']],
    ]);
  });

  it('fails, naming the page, when a docs page gives no records', async () => {
    const broken = outDir((route, page) =>
      route === '/server/types-reference' ? page.replace(/<h1>[^<]*<\/h1>/, '<h1></h1>') : page,
    );
    await expect(buildShards(broken, routes, '/', ORIGIN)).rejects.toThrow(
      /\/server\/types-reference \(docs-server-0\.25\): no article body or title/,
    );
  });

  it('fails, naming the post, when a post has no HTML file', async () => {
    const missing = outDir((route, page) => (route.startsWith('/blog/2024') ? null : page));
    await expect(buildShards(missing, routes, '/', ORIGIN)).rejects.toThrow(
      /\/blog\/2024\/02\/05\/ariadne-codegen-0-12: blog post without its HTML file/,
    );
  });

  it('fails, naming the version, when a version of the part has no pages', async () => {
    await expect(buildShards(outDir(), routes, '/', ORIGIN, ['docs-server-0.24', 'default'])).rejects.toThrow(
      /docs-server-0\.24: no pages indexed/,
    );
  });

  it('expects every version of the part, and the blog outside the archive', () => {
    const main = expectedTags('main');
    const archive = expectedTags('archive');
    expect(main).toEqual(expect.arrayContaining(['docs-server-0.25', 'docs-client-0.15.3', 'default']));
    expect(archive).toEqual(expect.arrayContaining(['docs-server-0.24', 'docs-server-current', 'docs-client-current']));
    expect(archive).not.toContain('default');
    expect(main.filter((tag) => archive.includes(tag))).toEqual([]);
  });
});
