/**
 * The serving rules of the built site, written once: which requests are
 * refused, which addresses redirect where, what each file is served as and
 * how long it may be cached, and the security headers of every answer.
 * `serving/server.mjs` (the README's server) applies them in Node;
 * `serving/nginx.mjs` writes the same rules as an nginx configuration. Both
 * read the build's own facts (legacy addresses, inline-script hashes) from
 * the manifest the build writes (`build/.serving.json`,
 * scripts/site-build/serving-manifest.ts).
 *
 * Plain JavaScript with JSDoc types, so the server runs with Node alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import {cleanPath} from '../plugins/clean-urls/cleanPath.mjs';

export {cleanPath};

/**
 * How long an idle connection stays open for the client's next request (nginx's default). Node's
 * own default, 5 s, is shorter than the idle time of a browser or test client that reuses its
 * connections, and a request sent just as the server closes the connection fails with a reset.
 */
export const KEEPALIVE_SECONDS = 75;

/** Where the build writes the manifest, relative to the build folder. Dot files are never served. */
export const MANIFEST_FILE = '.serving.json';

/** The only methods a static site answers; every other one gets 405 with `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD'];

/**
 * The longest request target (path and query) answered; a longer one gets 414.
 * nginx refuses a request line longer than its 8 KB header buffer the same way.
 */
export const MAX_TARGET_LENGTH = 8000;

/** The not-found page, served with status 404 for every address that is not a file of the build. */
export const NOT_FOUND_FILE = '404.html';

/** The not-found page's own clean address answers 404 too, never 200. */
export const NOT_FOUND_PATH = '/404';

/**
 * Content types by file extension: every kind of file the build writes.
 * Markdown copies of the pages and `llms.txt` are text, served as text.
 */
export const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  xsl: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  webmanifest: 'application/manifest+json',
  wasm: 'application/wasm',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** @param {string} filePath a path of the build, relative or absolute */
export function contentTypeOf(filePath) {
  const extension = path.extname(filePath).slice(1).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extension)]
    : DEFAULT_CONTENT_TYPE;
}

/** Extensions the build writes `.gz` and `.br` copies of (scripts/site-build/precompress.ts). */
export const COMPRESSIBLE_EXTENSIONS = [
  'html',
  'css',
  'js',
  'mjs',
  'json',
  'map',
  'xml',
  'xsl',
  'txt',
  'md',
  'svg',
  'ico',
  'webmanifest',
];

/** Files smaller than this are not worth a compressed copy. */
export const MIN_COMPRESSED_SIZE = 256;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Hashed files, whose name changes with their content: the bundler's output
 * under /assets/. Regular expressions over the URL path, also used by nginx.
 */
export const HASHED_PATHS = ['^/assets/'];

/**
 * How long a file may be kept: hashed files for a year without asking again;
 * everything else (pages, feeds, search shards, Markdown, images) is
 * revalidated on each use with its ETag or Last-Modified, which costs a 304.
 *
 * @param {string} urlPath the clean URL path of the file served
 */
export function cacheControlOf(urlPath) {
  return isHashedPath(urlPath) ? IMMUTABLE : REVALIDATE;
}

/**
 * @typedef {{
 *   legacyRedirects: Record<string, string>,
 *   scriptHashes: string[],
 *   analytics: boolean,
 *   hostedSearch: boolean,
 * }} ServingManifest
 */

/** @param {string} buildDir */
export function readManifest(buildDir) {
  const file = path.join(buildDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: it is written by "npm run build" (scripts/site-build/serving-manifest.ts).`);
  }
  return /** @type {ServingManifest} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
}

const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'];

/**
 * The Content-Security-Policy of every answer: scripts only from the site
 * itself and the inline scripts the build wrote (by hash); the Google tag's
 * host only when the build has a tracking id; no framing by other sites.
 * Inline styles stay allowed: React writes `style` attributes.
 *
 * @param {ServingManifest} manifest
 */
export function contentSecurityPolicy(manifest) {
  const scripts = ["'self'", ...manifest.scriptHashes.map((hash) => `'${hash}'`)];
  const connect = ["'self'"];
  const images = ["'self'", 'data:'];
  if (manifest.analytics) {
    scripts.push(GOOGLE_TAG_HOST);
    connect.push(...GOOGLE_ANALYTICS_HOSTS);
    images.push(...GOOGLE_ANALYTICS_HOSTS);
  }
  if (manifest.hostedSearch) connect.push(...ALGOLIA_HOSTS);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers of every answer, pages, files, redirects and errors alike (but a
 * hashed file loaded into a page: isSubresource).
 *
 * @param {ServingManifest} manifest
 * @returns {[string, string][]}
 */
export function securityHeaders(manifest) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(manifest)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * The fetch destinations (`Sec-Fetch-Dest`) of a hashed file loaded into a
 * page: a script, a stylesheet, a font or an image. Such an answer never
 * becomes a document or a worker, and the Content-Security-Policy and
 * X-Frame-Options apply only to those; the Referrer-Policy we send is the
 * browsers' own default, which a stylesheet's fetches follow without it. So
 * a hashed file fetched as one of these goes without the three: on a first
 * visit they weighed about 6 KB, sent with each of a page's ten or so
 * scripts. A hashed file fetched any other way (the search worker's script,
 * a file opened by itself, a browser that does not say) has every header.
 * Its answers vary with `Sec-Fetch-Dest`, so a cache never hands one for the
 * other.
 */
export const SUBRESOURCE_DESTINATIONS = ['script', 'style', 'font', 'image'];

/** The headers left off a hashed file loaded into a page. */
export const DOCUMENT_HEADERS = ['Content-Security-Policy', 'Referrer-Policy', 'X-Frame-Options'];

/**
 * Whether a request's `Sec-Fetch-Dest` loads a file into a page, so that a
 * hashed file goes without the DOCUMENT_HEADERS (undefined: the browser
 * did not say, and every header is sent).
 *
 * @param {string | string[] | undefined} destination
 */
export function isSubresource(destination) {
  return typeof destination === 'string' && SUBRESOURCE_DESTINATIONS.includes(destination);
}

const HASHED_PATTERNS = HASHED_PATHS.map((pattern) => new RegExp(pattern));

/** @param {string} urlPath the clean URL path of the file served */
export function isHashedPath(urlPath) {
  return HASHED_PATTERNS.some((pattern) => pattern.test(urlPath));
}

/**
 * The legacy addresses: the previous site answered every server docs page
 * under /docs as well. `/docs/X` → `/server/X` for every page `/server/X` of
 * the build (every version), and `/docs` → `/server`.
 *
 * @param {Iterable<string>} serverPagePaths clean paths of the built server pages (`/server`, `/server/0.24/intro`, ...)
 * @returns {Record<string, string>}
 */
export function legacyRedirectsFor(serverPagePaths) {
  /** @type {Record<string, string>} */
  const redirects = {};
  for (const page of [...serverPagePaths].sort()) {
    const match = /^\/server(\/.*)?$/.exec(page);
    if (!match) throw new Error(`legacy redirects: ${page} is not a server docs page`);
    redirects[`/docs${match[1] ?? ''}`] = page;
  }
  return redirects;
}

/** Characters a redirect's Location keeps as they are; every other byte is percent-encoded. */
const LOCATION_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;

/**
 * Percent-encodes a decoded path (a string of bytes, one character per byte)
 * for a Location header.
 *
 * @param {string} bytes
 */
export function encodePathBytes(bytes) {
  let out = '';
  for (const char of bytes) {
    out += LOCATION_SAFE.test(char) ? char : `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Decodes `%XX` escapes into bytes (one character per byte). Returns
 * undefined for a malformed escape.
 *
 * @param {string} raw
 */
function percentDecodeBytes(raw) {
  let out = '';
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i];
    if (char !== '%') {
      out += char;
      continue;
    }
    const hex = raw.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
    out += String.fromCharCode(Number.parseInt(hex, 16));
    i += 2;
  }
  return out;
}

