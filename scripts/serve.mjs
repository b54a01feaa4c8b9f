#!/usr/bin/env node
/**
 * `npm run serve`: serves the production build the way the site is meant to
 * be hosted, with the rules of serving/rules.mjs (the same as the nginx
 * configuration): clean paths, legacy `/docs/*` redirects, the not-found page
 * with status 404, cache and security headers, conditional and range
 * requests, and the build's precompressed Brotli or gzip files.
 *
 * Environment: PORT (default 3000), HOST (default 127.0.0.1), BUILD_DIR (default build),
 * COMPRESSION (`br`, the default, or `gzip`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {COMPRESSIONS, createSiteServer} from '../serving/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build');
const port = Number.parseInt(process.env.PORT || '3000', 10);
const host = process.env.HOST || '127.0.0.1';
const compression = process.env.COMPRESSION || 'br';

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535, got "${process.env.PORT}".`);
  process.exit(2);
}
if (!COMPRESSIONS.includes(compression)) {
  console.error(`COMPRESSION must be one of ${COMPRESSIONS.join(', ')}, got "${process.env.COMPRESSION}".`);
  process.exit(2);
}
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build found in ${buildDir}. Run "npm run build" first.`);
  process.exit(2);
}

let server;
try {
  server = createSiteServer({buildDir, compression});
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(root, buildDir) || '.'} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
