#!/usr/bin/env node
/**
 * The whole test suite, in order: type check, lint (ESLint) and format check
 * (Prettier), unit and content tests (Vitest, the hostile-request tests of
 * both servers among them), the production build, browser tests (Playwright in
 * Chromium) against the README's server, then the route, redirect, header and
 * CSP checks against nginx with the generated configuration
 * (playwright.nginx.config.ts). Stops at the first failing stage and ends with
 * one summary line of passed and failed tests.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, {recursive: true});
const skipBuild = process.argv.includes('--skip-build');
// The build under test has a (fake) Google tag id, so the analytics behaviour can be checked;
// the browser tests block every host but the local server.
const TEST_TRACKING_ID = 'G-ARIADNETEST';

const totals = {passed: 0, failed: 0, skipped: 0};

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function countVitest() {
  const file = path.join(reports, 'vitest.json');
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(name) {
  const file = path.join(reports, name);
  if (!fs.existsSync(file)) return;
  const {stats} = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

function finish(ok) {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

for (const name of ['vitest.json', 'playwright.json', 'playwright-nginx.json'])
  fs.rmSync(path.join(reports, name), {force: true});

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!run('type check', npx, ['tsc', '-p', '.'])) finish(false);
if (!run('lint', npx, ['eslint', '.'])) finish(false);
if (!run('format check', npx, ['prettier', '--check', '.'])) finish(false);
const unitOk = run('unit and content tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
countVitest();
if (!unitOk) finish(false);
if (
  !skipBuild &&
  !run('production build', npm, ['run', 'build'], {NO_UPDATE_NOTIFIER: '1', GTAG_TRACKING_ID: TEST_TRACKING_ID})
)
  finish(false);
const browserOk = run('browser tests', npx, ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
  PLAYWRIGHT_REPORTERS: 'list,json',
  GTAG_TRACKING_ID: TEST_TRACKING_ID,
});
countPlaywright('playwright.json');
if (!browserOk) finish(false);
const nginxOk = run('browser tests against nginx', npx, ['playwright', 'test', '-c', 'playwright.nginx.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright-nginx.json'),
  PLAYWRIGHT_REPORTERS: 'list,json',
  GTAG_TRACKING_ID: TEST_TRACKING_ID,
});
countPlaywright('playwright-nginx.json');
finish(nginxOk);
