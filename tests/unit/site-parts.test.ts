import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import serverVersions from '../../server_versions.json';
import {ARCHIVE_VERSIONS, archivePrefixes, partHoldsVersion, partOfPath, sitePartFrom} from '../../src/site/parts';
import {keepPartVersions} from '../../plugins/docs-part';
import {checkLinks, formatBrokenLinks, sitePathOfFile} from '../../scripts/site-build/check-links';
import {copyTree, mergeSitemaps, returnCopies} from '../../scripts/site-build/merge-parts';
import precompressOutput from '../../plugins/precompress-output';
import {buildFiles} from '../../scripts/site-build/build-files';
import {precompress} from '../../scripts/site-build/precompress';
import {archiveFingerprint} from '../../scripts/site-build/part-inputs';
import {chunkAssetCode, engineChunkAssetPlugin, withoutEngineChunkAssets} from '../../plugins/site-parts/chunkAssets';
import {temporaryFolders} from '../support/tempFolders';

const tempDir = temporaryFolders('site-parts-');

describe('site parts', () => {
  it('archives every released server version but the latest, and the development version of both areas', () => {
    const server = ARCHIVE_VERSIONS.filter((version) => version.area === 'server').map((version) => version.name);
    expect(server).toEqual([...serverVersions.slice(1), 'current']);
    expect(server).toContain('0.4.0');
    expect(server).not.toContain('0.25');
    expect(ARCHIVE_VERSIONS.filter((version) => version.area === 'client')).toEqual([
      {area: 'client', name: 'current', path: 'next', docsDir: 'client'},
    ]);
    expect(ARCHIVE_VERSIONS.find((version) => version.name === '0.24')).toEqual({
      area: 'server',
      name: '0.24',
      path: '0.24',
      docsDir: 'server_versioned_docs/version-0.24',
    });
  });

  it('sends archived version paths to the archive part and everything else to the main part', () => {
    expect(partOfPath('/server/0.24/intro')).toBe('archive');
    expect(partOfPath('/server/0.4.0')).toBe('archive');
    expect(partOfPath('/server/0.12.0/types-reference')).toBe('archive');
    expect(partOfPath('/server/intro')).toBe('main');
    expect(partOfPath('/server/next/intro')).toBe('archive');
    expect(partOfPath('/server/next')).toBe('archive');
    expect(partOfPath('/client/next/plugins/custom-plugins')).toBe('archive');
    expect(partOfPath('/server/nextgen')).toBe('main');
    expect(partOfPath('/server/0.245')).toBe('main');
    expect(partOfPath('/client/0.15.3/intro')).toBe('main');
    expect(partOfPath('/client/intro')).toBe('main');
    expect(partOfPath('/blog')).toBe('main');
    expect(partOfPath('/')).toBe('main');
    expect(archivePrefixes('/docs/')[0]).toBe(`/docs/server/${serverVersions[1]}`);
    expect(archivePrefixes('/docs/')).toContain('/docs/client/next');
  });

  it('reads SITE_PART and refuses unknown values, naming the accepted ones', () => {
    expect(sitePartFrom(undefined)).toBe('all');
    expect(sitePartFrom(' ')).toBe('all');
    expect(sitePartFrom('archive')).toBe('archive');
    expect(() => sitePartFrom('old')).toThrow('SITE_PART must be one of all, main, archive');
  });

  it('keeps only the version routes of the part being built', () => {
    const version = (name: string): RouteConfig => ({
      path: `/server/${name}`,
      component: 'x',
      props: {version: {version: name}},
    });
    const root: RouteConfig = {
      path: '/server',
      component: 'root',
      routes: [version('current'), version('0.25'), version('0.24'), version('0.4.0')],
    };
    const names = (route: RouteConfig) => route.routes?.map((child) => child.path);
    expect(names(keepPartVersions(root, 'server', 'main'))).toEqual(['/server/0.25']);
    expect(names(keepPartVersions(root, 'server', 'archive'))).toEqual([
      '/server/current',
      '/server/0.24',
      '/server/0.4.0',
    ]);
    expect(names(keepPartVersions(root, 'server', 'all'))).toHaveLength(4);
    expect(partHoldsVersion('archive', 'client', '0.15.3')).toBe(false);
    expect(partHoldsVersion('main', 'client', '0.15.3')).toBe(true);
    expect(partHoldsVersion('archive', 'client', 'current')).toBe(true);
    expect(partHoldsVersion('main', 'client', 'current')).toBe(false);
  });
});

