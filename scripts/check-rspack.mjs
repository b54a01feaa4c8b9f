#!/usr/bin/env node
/**
 * `node scripts/check-rspack.mjs`: checks the installed Rspack against the
 * build stall described in README "The Rspack pin" (Linux: it reads /proc).
 * 1. Builds the main part (SITE_PART=main) with its persistent cache.
 * 2. Deletes the server compiler's cache folder and keeps the client's, the
 *    state an interrupted build leaves behind.
 * 3. Builds the main part again. While Docusaurus's MDX cross-compiler cache
 *    is on, the server compilation waits for MDX results the cached client
 *    compilation never produces, and the process goes idle.
 * A build whose CPU time does not grow for STALL_SECONDS is stopped and
 * reported as stalled. Prints the time of each build; exits 1 on a stall or
 * a failed build. The main part's cache is deleted at the end either way, so
 * the next `npm run build` starts clean. It writes `.docusaurus/` as every
 * build does, so it must not run beside another build of this checkout.
 * Extra arguments go to `docusaurus build`.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, 'node_modules/.cache/rspack/main');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const STALL_SECONDS = 180;
const SAMPLE_SECONDS = 10;
const CLOCK_TICKS = 100;

const passThrough = process.argv.slice(2).filter((arg) => arg !== '--');
const rspackVersion = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'node_modules/@rspack/core/package.json'), 'utf8'),
).version;

/** CPU seconds (user + system) the process has used, or null once it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Builds the main part into a temporary folder; resolves with 'built', 'failed' or 'stalled'. */
function buildMain(title) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-rspack-'));
  const started = Date.now();
  console.log(`\n[check-rspack] ${title}`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=1024', DOCUSAURUS, 'build', '--out-dir', outDir, ...passThrough],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {NO_UPDATE_NOTIFIER: '1', ...process.env, SITE_PART: 'main'},
      },
    );
    let lastCpu = 0;
    let lastGrowth = Date.now();
    let stalled = false;
    const timer = setInterval(() => {
      const cpu = cpuSeconds(child.pid);
      if (cpu === null) return;
      if (cpu - lastCpu > 1) {
        lastCpu = cpu;
        lastGrowth = Date.now();
      } else if (Date.now() - lastGrowth > STALL_SECONDS * 1000) {
        stalled = true;
        child.kill('SIGKILL');
      }
    }, SAMPLE_SECONDS * 1000);
    child.on('close', (code) => {
      clearInterval(timer);
      fs.rmSync(outDir, {recursive: true, force: true});
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const result = stalled ? 'stalled' : code === 0 ? 'built' : 'failed';
      const detail = stalled ? `no CPU time used for ${STALL_SECONDS} s, stopped` : `exit code ${code}`;
      console.log(`[check-rspack] ${title}: ${result} after ${seconds} s (${detail})`);
      resolve(result);
    });
  });
}

/** The cache folder of the server compiler: the one whose module graph holds the server entry. */
function serverCacheFolder() {
  const folders = fs.existsSync(CACHE) ? fs.readdirSync(CACHE, {withFileTypes: true}) : [];
  return folders
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(CACHE, entry.name))
    .find((folder) =>
      fs
        .readdirSync(folder, {recursive: true, withFileTypes: true})
        .some(
          (file) => file.isFile() && fs.readFileSync(path.join(file.parentPath, file.name)).includes('serverEntry'),
        ),
    );
}

console.log(`[check-rspack] @rspack/core ${rspackVersion}`);
fs.rmSync(CACHE, {recursive: true, force: true});
const results = [await buildMain('main part, cold cache')];
if (results[0] === 'built') {
  const serverCache = serverCacheFolder();
  if (!serverCache) {
    console.error(`[check-rspack] no cache folder under ${CACHE} holds the server entry; the cache layout changed.`);
    results.push('failed');
  } else {
    fs.rmSync(serverCache, {recursive: true, force: true});
    results.push(await buildMain('main part, client cache kept, server cache deleted'));
  }
}
fs.rmSync(CACHE, {recursive: true, force: true});
const ok = results.every((result) => result === 'built');
console.log(`\n[check-rspack] @rspack/core ${rspackVersion}: ${ok ? 'no stall' : results.join(', ')}`);
process.exit(ok ? 0 : 1);
