/**
 * The TypeScript steps of `npm run build` (scripts/build.mjs), run as short
 * separate processes so no TypeScript runner stays in memory while the site
 * parts build:
 *   fingerprint  prints the fingerprint of the archive part's inputs
 *   finish       merges the archive part into build/ and checks every link
 */
import path from 'node:path';
import {archiveFingerprint} from './part-inputs';
import {mergeArchive} from './merge-parts';
import {checkLinks, formatBrokenLinks} from './check-links';
import {BASE_URL, SITE_URL} from '../../src/site/constants';

const ROOT = path.resolve(__dirname, '../..');
const [command, outDir = 'build', archiveDir = '.archive-build'] = process.argv.slice(2).filter((arg) => arg !== '--');

if (command === 'fingerprint') {
  console.log(archiveFingerprint(ROOT));
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
} else {
  console.error(`Unknown step "${command ?? ''}": use fingerprint or finish.`);
  process.exit(2);
}