describe('link check of the merged build', () => {
  const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

  it('maps built files to site paths', () => {
    expect(sitePathOfFile('index.html')).toBe('/');
    expect(sitePathOfFile('server/intro.html')).toBe('/server/intro');
    expect(sitePathOfFile(path.join('blog', 'index.html'))).toBe('/blog');
  });

  it('accepts links to pages, anchors, files and other sites', () => {
    const dir = tempDir({
      'index.html': page(
        '<a href="/server/intro#install">i</a><a href=/img/logo.svg>l</a><a href="https://github.com/x">g</a><a href="mailto:a@b.c">m</a><a href="#top">t</a><div id="top"></div>',
      ),
      'server/intro.html': page('<h2 id="install">Install</h2><a href="../blog/">b</a><a href="subscriptions">s</a>'),
      'server/subscriptions.html': page('<a href="/server/0.24/intro">old</a>'),
      'server/0.24/intro.html': page('<a href="/">home</a>'),
      'blog.html': page(''),
      'img/logo.svg': '<svg/>',
    });
    expect(checkLinks(dir, 'https://ariadnegraphql.org')).toEqual([]);
  });

  it('names the page and the link of every broken link and anchor', () => {
    const dir = tempDir({
      'index.html': page(
        '<a href="/server/missing">x</a><a href="/server/intro#nowhere">y</a><a href="https://ariadnegraphql.org/gone">z</a>',
      ),
      'server/intro.html': page('<h2 id="install">Install</h2>'),
    });
    const broken = checkLinks(dir, 'https://ariadnegraphql.org');
    expect(broken).toEqual([
      {page: '/', href: '/server/missing', reason: 'no such page or file'},
      {page: '/', href: '/server/intro#nowhere', reason: 'no element with id "nowhere" on /server/intro'},
      {page: '/', href: 'https://ariadnegraphql.org/gone', reason: 'no such page or file'},
    ]);
    expect(formatBrokenLinks(broken)).toContain('- on /: /server/missing (no such page or file)');
  });

  it('reads the pages at every depth but not the HTML files of the top-level assets folder', () => {
    const dir = tempDir({
      'index.html': page('<a href="/a/b/c">c</a>'),
      'a/b/c.html': page('<a href="/a/b/missing">x</a>'),
      'assets/html/snippet.html': page('<a href="/assets/missing">y</a>'),
      'a/assets/page.html': page('<a href="/a/assets/missing">z</a>'),
    });
    expect(checkLinks(dir).map((link) => link.href)).toEqual(['/a/assets/missing', '/a/b/missing']);
  });
});

