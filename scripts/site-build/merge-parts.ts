/**
 * Merges the archive part's output into the main part's (src/site/parts.ts):
 * the pages of the archive part's versions and their search shards, the assets they
 * load, and their sitemap entries. Everything else of the archive build
 * (its not-found page, search page, sitemap file) is the main part's job.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ARCHIVE_VERSIONS, archivePrefixes, partOfPath} from '../../src/site/parts';
import {SEARCH_INDEX_DIR, shardFileName} from '../../src/search/types';

/**
 * Copies the folders and files under `from` into `to`; the number of files copied. Each copy is a hard
 * link where the file system allows one (the archive part's 10,000 files took 5.9 s to copy on this
 * machine's disk) and otherwise a copy that keeps the file's times; either way a precompressed copy stays
 * no older than its file (scripts/site-build/precompress.ts). A file already at the target is replaced,
 * never written through, so nothing done to the merged build reaches the part it came from.
 */
export function copyTree(from: string, to: string, {overwrite}: {overwrite: boolean}): number {
  let copied = 0;
  for (const entry of fs.readdirSync(from, {recursive: true, withFileTypes: true})) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) {
      fs.mkdirSync(target, {recursive: true});
    } else if (overwrite || !fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      placeFile(source, target);
      copied += 1;
    }
  }
  return copied;
}

/** Puts the file at `source` at `target` too: a hard link, or a copy with the same times where linking fails. */
function placeFile(source: string, target: string): void {
  fs.rmSync(target, {force: true});
  try {
    fs.linkSync(source, target);
  } catch {
    fs.copyFileSync(source, target);
    const {atime, mtime} = fs.statSync(source);
    fs.utimesSync(target, atime, mtime);
  }
}

/**
 * Gives the archive part the precompressed copies that the merged build made of its files: of
 * `relativeFiles` (the files a pass over the merged build compressed), each one that is the archive
 * part's file (a hard link to it, or a copy with the same size and times) gets the merged copies, placed
 * as `copyTree` places files. The archive part's own files are compressed in the pass over the merged
 * build, beside the page scan, rather than in a step of their own before the merge; with their copies
 * back, a later build that reuses the archive part reuses them too. The number of files that got copies.
 */
export function returnCopies(mergedDir: string, archiveDir: string, relativeFiles: Iterable<string>): number {
  let returned = 0;
  for (const relative of relativeFiles) {
    const source = path.join(archiveDir, relative);
    const merged = path.join(mergedDir, relative);
    let sourceStat: fs.Stats;
    let mergedStat: fs.Stats;
    try {
      sourceStat = fs.statSync(source);
      mergedStat = fs.statSync(merged);
    } catch {
      continue;
    }
    const sameFile =
      (sourceStat.ino === mergedStat.ino && sourceStat.dev === mergedStat.dev) ||
      (sourceStat.size === mergedStat.size && sourceStat.mtimeMs === mergedStat.mtimeMs);
    if (!sameFile) continue;
    let placed = false;
    for (const extension of ['.gz', '.br']) {
      const copy = `${merged}${extension}`;
      let copyStat: fs.Stats;
      try {
        copyStat = fs.statSync(copy);
      } catch {
        continue;
      }
      if (copyStat.mtimeMs < mergedStat.mtimeMs) continue;
      try {
        const kept = fs.statSync(`${source}${extension}`);
        if (kept.ino === copyStat.ino && kept.dev === copyStat.dev) continue;
      } catch {
        // No copy there yet.
      }
      placeFile(copy, `${source}${extension}`);
      placed = true;
    }
    if (placed) returned += 1;
  }
  return returned;
}

/** Places a file and whichever of its precompressed copies (`.gz`, `.br`) it has, as `copyTree` does. */
function copyWithCompressed(source: string, target: string): void {
  for (const extension of ['', '.gz', '.br']) {
    if (extension === '' || fs.existsSync(`${source}${extension}`))
      placeFile(`${source}${extension}`, `${target}${extension}`);
  }
}

const LOC = /<url>[\s\S]*?<\/url>/g;

/** The main sitemap with the archive sitemap's entries for archived pages added. */
export function mergeSitemaps(mainXml: string, archiveXml: string, isArchived: (loc: string) => boolean): string {
  const known = new Set(mainXml.match(LOC) ?? []);
  const added = (archiveXml.match(LOC) ?? []).filter((entry) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(entry)?.[1];
    return loc !== undefined && isArchived(loc) && !known.has(entry);
  });
  if (!mainXml.includes('</urlset>')) throw new Error('The main sitemap.xml has no </urlset>.');
  return mainXml.replace('</urlset>', `${added.join('')}</urlset>`);
}

export function mergeArchive(mainDir: string, archiveDir: string, siteUrl: string, baseUrl = '/'): {files: number} {
  let files = 0;
  const areaDir = (dir: string, area: string) => path.join(dir, ...baseUrl.split('/').filter(Boolean), area);
  for (const {area, name, path: versionPath} of ARCHIVE_VERSIONS) {
    const pageDir = path.join(areaDir(archiveDir, area), versionPath);
    const landing = `${pageDir}.html`;
    if (!fs.existsSync(pageDir) || !fs.existsSync(landing)) {
      throw new Error(`The archive build has no pages for ${area} ${versionPath} (looked in ${pageDir}).`);
    }
    const targetDir = path.join(areaDir(mainDir, area), versionPath);
    fs.mkdirSync(targetDir, {recursive: true});
    files += copyTree(pageDir, targetDir, {overwrite: true});
    copyWithCompressed(landing, `${targetDir}.html`);
    files += 1;
    const shard = shardFileName(`docs-${area}-${name}`);
    copyWithCompressed(path.join(archiveDir, SEARCH_INDEX_DIR, shard), path.join(mainDir, SEARCH_INDEX_DIR, shard));
    files += 1;
  }
  // Asset names carry a hash of their content, so a name both parts have is the same file.
  files += copyTree(path.join(archiveDir, 'assets'), path.join(mainDir, 'assets'), {overwrite: false});

  const origin = new URL(siteUrl).origin;
  const prefixes = archivePrefixes(baseUrl);
  const isArchived = (loc: string) => {
    const url = new URL(loc, origin);
    return url.origin === origin && partOfPath(url.pathname, prefixes) === 'archive';
  };
  const sitemap = path.join(mainDir, 'sitemap.xml');
  fs.writeFileSync(
    sitemap,
    mergeSitemaps(
      fs.readFileSync(sitemap, 'utf8'),
      fs.readFileSync(path.join(archiveDir, 'sitemap.xml'), 'utf8'),
      isArchived,
    ),
  );
  return {files};
}
