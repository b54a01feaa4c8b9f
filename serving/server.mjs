/**
 * The README's server for the production build (`npm run serve`), applying
 * serving/rules.mjs: the same redirects, status codes and headers as the
 * nginx configuration serving/nginx.mjs writes.
 *
 * - Only GET and HEAD (405 with `Allow` otherwise); a malformed request
 *   target answers 400, an overlong one 414; no request stops the server.
 * - Legacy `/docs/*` addresses and unclean paths (`/x.html`, `/x/index.html`,
 *   `/x/`) redirect permanently to a path of this site, query kept.
 * - Files are sent by `send` (the static-file core of Express): ETag and
 *   Last-Modified with conditional GET (304, 412), byte ranges (206, 416).
 *   The build's precompressed `.br` and `.gz` copies are sent to browsers
 *   that accept them; COMPRESSION=gzip sends gzip even to a browser offering
 *   Brotli (as a host that serves gzip alone, and as the first-load bench
 *   measures).
 * - Anything that is not a file of the build gets the not-found page with 404.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import send from 'send';
import {
  ALLOWED_METHODS,
  KEEPALIVE_SECONDS,
  COMPRESSIBLE_EXTENSIONS,
  NOT_FOUND_FILE,
  NOT_FOUND_PATH,
  cacheControlOf,
  candidateFiles,
  contentTypeOf,
  isHidden,
  parseTarget,
  readManifest,
  redirectFor,
  securityHeaders,
  DOCUMENT_HEADERS,
  isSubresource,
  isHashedPath,
} from './rules.mjs';

export const COMPRESSIONS = ['br', 'gzip'];

/** Encodings the request accepts with a non-zero quality. @param {string | undefined} header */
function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {{buildDir: string, compression?: string, log?: (message: string) => void}} options
 * @returns {http.Server}
 */