describe('walks of a finished build', () => {
  it('lists every file at every depth, sorted, without dot files and dot folders', () => {
    const dir = tempDir({
      'z.html': '',
      'a/b/c.js': '',
      'a/.hidden/d.js': '',
      '.cache/e': '',
      'a/.f': '',
      'a.html': '',
    });
    expect(buildFiles(dir)).toEqual(['a.html', 'a/b/c.js', 'z.html']);
  });

  it('copies a tree into another: folders at every depth, existing files kept unless overwriting', () => {
    const from = tempDir({'x.js': 'new x', 'deep/er/y.js': 'new y'});
    fs.mkdirSync(path.join(from, 'empty/inside'), {recursive: true});
    const to = tempDir({'x.js': 'old x'});
    expect(copyTree(from, to, {overwrite: false})).toBe(1);
    expect(fs.readFileSync(path.join(to, 'x.js'), 'utf8')).toBe('old x');
    expect(fs.readFileSync(path.join(to, 'deep/er/y.js'), 'utf8')).toBe('new y');
    expect(fs.statSync(path.join(to, 'empty/inside')).isDirectory()).toBe(true);
    expect(copyTree(from, to, {overwrite: true})).toBe(2);
    expect(fs.readFileSync(path.join(to, 'x.js'), 'utf8')).toBe('new x');
  });

  it('places each file as a hard link on one disk, and replaces a target rather than writing through it', () => {
    const from = tempDir({'page.html': 'archived'});
    const to = tempDir({'page.html': 'old'});
    const target = path.join(to, 'page.html');
    const before = fs.statSync(target).ino;
    copyTree(from, to, {overwrite: true});
    // The temporary folders share a disk: the target is the source's file, not a copy.
    expect(fs.statSync(target).ino).toBe(fs.statSync(path.join(from, 'page.html')).ino);
    expect(fs.statSync(target).ino).not.toBe(before);
    expect(fs.statSync(target).nlink).toBe(2);
    // Placing another file there later leaves the first source as it was.
    const other = tempDir({'page.html': 'newer'});
    copyTree(other, to, {overwrite: true});
    expect(fs.readFileSync(target, 'utf8')).toBe('newer');
    expect(fs.readFileSync(path.join(from, 'page.html'), 'utf8')).toBe('archived');
  });
});

