/**
 * Writes a `.gz` and a `.br` copy beside every text file of the build
 * (serving/rules.mjs names the kinds), so neither server compresses on each
 * request: nginx sends them with gzip_static and brotli_static, the README's
 * server likewise. A copy that would not be smaller is not written.
 *
 * Gzip at level 9 (cheap at any level). Brotli's quality costs build time:
 * on the site's JavaScript, quality 11 is 2.6% smaller than 10 for 2.5 times
 * the CPU, and 10 is 8% smaller than 5 for fifteen times the CPU. The large
 * hashed assets (64 KB and more: React, the app and the theme, which first
 * visits load and which are cached for a year) get 10, about 2.3 KB smaller
 * each. Everything else gets 5: the two thousand page-sized chunks, where 10
 * would save 0.1–0.4 KB a file for some 10 s of the build's CPU, and pages,
 * shards, feeds and Markdown (82 MB of HTML alone).
 *
 * A copy that is already there and no older than its file is kept, so each
 * file is compressed once. Each part's pages and assets are compressed as soon
 * as they are written, in the part's postBuild (plugins/precompress-output),
 * beside the search extraction; the rest of a part's output after it is
 * built (scripts/build.mjs): the main part's while the archive part still
 * builds, the archive part's in .archive-build/, where a later build that
 * reuses the archive reuses its copies too (the merge keeps the files'
 * times). The last pass over the merged build then compresses only what the
 * merge and the serving step wrote. A copy that a changed file no longer
 * beats is removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {COMPRESSIBLE_EXTENSIONS, IMMUTABLE, MIN_COMPRESSED_SIZE, cacheControlOf} from '../../serving/rules.mjs';
import {buildFiles} from './build-files';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const BROTLI_QUALITY = {largeHashed: 10, other: 5};

/** The size from which a hashed asset gets the higher quality. */
export const LARGE_ASSET_BYTES = 64 * 1024;

export type PrecompressFigures = {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Of `files`, those whose copies were already there, no older than the file. */
  reused: number;
  /** The files (relative to the build folder) that this pass compressed: `files` less the reused ones. */
  compressed: string[];
};

/** The copy of `file` with this extension if it exists and is no older than the file; undefined otherwise. */
async function currentCopy(file: string, modified: number, extension: string): Promise<number | undefined> {
  try {
    const copy = await fs.promises.stat(`${file}${extension}`);
    return copy.mtimeMs >= modified ? copy.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes a copy when it is smaller than the file; removes an earlier copy when it is not. An earlier copy
 * is removed before the new one is written: in the merged build it may be a hard link to the archive
 * part's (scripts/site-build/merge-parts.ts), which must not change with it.
 */
async function writeCopy(file: string, extension: string, copy: Buffer, size: number): Promise<number> {
  await fs.promises.rm(`${file}${extension}`, {force: true});
  if (copy.length < size) {
    await fs.promises.writeFile(`${file}${extension}`, copy);
    return copy.length;
  }
  return 0;
}

export type PrecompressOptions = {
  /** How many files are compressed at once. */
  concurrency?: number;
  /** The kinds of file (extensions) to compress, among COMPRESSIBLE_EXTENSIONS; all of them when not given. */
  kinds?: readonly string[];
};

export async function precompress(
  buildDir: string,
  {concurrency = 4, kinds = COMPRESSIBLE_EXTENSIONS}: PrecompressOptions = {},
): Promise<PrecompressFigures> {
  const files = [...buildFiles(buildDir)].filter((file) => {
    const kind = path.extname(file).slice(1).toLowerCase();
    return COMPRESSIBLE_EXTENSIONS.includes(kind) && kinds.includes(kind);
  });
  const figures: PrecompressFigures = {files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0, reused: 0, compressed: []};
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const relative = files[next];
      const file = path.join(buildDir, relative);
      next += 1;
      const {size, mtimeMs} = await fs.promises.stat(file);
      if (size < MIN_COMPRESSED_SIZE) continue;
      figures.files += 1;
      figures.bytes += size;
      const [keptGzip, keptBrotli] = await Promise.all([
        currentCopy(file, mtimeMs, '.gz'),
        currentCopy(file, mtimeMs, '.br'),
      ]);
      if (keptGzip !== undefined && keptBrotli !== undefined) {
        figures.reused += 1;
        figures.gzipBytes += keptGzip;
        figures.brotliBytes += keptBrotli;
        continue;
      }
      const body = await fs.promises.readFile(file);
      const large = body.length >= LARGE_ASSET_BYTES && cacheControlOf(`/${relative}`) === IMMUTABLE;
      const quality = large ? BROTLI_QUALITY.largeHashed : BROTLI_QUALITY.other;
      const [gzipBytes, brotliBytes] = await Promise.all([
        keptGzip ?? gzip(body, {level: 9}).then((gz) => writeCopy(file, '.gz', gz, body.length)),
        keptBrotli ??
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }).then((br) => writeCopy(file, '.br', br, body.length)),
      ]);
      figures.gzipBytes += gzipBytes;
      figures.brotliBytes += brotliBytes;
      figures.compressed.push(relative);
    }
  }
  await Promise.all(Array.from({length: concurrency}, worker));
  return figures;
}
