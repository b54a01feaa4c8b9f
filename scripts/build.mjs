#!/usr/bin/env node
/**
 * `npm run build`: the production build of the whole site into `build/`.
 * 1. The main part (SITE_PART=main) into build/ and, at the same time, the
 *    archive part (SITE_PART=archive) into .archive-build/, unless the output
 *    there was made from the same inputs (scripts/site-build/part-inputs.ts);
 *    `--fresh` always rebuilds it. Each part has its own generated-files
 *    folder (.docusaurus/ and .docusaurus-archive/).
 * 2. Each part's output gets a .gz and .br copy of every text file: its pages
 *    and assets in its postBuild, the rest of the main part's as soon as it is
 *    built, while the archive part still builds.
 * 3. Then, in one process (scripts/site-build/cli.ts finish): the archive
 *    part's pages, shards, assets and sitemap entries merged into build/; the
 *    files the servers need (serving/): redirect pages at the legacy /docs
 *    addresses, the .gz and .br copies of every file that has none yet (the
 *    archive part's Markdown and shards among them, whose copies then go back
 *    to .archive-build/ too), every link and anchor of the merged site checked
 *    (a broken one fails the build, naming the page and the link), and
 *    build/.serving.json (legacy map, inline-script hashes).
 * Extra arguments are passed to `docusaurus build`.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'build');
const ARCHIVE_OUT = path.join(ROOT, '.archive-build');
const FINGERPRINT_FILE = path.join(ARCHIVE_OUT, '.inputs-fingerprint');

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const fresh = args.includes('--fresh');
const passThrough = args.filter((arg) => arg !== '--fresh');

function run(title, command, commandArgs, {env = {}} = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {NO_UPDATE_NOTIFIER: '1', ...process.env, ...env},
  });
  if (result.status !== 0) {
    console.error(`[build] ${title} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

function step(title, work) {
  const started = Date.now();
  console.log(`\n[build] ${title}`);
  work();
  console.log(`[build] ${title}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `docusaurus`, ending its process as soon as the command has finished (see the file). */
const docusaurus = path.join(ROOT, 'scripts/site-build/docusaurus-exit.mjs');
const viteNode = path.join(ROOT, 'node_modules/vite-node/vite-node.mjs');
const siteBuild = (command) => [viteNode, 'scripts/site-build/cli.ts', command];

/**
 * The archive part is built without the bundler's persistent cache: it is
 * rebuilt only when its inputs change, and writing that cache raised the
 * peak memory of a cold build by about 0.3 GB.
 *
 * Each part's build runs with a JavaScript heap limit of HEAP_LIMIT_MB. Its
 * live heap stays under about 600 MB (the archive part builds at 640), but
 * without a limit V8 lets the heap grow towards the machine's default before
 * collecting, and the archive part's process peaked at 2.3 GB instead of 1.9.
 */
const HEAP_LIMIT_MB = 1024;

/** The archive part's generated-files folder, beside the main part's .docusaurus/. */
const ARCHIVE_GENERATED_FILES = '.docusaurus-archive';

/** The part builds still running: a failing step stops them rather than leave them running. */
const parts = new Set();

function failBuild(message) {
  console.error(message);
  for (const part of parts) part.kill();
  process.exit(1);
}

/**
 * Where an earlier build's output is moved, to be deleted while this build
 * runs: deleting build/ (some 30,000 files with the precompressed copies)
 * took 3 s before anything could start. Under node_modules/.cache, on the
 * same disk as the site and outside every tool's reach.
 */
const RETIRED = path.join(ROOT, 'node_modules/.cache/retired-builds');

/** The background deletions of retired folders; the build waits for them before it ends. */
const deletions = [];

function deleteInBackground(dir) {
  deletions.push(fs.promises.rm(dir, {recursive: true, force: true}));
}

/** Moves `dir` out of the way at once and deletes it in the background (or deletes it now where it cannot move). */
function retire(dir) {
  if (!fs.existsSync(dir)) return;
  const retired = path.join(RETIRED, `${path.basename(dir)}-${process.pid}-${Date.now()}`);
  try {
    fs.mkdirSync(RETIRED, {recursive: true});
    fs.renameSync(dir, retired);
  } catch {
    fs.rmSync(dir, {recursive: true, force: true});
    return;
  }
  deleteInBackground(retired);
}

// Whatever an interrupted build left there.
if (fs.existsSync(RETIRED)) for (const name of fs.readdirSync(RETIRED)) deleteInBackground(path.join(RETIRED, name));

/**
 * Builds one part in a child process; resolves when it has finished. The two
 * parts build at the same time: the archive part's bundling keeps little more
 * than one core busy (its MDX compiling runs on one thread), and the main part
 * fills the other. On this 2-core machine that took 102 s for both against
 * 29 + 89 s one after the other, with the same peak memory (1.9 GB): the main
 * part peaks early in its bundling, the archive part late, in its rendering.
 */
function buildPart(part, outDir) {
  retire(outDir);
  const env =
    part === 'archive'
      ? {
          SITE_PART: part,
          DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: ARCHIVE_GENERATED_FILES,
        }
      : {SITE_PART: part};
  const started = Date.now();
  console.log(`\n[build] ${part} part: started`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${HEAP_LIMIT_MB}`, docusaurus, 'build', '--out-dir', outDir, ...passThrough],
      {cwd: ROOT, stdio: 'inherit', env: {NO_UPDATE_NOTIFIER: '1', ...process.env, ...env}},
    );
    parts.add(child);
    child.on('close', (code, signal) => {
      parts.delete(child);
      if (code !== 0) failBuild(`[build] the ${part} part failed (exit code ${code ?? signal}).`);
      console.log(`[build] ${part} part: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Runs a step in the background and resolves with what it printed. */
function runInBackground(title, command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) failBuild(`[build] ${title} failed (exit code ${code}).`);
      resolve(output);
    });
  });
}

const started = Date.now();
// The fingerprint reads only sources; it takes about a second.
const fingerprintOutput = runInBackground('archive inputs fingerprint', process.execPath, siteBuild('fingerprint'));
// The main part's output is precompressed as soon as it is built (scripts/site-build/precompress.ts),
// while the archive part is still building.
const precompressed = (dir) => () =>
  runInBackground(`precompressing ${path.relative(ROOT, dir)}/`, process.execPath, [
    ...siteBuild('precompress'),
    path.relative(ROOT, dir),
  ]).then((output) => process.stdout.write(output));
const mainPart = buildPart('main', OUT).then(precompressed(OUT));
// With no earlier archive to reuse (or --fresh), the archive part starts at once, without waiting for the fingerprint.
const reusable =
  !fresh &&
  fs.existsSync(FINGERPRINT_FILE) &&
  fs.readFileSync(FINGERPRINT_FILE, 'utf8') === (await fingerprintOutput).trim();
let archivePart = Promise.resolve();
if (reusable) {
  console.log('\n[build] archive part: inputs unchanged, reusing .archive-build/ (pass --fresh to rebuild it)');
} else {
  archivePart = buildPart('archive', ARCHIVE_OUT);
}
await Promise.all([mainPart, archivePart]);

// One process for everything after the parts: each TypeScript step's start costs over a second.
// Once the archive part's copies are written, its fingerprint lets a later build reuse it.
const finishArgs = reusable ? [] : [`--archive-fingerprint=${(await fingerprintOutput).trim()}`];
step('merge, precompressed copies, link check and serving files', () =>
  run('finishing the build', process.execPath, [...siteBuild('finish'), ...finishArgs]),
);

await Promise.all(deletions);
console.log(`\n[build] site built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(ROOT, OUT)}/`);
