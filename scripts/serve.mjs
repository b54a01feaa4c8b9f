#!/usr/bin/env node
/**
 * Serves the production build the way the site is meant to be hosted:
 * clean paths (`/page.html`, `/page/index.html` and `/page/` answer with a
 * permanent redirect to `/page`), the not-found page with status 404, and
 * compression: Brotli or gzip, whichever the browser prefers, or gzip only
 * with COMPRESSION=gzip (as a host that serves gzip alone, and as the
 * first-load benchmark measures).
 *
 * Environment: PORT (default 3000), HOST (default 127.0.0.1), BUILD_DIR (default build),
 * COMPRESSION (`br`, the default, or `gzip`).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {cleanPath} from '../plugins/clean-urls/cleanPath.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build');
const port = Number.parseInt(process.env.PORT || '3000', 10);
const host = process.env.HOST || '127.0.0.1';

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535, got "${process.env.PORT}".`);
  process.exit(2);
}
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build found in ${buildDir}. Run "npm run build" first.`);
  process.exit(2);
}

const COMPRESSIONS = ['br', 'gzip'];
const compressionMode = process.env.COMPRESSION || 'br';
if (!COMPRESSIONS.includes(compressionMode)) {
  console.error(`COMPRESSION must be one of ${COMPRESSIONS.join(', ')}, got "${process.env.COMPRESSION}".`);
  process.exit(2);
}
const compress = compression();

/** With COMPRESSION=gzip, the browser's offer of Brotli is not heard. */
function acceptedEncodings(request) {
  const offered = request.headers['accept-encoding'];
  if (compressionMode !== 'gzip' || typeof offered !== 'string') return;
  request.headers['accept-encoding'] = offered
    .split(',')
    .filter((encoding) => encoding.split(';')[0].trim().toLowerCase() !== 'br')
    .join(',');
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const clean = cleanPath(url.pathname);
  if (clean !== url.pathname && (request.method === 'GET' || request.method === 'HEAD')) {
    response.writeHead(301, {Location: clean + url.search});
    response.end();
    return;
  }
  acceptedEncodings(request);
  compress(request, response, () => {
    serveHandler(request, response, {
      public: buildDir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      headers: [
        {
          source: 'assets/**',
          headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}],
        },
      ],
    }).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      response.end('Internal server error');
    });
  });
});

server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(root, buildDir) || '.'} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
