/**
 * `npm run build`: the production build of the whole site into `build/`.
 * 1. The main part (SITE_PART=main) into build/.
 * 2. The archive part (SITE_PART=archive) into .archive-build/, unless the
 *    output there was made from the same inputs (scripts/site-build/part-inputs.ts);
 *    `--fresh` always rebuilds it.
 * 3. The archive's pages, shards, assets and sitemap entries merged into build/.
 * 4. Every link and anchor of the merged site checked; a broken one fails the
 *    build, naming the page and the link.
 * Extra arguments are passed to `docusaurus build`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {archiveFingerprint} from './site-build/part-inputs';
import {mergeArchive} from './site-build/merge-parts';
import {checkLinks, formatBrokenLinks} from './site-build/check-links';
import {BASE_URL, SITE_URL} from '../src/site/constants';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'build');
const ARCHIVE_OUT = path.join(ROOT, '.archive-build');
const FINGERPRINT_FILE = path.join(ARCHIVE_OUT, '.inputs-fingerprint');

const args = process.argv.slice(2);
const fresh = args.includes('--fresh');
const passThrough = args.filter((arg) => arg !== '--fresh' && arg !== '--');

function step(title: string, work: () => void): void {
  const started = Date.now();
  console.log(`\n[build] ${title}`);
  work();
  console.log(`[build] ${title}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function docusaurusBuild(part: 'main' | 'archive', outDir: string): void {
  fs.rmSync(outDir, {recursive: true, force: true});
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir, ...passThrough],
    {cwd: ROOT, stdio: 'inherit', env: {NO_UPDATE_NOTIFIER: '1', ...process.env, SITE_PART: part}},
  );
  if (result.status !== 0) {
    console.error(`[build] the ${part} part failed (exit code ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const started = Date.now();
step('main part', () => docusaurusBuild('main', OUT));

const fingerprint = archiveFingerprint(ROOT);
const reusable = !fresh && fs.existsSync(FINGERPRINT_FILE) && fs.readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint;
if (reusable) {
  console.log('\n[build] archive part: inputs unchanged, reusing .archive-build/ (pass --fresh to rebuild it)');
} else {
  step('archive part', () => {
    docusaurusBuild('archive', ARCHIVE_OUT);
    fs.writeFileSync(FINGERPRINT_FILE, fingerprint);
  });
}

step('merge', () => {
  const {files} = mergeArchive(OUT, ARCHIVE_OUT, SITE_URL, BASE_URL);
  console.log(`[build] ${files} files of the archive part copied into build/`);
});

step('link check', () => {
  const broken = checkLinks(OUT, SITE_URL);
  if (broken.length > 0) {
    console.error(formatBrokenLinks(broken));
    process.exit(1);
  }
  console.log('[build] every link and anchor of the merged site resolves');
});

console.log(`\n[build] site built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(ROOT, OUT)}/`);