describe('precompressed copies, made as each part is built', () => {
  const page = (words: string) => `<p>${words.repeat(100)}</p>`;
  const mtime = (file: string) => fs.statSync(file).mtimeMs;
  const gunzip = (file: string) => zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString();
  const unbrotli = (file: string) => zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString();

  it('writes each copy once: a second pass keeps them, a changed file gets new ones', async () => {
    const dir = tempDir({'a.html': page('alpha '), 'b/c.js': `console.log(${JSON.stringify(page('beta '))});`});
    const file = path.join(dir, 'a.html');
    expect(await precompress(dir)).toMatchObject({files: 2, reused: 0});
    expect(gunzip(file)).toBe(page('alpha '));
    const written = mtime(`${file}.gz`);

    expect(await precompress(dir)).toMatchObject({files: 2, reused: 2, compressed: []});
    expect(mtime(`${file}.gz`)).toBe(written);

    fs.writeFileSync(file, page('gamma '));
    // Later than the copies, whatever the clock's resolution.
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await precompress(dir)).toMatchObject({files: 2, reused: 1});
    expect(gunzip(file)).toBe(page('gamma '));
    expect(unbrotli(file)).toBe(page('gamma '));
  });

  it("compresses a part's pages and assets in its postBuild, and leaves what other plugins write then", async () => {
    const dir = tempDir({
      'a.html': page('alpha '),
      'assets/js/main.js': `console.log(${JSON.stringify(page('beta '))});`,
      'a.md': page('markdown '),
      'search-index/docs.json': JSON.stringify(page('shard ')),
    });
    const plugin = precompressOutput();
    await plugin.postBuild?.({outDir: dir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
    const copies = (file: string) => ['.gz', '.br'].filter((copy) => fs.existsSync(path.join(dir, `${file}${copy}`)));
    expect(copies('a.html')).toEqual(['.gz', '.br']);
    expect(copies('assets/js/main.js')).toEqual(['.gz', '.br']);
    expect(copies('a.md')).toEqual([]);
    expect(copies('search-index/docs.json')).toEqual([]);
    // The pass after the part is built compresses the rest and keeps what is there.
    expect(await precompress(dir)).toMatchObject({files: 4, reused: 2});
  });

  it('removes the copies of a file that no longer compresses', async () => {
    const dir = tempDir({'a.html': page('alpha ')});
    const file = path.join(dir, 'a.html');
    await precompress(dir);
    expect(fs.existsSync(`${file}.gz`) && fs.existsSync(`${file}.br`)).toBe(true);
    fs.writeFileSync(file, crypto.randomBytes(2048));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await precompress(dir)).toMatchObject({files: 1, reused: 0, gzipBytes: 0, brotliBytes: 0});
    expect(fs.existsSync(`${file}.gz`) || fs.existsSync(`${file}.br`)).toBe(false);
  });

  it('keeps the copies of files merged from another part: the merge keeps their times', async () => {
    const archive = tempDir({'server/0.24/intro.html': page('archived ')});
    await precompress(archive);
    const built = path.join(archive, 'server/0.24/intro.html');
    const earlier = (seconds: number) => new Date(Date.now() - seconds * 1000);
    fs.utimesSync(built, earlier(20), earlier(20));
    for (const copy of ['.gz', '.br']) fs.utimesSync(`${built}${copy}`, earlier(10), earlier(10));
    const merged = tempDir({'index.html': page('home ')});
    copyTree(archive, merged, {overwrite: true});
    expect(mtime(path.join(merged, 'server/0.24/intro.html'))).toBe(mtime(built));
    expect(await precompress(merged)).toMatchObject({files: 2, reused: 1});
    expect(gunzip(path.join(merged, 'server/0.24/intro.html'))).toBe(page('archived '));
  });

  it('gives the archive part the copies the merged build made of its files, and no others', async () => {
    const archive = tempDir({
      'server/0.24/intro.md': page('markdown '),
      'sitemap.xml': page('archive sitemap '),
      'server/0.24/old.md': page('kept '),
    });
    const merged = tempDir({});
    copyTree(archive, merged, {overwrite: true});
    // The merged build's own sitemap replaces the archive's; a stale file in the merged build is not the archive's.
    fs.rmSync(path.join(merged, 'sitemap.xml'));
    fs.writeFileSync(path.join(merged, 'sitemap.xml'), page('merged sitemap '));
    fs.rmSync(path.join(merged, 'server/0.24/old.md'));
    fs.writeFileSync(path.join(merged, 'server/0.24/old.md'), page('different '));
    const files = ['server/0.24/intro.md', 'sitemap.xml', 'server/0.24/old.md'];
    const {compressed} = await precompress(merged);
    expect([...compressed].sort()).toEqual([...files].sort());
    expect(returnCopies(merged, archive, compressed)).toBe(1);
    const intro = path.join(archive, 'server/0.24/intro.md');
    expect(gunzip(intro)).toBe(page('markdown '));
    expect(unbrotli(intro)).toBe(page('markdown '));
    expect(fs.statSync(`${intro}.gz`).ino).toBe(fs.statSync(path.join(merged, 'server/0.24/intro.md.gz')).ino);
    expect(fs.existsSync(path.join(archive, 'sitemap.xml.gz'))).toBe(false);
    expect(fs.existsSync(path.join(archive, 'server/0.24/old.md.gz'))).toBe(false);
    // A later build that reuses the archive part keeps those copies, and giving them again changes nothing.
    expect(await precompress(archive)).toMatchObject({reused: 1});
    expect(returnCopies(merged, archive, files)).toBe(0);
  });

  it("writes a merged file's new copies without changing the archive part's", async () => {
    const archive = tempDir({'server/0.24/intro.html': page('archived ')});
    await precompress(archive);
    const built = path.join(archive, 'server/0.24/intro.html');
    const merged = tempDir({});
    copyTree(archive, merged, {overwrite: true});
    const mergedFile = path.join(merged, 'server/0.24/intro.html');
    expect(fs.statSync(`${mergedFile}.gz`).ino).toBe(fs.statSync(`${built}.gz`).ino);
    // The merged file is replaced by a newer one: its copies are made again, the archive's stay.
    fs.rmSync(mergedFile);
    fs.writeFileSync(mergedFile, page('changed '));
    fs.utimesSync(mergedFile, new Date(), new Date(Date.now() + 5000));
    expect(await precompress(merged)).toMatchObject({files: 1, reused: 0});
    expect(gunzip(mergedFile)).toBe(page('changed '));
    expect(gunzip(built)).toBe(page('archived '));
    expect(unbrotli(built)).toBe(page('archived '));
  });
});

