/**
 * The TypeScript steps of `npm run build` (scripts/build.mjs), run as short
 * separate processes so no TypeScript runner stays in memory while the site
 * parts build:
 *   fingerprint  prints the fingerprint of the archive part's inputs
 *   precompress  writes the precompressed copies of a part's output (its folder
 *                as the argument), as soon as that part is built
 *   finish       merges the archive part into build/ and checks every link
 *   serving      writes what the servers need (serving/): the legacy redirect
 *                pages, the manifest with the inline-script hashes, and the
 *                precompressed copies of every text file that has none yet
 *                (last: it reads the rest)
 */
import path from 'node:path';
import {archiveFingerprint} from './part-inputs';
import {mergeArchive} from './merge-parts';
import {checkLinks, formatBrokenLinks} from './check-links';
import {writeLegacyPages} from './legacy-pages';
import {buildScriptHashes} from './script-hashes';
import {writeServingManifest} from './serving-manifest';
import {precompress} from './precompress';
import {BASE_URL, SITE_URL} from '../../src/site/constants';

const ROOT = path.resolve(__dirname, '../..');
const [command, outDir = 'build', archiveDir = '.archive-build'] = process.argv.slice(2).filter((arg) => arg !== '--');

if (command === 'fingerprint') {
  console.log(archiveFingerprint(ROOT));
} else if (command === 'precompress') {
  const started = Date.now();
  const figures = await precompress(path.resolve(ROOT, outDir));
  console.log(
    `[build] ${outDir}/: ${figures.files - figures.reused} files precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} else if (command === 'finish') {
  const out = path.resolve(ROOT, outDir);
  const {files} = mergeArchive(out, path.resolve(ROOT, archiveDir), SITE_URL, BASE_URL);
  console.log(`[build] ${files} files of the archive part copied into ${outDir}/`);
  const broken = checkLinks(out, SITE_URL);
  if (broken.length > 0) {
    console.error(formatBrokenLinks(broken));
    process.exit(1);
  }
  console.log('[build] every link and anchor of the merged site resolves');
} else if (command === 'serving') {
  const out = path.resolve(ROOT, outDir);
  if (BASE_URL !== '/') throw new Error(`serving files: the servers' rules assume the base URL /, not ${BASE_URL}`);
  const legacyRedirects = writeLegacyPages(out, SITE_URL);
  console.log(`[build] ${Object.keys(legacyRedirects).length} legacy /docs addresses: redirect pages written`);
  const scriptHashes = buildScriptHashes(out);
  writeServingManifest(out, {legacyRedirects, scriptHashes});
  console.log(`[build] ${scriptHashes.length} distinct inline scripts hashed for the Content-Security-Policy`);
  const started = Date.now();
  const figures = await precompress(out);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(
    `[build] ${figures.files} files precompressed (${figures.reused} of them as each part was built) in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${mb(figures.bytes)} MB → gzip ${mb(figures.gzipBytes)} MB, Brotli ${mb(figures.brotliBytes)} MB`,
  );
} else {
  console.error(`Unknown step "${command ?? ''}": use fingerprint, precompress, finish or serving.`);
  process.exit(2);
}
