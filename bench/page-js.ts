/**
 * JavaScript a first visit transfers, per page: the build served with gzip
 * (as the first-load bench measures), each page opened in a fresh Chromium
 * context, and the scripts it loads until it has hydrated and the network is idle summed
 * (encoded bodies plus headers; idle prefetches of other pages left out).
 *
 *   npx vite-node bench/page-js.ts -- [--port 3299] [--build-dir build] /server/intro /blog ...
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from './serve-build';
import {CHROMIUM_PATH} from '../playwright.config';

const ROOT = path.resolve(__dirname, '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value ?? fallback;
};
const port = Number(option('--port', '3299'));
process.env.BUILD_DIR = path.resolve(ROOT, option('--build-dir', 'build'));
const pages = args.length > 0 ? args : ['/server/intro'];

const server = await serveBuild(ROOT, port, 'gzip');
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: ['--no-sandbox']});
try {
  for (const pagePath of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<{url: string; bytes: number}>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        request
          .sizes()
          .then((sizes) => ({url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize})),
      );
    });
    await page.goto(`${server.origin}${pagePath}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 120_000});
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`${pagePath}: ${(total / 1000).toFixed(2)} KB of JavaScript in ${loaded.length} files`);
    for (const script of loaded.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${(script.bytes / 1000).toFixed(2).padStart(8)} KB  ${new URL(script.url).pathname}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