describe('merge of the two parts', () => {
  it('adds the archived entries of the archive sitemap to the main one, once', () => {
    const wrap = (locs: string[]) =>
      `<?xml version="1.0"?><urlset>${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;
    const merged = mergeSitemaps(
      wrap(['https://s/blog', 'https://s/server/intro']),
      wrap(['https://s/server/0.24/intro', 'https://s/search']),
      (loc) => loc.startsWith('https://s/server/0.24'),
    );
    expect(merged).toBe(wrap(['https://s/blog', 'https://s/server/intro', 'https://s/server/0.24/intro']));
  });

  it('fingerprints the archive inputs: archive pages count whole, latest pages by front matter only', () => {
    const site = tempDir({
      'server_versions.json': '["0.25","0.24"]',
      'server_versioned_docs/version-0.24/intro.md': '---\ntitle: Intro\n---\nOld body',
      'server_versioned_docs/version-0.25/intro.md': '---\ntitle: Intro\n---\nLatest body',
      'server/intro.md': '---\ntitle: Intro\n---\nNext body',
      'client_versioned_docs/version-0.15.3/intro.md': '---\ntitle: Intro\n---\nClient body',
    });
    const first = archiveFingerprint(site, {});
    fs.writeFileSync(
      path.join(site, 'server_versioned_docs/version-0.25/intro.md'),
      '---\ntitle: Intro\n---\nEdited body',
    );
    fs.writeFileSync(
      path.join(site, 'client_versioned_docs/version-0.15.3/intro.md'),
      '---\ntitle: Intro\n---\nClient body, edited',
    );
    expect(archiveFingerprint(site, {})).toBe(first);
    fs.writeFileSync(path.join(site, 'server/intro.md'), '---\ntitle: Intro\n---\nNext body, edited');
    const nextEdited = archiveFingerprint(site, {});
    expect(nextEdited).not.toBe(first);
    fs.writeFileSync(path.join(site, 'server/intro.md'), '---\ntitle: Intro\n---\nNext body');
    expect(archiveFingerprint(site, {})).toBe(first);
    fs.writeFileSync(
      path.join(site, 'server_versioned_docs/version-0.25/intro.md'),
      '---\ntitle: Start\n---\nEdited body',
    );
    const renamed = archiveFingerprint(site, {});
    expect(renamed).not.toBe(first);
    fs.writeFileSync(
      path.join(site, 'server_versioned_docs/version-0.24/intro.md'),
      '---\ntitle: Intro\n---\nOld body, edited',
    );
    expect(archiveFingerprint(site, {})).not.toBe(renamed);
    expect(archiveFingerprint(site, {GTAG_TRACKING_ID: 'G-1'})).not.toBe(archiveFingerprint(site, {}));
  });
});

describe("the archive part's chunk asset lookup", () => {
  const globals = {
    require: '__webpack_require__',
    publicPath: '__webpack_require__.p',
    getChunkScriptFilename: '__webpack_require__.u',
  };

  it('gives the address of a known chunk name and nothing for any other name', () => {
    const code = chunkAssetCode({'874': 'docs-layout', '1807': '0ca9e70f'}, globals);
    const runtime = {p: '/', u: (id: string) => `assets/js/${id}.abcdef12.js`} as Record<string, unknown>;
    new Function('__webpack_require__', code)(runtime);
    const gca = runtime.gca as (name: string) => string | undefined;
    expect(gca('docs-layout')).toBe('/assets/js/874.abcdef12.js');
    expect(gca('0ca9e70f')).toBe('/assets/js/1807.abcdef12.js');
    // A registry name whose module went into a shared chunk: no address, so the engine's prefetching skips it.
    expect(gca('17896441')).toBeUndefined();
  });

  it("takes the engine's ChunkAssetPlugin out of the client configuration, and fails the build when it is not there once", () => {
    const EngineChunkAssets = engineChunkAssetPlugin(process.cwd());
    const other = {apply: () => undefined};
    const engine = new EngineChunkAssets();
    expect(withoutEngineChunkAssets([other, engine], {siteDir: process.cwd()})).toEqual([other]);
    expect(() => withoutEngineChunkAssets([other], {siteDir: process.cwd()})).toThrow(
      /site-parts: the client bundle configuration holds 0 instances of the engine's ChunkAssetPlugin, expected 1/,
    );
  });
});