/**
 * The request target of an HTTP request, as nginx reads it: the origin form
 * (`/path?query`) or the absolute form (`http://host/path?query`); escapes decoded, `.` and `..` segments
 * resolved (a `..` above the root is malformed), repeated slashes merged.
 * A control character or a backslash anywhere in the path is malformed: no
 * page has one, and a backslash is read as a slash by browsers, which would
 * turn `/\host` into an address on another site.
 *
 * @param {string} target the raw request target
 * @returns {{status: 400 | 414} | {path: string, query: string}} path: decoded and normalised, one character per byte
 */
export function parseTarget(target) {
  if (target.length > MAX_TARGET_LENGTH) return {status: 414};
  // The absolute form (`http://host/path`), which a server must accept: its host is not ours to check.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  if (target.startsWith('?')) target = `/${target}`;
  if (!target.startsWith('/')) return {status: 400};
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u0020\u007f\u0100-\uffff]/.test(target)) return {status: 400};
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart + 1);
  if (rawPath.includes('#')) return {status: 400};
  const decoded = percentDecodeBytes(rawPath);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (decoded === undefined || /[\u0000-\u001f\u007f\\]/.test(decoded)) return {status: 400};
  /** @type {string[]} */
  const segments = [];
  const parts = decoded.split('/');
  for (const [index, segment] of parts.entries()) {
    const last = index === parts.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && segments.pop() === undefined) return {status: 400};
      if (last) segments.push('');
      continue;
    }
    if (segment === '' && !last) continue;
    segments.push(segment);
  }
  return {path: `/${segments.join('/')}`, query};
}

/**
 * Where a request for a decoded, normalised path goes first: a permanent
 * redirect for a legacy address or a path that is not in its clean form
 * (`/x.html`, `/x/index.html`, `/x/`), with the query kept; otherwise
 * undefined, and the path is served as it is. The Location is always a path
 * of this site: it starts with one slash, and every byte outside the safe
 * set is percent-encoded.
 *
 * @param {string} decodedPath from parseTarget
 * @param {string} query the raw query, without `?`
 * @param {Record<string, string>} legacyRedirects
 */
export function redirectFor(decodedPath, query, legacyRedirects) {
  const clean = cleanPath(decodedPath);
  const search = query ? `?${encodeQuery(query)}` : '';
  if (Object.hasOwn(legacyRedirects, clean)) return legacyRedirects[clean] + search;
  if (clean === decodedPath) return undefined;
  const location = encodePathBytes(clean);
  if (!location.startsWith('/') || location.startsWith('//')) throw new Error(`unsafe redirect to ${location}`);
  return location + search;
}

/** The query as it came, with anything outside printable ASCII escaped. @param {string} query */
function encodeQuery(query) {
  return query.replace(/[^\u0021-\u007e]/g, (char) => encodeURIComponent(char));
}

/** Path segments of the build that are never served: dot files (the manifest) and dot folders. */
export function isHidden(/** @type {string} */ decodedPath) {
  return decodedPath.split('/').some((segment) => segment.startsWith('.') && segment.length > 0);
}

/**
 * The files a clean path may be served from, in order (nginx's try_files):
 * the file itself, then `.html`, then the folder's `index.html`.
 *
 * @param {string} decodedPath
 */
export function candidateFiles(decodedPath) {
  return [decodedPath, `${decodedPath}.html`, `${decodedPath.replace(/\/$/, '')}/index.html`];
}
