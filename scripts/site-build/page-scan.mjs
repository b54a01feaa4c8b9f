/**
 * One read of each page of a finished build, for both checks that need its
 * markup: the link check (./check-links.ts: the page's ids and links) and
 * the Content-Security-Policy's script hashes (./script-hashes.ts: its
 * inline scripts). Each page is parsed once, by two worker threads
 * (./pageScanWorker.mjs); plain JavaScript, so that a worker loads it
 * without a TypeScript runner.
 *
 * An inline event handler attribute or a `javascript:` address could not run
 * under the policy, so either stops the build, naming the page; so does a
 * replacement character (U+FFFD), the mark of text that an encoding step
 * broke (a page's renderer once cut a character in two, see
 * plugins/ssg-render-to-string). Entities are decoded (an `&amp;` in a link,
 * a `&#106;avascript:`); a script's text is raw text in HTML, so what is
 * hashed is what the browser runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {Parser} from 'htmlparser2';

/**
 * @typedef {object} PageScan
 * @property {Set<string>} ids every element id, and the `name` of every `<a>`: what a `#fragment` may point to
 * @property {string[]} links the `href` of every `<a>`, in order
 * @property {string[]} scripts the text of every inline script the browser would run (not data blocks such as `application/ld+json`)
 */

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The character a decoder puts where bytes were not text: in a built page, text broken on its way. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * @param {string} html
 * @param {string} [page] how errors name the page
 * @returns {PageScan}
 */
export function scanPage(html, page = 'page') {
  const broken = html.indexOf(REPLACEMENT_CHARACTER);
  if (broken >= 0) {
    const around = html.slice(Math.max(0, broken - 40), broken + 10).replace(/\s+/g, ' ');
    throw new Error(`${page}: a replacement character (U+FFFD), text broken by an encoding step, in "…${around}…"`);
  }
  /** @type {PageScan} */
  const scan = {ids: new Set(), links: [], scripts: []};
  /** @type {string | undefined} */
  let script;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute))
            throw new Error(`${page}: inline event handler ${attribute}="…" is blocked by the Content-Security-Policy`);
          if (/^\s*javascript:/i.test(value))
            throw new Error(`${page}: a javascript: address in ${attribute} is blocked by the Content-Security-Policy`);
        }
        if (attributes.id) scan.ids.add(attributes.id);
        if (name === 'a') {
          if (attributes.name) scan.ids.add(attributes.name);
          if (attributes.href !== undefined) scan.links.push(attributes.href);
        } else if (name === 'script' && attributes.src === undefined) {
          if (EXECUTABLE_TYPES.has((attributes.type ?? '').trim().toLowerCase())) script = '';
        }
      },
      ontext(text) {
        if (script !== undefined) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== undefined) {
          if (script !== '') scan.scripts.push(script);
          script = undefined;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return scan;
}

/**
 * The built pages: every `.html` file outside the top-level `assets` folder, relative to `root`, sorted.
 * @param {string} root
 * @returns {string[]}
 */
export function htmlFiles(root) {
  const assets = path.join(root, 'assets');
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((full) => !full.startsWith(assets + path.sep))
    .map((full) => path.relative(root, full))
    .sort();
}

/**
 * Reads and scans pages of a build, as relative files; how errors name a page.
 * @param {string} buildDir
 * @param {readonly string[]} files
 * @returns {[file: string, scan: PageScan][]}
 */
export function scanFiles(buildDir, files) {
  return files.map((file) => [
    file,
    scanPage(fs.readFileSync(path.join(buildDir, file), 'utf8'), file.split(path.sep).join('/')),
  ]);
}

/**
 * Every page of a build, scanned, by its file relative to the build folder.
 * @param {string} buildDir
 * @returns {Map<string, PageScan>}
 */
export function scanBuild(buildDir) {
  return new Map(scanFiles(buildDir, htmlFiles(buildDir)));
}

/**
 * `scanBuild` on `workers` threads (./pageScanWorker.mjs), each reading and scanning every `workers`-th
 * page, so that the scan of the merged site's pages takes both cores and leaves the main thread free
 * (the build compresses the last files meanwhile). The same scans, in the same order.
 * @param {string} buildDir
 * @param {number} [workers]
 * @returns {Promise<Map<string, PageScan>>}
 */
export async function scanBuildInWorkers(buildDir, workers = 2) {
  const files = htmlFiles(buildDir);
  const shares = Array.from({length: workers}, (_, worker) => files.filter((_file, at) => at % workers === worker));
  /** @type {({scans: [string, string[], string[], string[]][]} | {error: string})[]} */
  const answers = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./pageScanWorker.mjs', import.meta.url), {
            workerData: {buildDir, files: share},
          });
          worker.once('message', (answer) => {
            resolve(answer);
            void worker.terminate();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`page scan: a worker stopped (exit code ${code})`)));
        }),
    ),
  );
  /** @type {Map<string, PageScan>} */
  const byFile = new Map();
  for (const answer of answers) {
    if ('error' in answer) throw new Error(answer.error);
    for (const [file, ids, links, scripts] of answer.scans) byFile.set(file, {ids: new Set(ids), links, scripts});
  }
  return new Map(files.map((file) => [file, /** @type {PageScan} */ (byFile.get(file))]));
}
