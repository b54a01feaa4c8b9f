/**
 * The TypeScript steps of `npm run build` (scripts/build.mjs), run as short
 * separate processes so no TypeScript runner stays in memory while the site
 * parts build:
 *   fingerprint  prints the fingerprint of the archive part's inputs
 *   precompress  writes the precompressed copies of a part's output (its folder
 *                as the argument), as soon as that part is built
 *   finish       once both parts are built, in one process: the merge of the
 *                archive part into build/; the redirect pages at the legacy
 *                /docs addresses; the precompressed copies of every text file
 *                that has none yet, while two worker threads read each page
 *                for the check of every link and the inline-script hashes;
 *                the archive part's files' copies linked back into it (then,
 *                given `--archive-fingerprint F`, its fingerprint file, which
 *                lets a later build reuse it); then the manifest of what the
 *                servers need (serving/)
 */
import fs from 'node:fs';
import path from 'node:path';
import {archiveFingerprint} from './part-inputs';
import {mergeArchive, returnCopies} from './merge-parts';
import {checkLinks, formatBrokenLinks} from './check-links';
import {writeLegacyPages} from './legacy-pages';
import {buildScriptHashes} from './script-hashes';
import {scanBuildInWorkers} from './page-scan.mjs';
import {writeServingManifest} from './serving-manifest';
import {precompress} from './precompress';
import {BASE_URL, SITE_URL} from '../../src/site/constants';

const ROOT = path.resolve(__dirname, '../..');
const FINGERPRINT_OPTION = '--archive-fingerprint=';
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const archiveFingerprintArg = args.find((arg) => arg.startsWith(FINGERPRINT_OPTION))?.slice(FINGERPRINT_OPTION.length);
const [command, outDir = 'build', archiveDir = '.archive-build'] = args.filter((arg) => !arg.startsWith('--'));

/** The archive part's fingerprint file (scripts/site-build/part-inputs.ts), as scripts/build.mjs reads it. */
const FINGERPRINT_FILE = '.inputs-fingerprint';

async function precompressStep(dir: string): Promise<void> {
  const started = Date.now();
  const figures = await precompress(path.resolve(ROOT, dir));
  console.log(
    `[build] ${dir}/: ${figures.files - figures.reused} files precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (command === 'fingerprint') {
  console.log(archiveFingerprint(ROOT));
} else if (command === 'precompress') {
  await precompressStep(outDir);
} else if (command === 'finish') {
  const out = path.resolve(ROOT, outDir);
  const archive = path.resolve(ROOT, archiveDir);
  const {files} = mergeArchive(out, archive, SITE_URL, BASE_URL);
  console.log(`[build] ${files} files of the archive part placed in ${outDir}/ (hard links where the disk allows)`);
  if (BASE_URL !== '/') throw new Error(`serving files: the servers' rules assume the base URL /, not ${BASE_URL}`);
  const legacyRedirects = writeLegacyPages(out, SITE_URL);
  console.log(`[build] ${Object.keys(legacyRedirects).length} legacy /docs addresses: redirect pages written`);

  // Each page (the legacy redirect pages too) is read once, for both the link check and the inline-script
  // hashes, by two worker threads, while this one compresses the files that have no copies yet: those the
  // archive part's plugins wrote after its pages (Markdown, search shards), those the merge and the legacy
  // pages wrote (the manifest written after it is a dot file, which is not served).
  const started = Date.now();
  const [scans, figures] = await Promise.all([scanBuildInWorkers(out), precompress(out)]);
  const returned = returnCopies(out, archive, figures.compressed);
  if (archiveFingerprintArg) fs.writeFileSync(path.join(archive, FINGERPRINT_FILE), archiveFingerprintArg);
  const broken = checkLinks(out, SITE_URL, scans);
  if (broken.length > 0) {
    console.error(formatBrokenLinks(broken));
    process.exit(1);
  }
  console.log('[build] every link and anchor of the merged site resolves');
  const scriptHashes = buildScriptHashes(out, scans);
  writeServingManifest(out, {legacyRedirects, scriptHashes});
  console.log(`[build] ${scriptHashes.length} distinct inline scripts hashed for the Content-Security-Policy`);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(
    `[build] ${figures.files} files precompressed (${figures.reused} of them as each part was built) ` +
      `beside the page scan, both in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${mb(figures.bytes)} MB → gzip ${mb(figures.gzipBytes)} MB, Brotli ${mb(figures.brotliBytes)} MB; ` +
      `${returned} files of the archive part got their copies back`,
  );
} else {
  console.error(`Unknown step "${command ?? ''}": use fingerprint, precompress or finish.`);
  process.exit(2);
}