export function createSiteServer({buildDir, compression = 'br', log = console.error}) {
  if (!COMPRESSIONS.includes(compression)) {
    throw new Error(`COMPRESSION must be one of ${COMPRESSIONS.join(', ')}, got "${compression}".`);
  }
  const manifest = readManifest(buildDir);
  const headers = securityHeaders(manifest);
  const root = path.resolve(buildDir);

  /** @param {http.ServerResponse} response @param {number} status @param {string} [body] */
  function answer(response, status, body = `${status} ${http.STATUS_CODES[status] ?? ''}\n`, extra = {}) {
    response.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...extra});
    response.end(body);
  }

  /**
   * The file, or its precompressed copy when the browser takes it.
   * @param {http.IncomingMessage} request @param {string} relative path under the build, `/`-separated
   */
  function negotiate(request, relative) {
    const extension = path.extname(relative).slice(1).toLowerCase();
    if (!COMPRESSIBLE_EXTENSIONS.includes(extension)) return {file: relative, encoding: undefined, vary: false};
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (encoding === 'br' && compression === 'gzip') continue;
      if (accepted.has(encoding) && isFile(path.join(root, relative + suffix))) {
        return {file: relative + suffix, encoding, vary: true};
      }
    }
    return {file: relative, encoding: undefined, vary: true};
  }

  /** @param {http.IncomingMessage} request @param {http.ServerResponse} response */
  function notFound(request, response) {
    const {file, encoding, vary} = negotiate(request, NOT_FOUND_FILE);
    fs.readFile(path.join(root, file), (error, body) => {
      if (error) {
        answer(response, 404);
        return;
      }
      response.writeHead(404, {
        'Content-Type': contentTypeOf(NOT_FOUND_FILE),
        'Content-Length': body.length,
        ...(encoding ? {'Content-Encoding': encoding} : {}),
        ...(vary ? {Vary: 'Accept-Encoding'} : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    });
  }

  /**
   * @param {http.IncomingMessage} request @param {http.ServerResponse} response
   * @param {string} relative the file under the build, `/`-separated, from a clean URL path
   * @param {string} urlPath
   */
  function sendFile(request, response, relative, urlPath) {
    const {file, encoding, vary} = negotiate(request, relative);
    const hashed = isHashedPath(urlPath);
    // handle() has set every security header; a hashed file loaded into a page goes without the document-only ones.
    if (hashed && isSubresource(request.headers['sec-fetch-dest'])) {
      for (const name of DOCUMENT_HEADERS) response.removeHeader(name);
    }
    response.setHeader('Content-Type', contentTypeOf(relative));
    response.setHeader('Cache-Control', cacheControlOf(urlPath));
    if (encoding) response.setHeader('Content-Encoding', encoding);
    const varies = [...(vary ? ['Accept-Encoding'] : []), ...(hashed ? ['Sec-Fetch-Dest'] : [])];
    if (varies.length > 0) response.setHeader('Vary', varies.join(', '));
    const encoded = file
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/');
    // As nginx does, a compressed copy is sent whole: byte ranges apply to the file as it is.
    const acceptRanges = encoding === undefined;
    if (!acceptRanges) delete request.headers.range;
    send(request, encoded, {
      root,
      dotfiles: 'allow',
      index: false,
      etag: true,
      lastModified: true,
      cacheControl: false,
      acceptRanges,
    })
      .on('error', (/** @type {{status?: number, headers?: Record<string, string>}} */ error) => {
        for (const name of ['Content-Type', 'Content-Encoding', 'Cache-Control', 'Vary', 'ETag', 'Last-Modified'])
          response.removeHeader(name);
        // An error page is a document: it has every header again.
        for (const [name, value] of headers) response.setHeader(name, value);
        if (error.status === 404 || error.status === 403) {
          notFound(request, response);
        } else if (error.status === 416 || error.status === 412) {
          // No page body: only the status and, for 416, the length of what could have been asked for.
          response.writeHead(error.status, {...(error.headers ?? {}), 'Content-Length': 0});
          response.end();
        } else {
          log(`serve: ${request.url}: ${String(error)}`);
          answer(response, 500, 'Internal server error\n');
        }
      })
      .pipe(response);
  }

  /** @param {http.IncomingMessage} request @param {http.ServerResponse} response */
  function handle(request, response) {
    for (const [name, value] of headers) response.setHeader(name, value);
    const target = parseTarget(request.url ?? '');
    if ('status' in target) {
      answer(response, target.status);
      return;
    }
    if (!ALLOWED_METHODS.includes(request.method ?? '')) {
      answer(response, 405, undefined, {Allow: ALLOWED_METHODS.join(', ')});
      return;
    }
    const location = redirectFor(target.path, target.query, manifest.legacyRedirects);
    if (location !== undefined) {
      response.writeHead(301, {Location: location, 'Content-Type': 'text/plain; charset=utf-8'});
      response.end(`Moved to ${location}\n`);
      return;
    }
    // The decoded path is bytes; file names are UTF-8.
    const urlPath = Buffer.from(target.path, 'latin1').toString('utf8');
    if (isHidden(urlPath) || urlPath === NOT_FOUND_PATH) {
      notFound(request, response);
      return;
    }
    const found = candidateFiles(urlPath).find((candidate) => isFile(path.join(root, candidate)));
    if (!found) {
      notFound(request, response);
      return;
    }
    sendFile(request, response, found.replace(/^\/+/, ''), urlPath);
  }

  const server = http.createServer({maxHeaderSize: 64 * 1024}, (request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      log(`serve: ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) answer(response, 500, 'Internal server error\n');
      else response.destroy();
    }
  });
  server.keepAliveTimeout = KEEPALIVE_SECONDS * 1000;
  // A client that half-closes its connection after the request (as HTTP/1.0 tools do) still gets
  // the answer: by default Node drops a response not yet written when the request stream ends.
  if (!('httpAllowHalfOpen' in server))
    throw new Error('serve: node:http no longer has httpAllowHalfOpen; review serving/server.mjs');
  Object.assign(server, {httpAllowHalfOpen: true});
  // CONNECT is not a request for a page: Node hands it over as a raw socket, which gets the same answer as any
  // other method (or 400 for a target that is not a path), then is closed.
  server.on('connect', (request, socket) => {
    const status = 'status' in parseTarget(request.url ?? '') ? 400 : 405;
    const allow = status === 405 ? `Allow: ${ALLOWED_METHODS.join(', ')}\r\n` : '';
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${allow}Connection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
  // A request the HTTP parser refuses (bad request line, oversized headers) gets an answer, not a dropped server.
  server.on('clientError', (error, socket) => {
    const code = /** @type {{code?: string}} */ (error).code;
    if (!socket.writable || code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
  return server;
}
