#!/usr/bin/env node
/**
 * `npm run serve`: serves the production build the way the site is meant to
 * be hosted, with the rules of serving/rules.mjs (the same as the nginx
 * configuration): clean paths, legacy `/docs/*` redirects, the not-found page
 * with status 404, cache and security headers, conditional and range
 * requests, and the build's precompressed Brotli or gzip files.
 *
 * Environment: PORT (default 3000), HOST (default 127.0.0.1), BUILD_DIR (default build),
 * read by serving/options.mjs; COMPRESSION (`br`, the default, or `gzip`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT as root, servingOptionsOrExit} from '../serving/options.mjs';
import {COMPRESSIONS, createSiteServer} from '../serving/server.mjs';

const {port, host, buildDir} = servingOptionsOrExit();
const compression = process.env.COMPRESSION || 'br';

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
