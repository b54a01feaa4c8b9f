/**
 * Both servers of the build, the README's (serving/server.mjs) and nginx with
 * the configuration serving/nginx.mjs writes, over one small fixture build
 * made by the build's own serving steps: hostile requests get the same
 * clear answers from both (400, 405, 414, redirects that stay on the site),
 * and each server still answers after every one of them; conditional and
 * range requests, precompressed files, content types, cache and security
 * headers, legacy addresses and the not-found page agree too.
 * Needs Debian's nginx and libnginx-mod-http-brotli-static (.ci/run installs them).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http, {type Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSiteServer} from '../../serving/server.mjs';
import {siteConfig, standaloneConfig} from '../../serving/nginx.mjs';
import {servingOptions} from '../../serving/options.mjs';
import {
  CONTENT_TYPES,
  IMMUTABLE,
  KEEPALIVE_SECONDS,
  MANIFEST_FILE,
  REVALIDATE,
  cleanPath,
  contentSecurityPolicy,
  legacyRedirectsFor,
  parseTarget,
  redirectFor,
  type ServingManifest,
} from '../../serving/rules.mjs';
import {precompress} from '../../scripts/site-build/precompress';
import {serverPagePaths, writeLegacyPages} from '../../scripts/site-build/legacy-pages';
import {buildScriptHashes} from '../../scripts/site-build/script-hashes';
import {header, rawRequest, type RawResponse} from '../support/rawHttp';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script>document.documentElement.dataset.page=${JSON.stringify(title)}</script></head>` +
  `<body><h1>${title}</h1><p>${'Words of the page. '.repeat(40)}</p></body></html>\n`;

const FIXTURE: Record<string, string> = {
  'index.html': page('Home'),
  '404.html': page('Page not found'),
  'server.html': page('Server landing'),
  'server/intro.html': page('Introduction'),
  'server/intro.md': `# Introduction\n\n${'Markdown words. '.repeat(40)}\n`,
  'server/0.24.html': page('Server 0.24 landing'),
  'server/0.24/intro.html': page('Introduction 0.24'),
  'server/next/intro.html': page('Introduction next'),
  'blog/index.html': page('Blog'),
  'blog/rss.xml': `<?xml version="1.0"?><rss>${'<item/>'.repeat(60)}</rss>\n`,
  'llms.txt': `# Ariadne\n\n${'Text for language models. '.repeat(30)}\n`,
  'assets/js/main.0123abcd.js': `console.log(${JSON.stringify('x'.repeat(600))});\n`,
  'img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(80)}</svg>\n`,
  'search-index/shard-server-0.24.json': JSON.stringify({records: 'y'.repeat(900)}),
};

let buildDir: string;
let prefix: string;
let manifest: ServingManifest;
let nodeServer: Server;
let nginx: ChildProcess | undefined;
const ports: Record<'node' | 'nginx', number> = {node: 0, nginx: 0};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${fs.readFileSync(log, 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

beforeAll(async () => {
  if (!fs.existsSync(NGINX))
    throw new Error(`No nginx at ${NGINX}: install nginx and libnginx-mod-http-brotli-static (.ci/run does).`);
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ariadne-serving-build-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
    fs.writeFileSync(path.join(buildDir, file), text);
  }
  const legacyRedirects = writeLegacyPages(buildDir, 'https://ariadnegraphql.org');
  manifest = {legacyRedirects, scriptHashes: buildScriptHashes(buildDir), analytics: false, hostedSearch: false};
  fs.writeFileSync(path.join(buildDir, MANIFEST_FILE), JSON.stringify(manifest));
  await precompress(buildDir);

  nodeServer = createSiteServer({buildDir, log: () => undefined});
  await new Promise<void>((resolve) => nodeServer.listen(0, '127.0.0.1', resolve));
  ports.node = (nodeServer.address() as net.AddressInfo).port;

  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ariadne-serving-nginx-'));
  ports.nginx = await freePort();
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, standaloneConfig({prefix, root: buildDir, manifest, listen: `127.0.0.1:${ports.nginx}`}));
  const log = path.join(prefix, 'error.log');
  nginx = spawn(NGINX, ['-p', prefix, '-c', config, '-e', log], {stdio: 'ignore'});
  await waitForPort(ports.nginx, nginx, log);
}, 60_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await new Promise<void>((resolve) => (nodeServer ? nodeServer.close(() => resolve()) : resolve()));
  for (const dir of [buildDir, prefix]) if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

type Case = {method?: string; target: string; status: number | number[]; location?: string};

/** Hostile and malformed requests, and what both servers answer. */
const HOSTILE: Case[] = [
  // Targets that are not addresses: 400.
  {target: '//%zz/', status: 400},
  {target: '/%zz', status: 400},
  {target: '/%', status: 400},
  {target: '/a%2', status: 400},
  {target: '/a%00b', status: 400},
  {target: '/%00', status: 400},
  {target: '/a\u0000b', status: 400},
  {target: '/a%0d%0aSet-Cookie:%20x=1', status: 400},
  {target: '/%09/evil.example/', status: 400},
  {target: '/\\evil.example', status: 400},
  {target: '/\\evil.example/', status: 400},
  {target: '/%5cevil.example/', status: 400},
  {target: '/%5C%5Cevil.example/', status: 400},
  {target: '*', status: 400},
  {target: 'evil.example:443', status: 400},
  // Paths above the site's root.
  {target: '/../etc/passwd', status: 400},
  {target: '/%2e%2e/%2e%2e/etc/passwd', status: 400},
  {target: '/server/intro/..%2f..%2f..%2fetc/passwd', status: 400},
  {target: '/server/%2e%2e%2f%2e%2e%2f', status: 400},
  {target: '/.%2e/', status: 400},
  // Dot files and paths that resolve inside the site.
  {target: `/${MANIFEST_FILE}`, status: 404},
  {target: `/assets/../${MANIFEST_FILE}`, status: 404},
  {target: '/server/../index.html', status: 301, location: '/'},
  // Redirects that must stay on this site.
  {target: '//a:b/', status: 301, location: '/a:b'},
  {target: '//[/', status: 301},
  ...(
    [
      ['//evil.example/', '/evil.example'],
      ['///evil.example/', '/evil.example'],
      ['/%2e//evil.example/', '/evil.example'],
      ['/.//evil.example/', '/evil.example'],
      ['/%2F%2Fevil.example/', '/evil.example'],
      ['//evil.example/index.html', '/evil.example'],
      ['//evil.example.html', '/evil.example'],
      ['/docs//evil.example/', '/docs/evil.example'],
      ['http://evil.example//evil.example/', '/evil.example'],
      ['/%E2%80%AE/', '/%E2%80%AE'],
      ['/x%20y/', '/x%20y'],
      ['/%23x/', '/%23x'],
    ] as const
  ).map(([target, location]) => ({target, status: 301, location})),
  // The absolute form names the path on this site; its host is not followed.
  {target: 'http://a:99999/', status: 200},
  {target: 'https://evil.example/server/intro', status: 200},
  // Overlong.
  {target: `/${'a'.repeat(8 * 1024)}`, status: 414},
  {target: `/${'a/'.repeat(10 * 1024)}`, status: 414},
  {target: `/server/intro?${'q'.repeat(9000)}`, status: 414},
  // Methods other than GET and HEAD.
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND', 'CONNECT'].map((method) => ({
    method,
    target: '/server/intro',
    status: 405,
  })),
  {method: 'POST', target: '/%2e//evil.example/', status: 405},
  // Node's HTTP parser refuses a method it does not know (400); nginx answers 405.
  {method: 'BREW', target: '/', status: [400, 405]},
];

/** A Location is a path of this site: one leading slash, no backslash, the same origin once resolved. */
function locationProblem(location: string): string | undefined {
  if (!location.startsWith('/') || location.startsWith('//') || location.includes('\\'))
    return `Location ${location} is not a path of this site`;
  if (new URL(location, 'http://site.example/').origin !== 'http://site.example')
    return `Location ${location} leaves the site`;
  return undefined;
}

describe.each(['node', 'nginx'] as const)('%s', (server) => {
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(ports[server], {method, target, headers});

  it('answers each hostile request as expected and keeps answering', async () => {
    const problems: string[] = [];
    for (const {method = 'GET', target, status, location} of HOSTILE) {
      const name = `${method} ${target.length > 60 ? `${target.slice(0, 40)}… (${target.length} characters)` : JSON.stringify(target)}`;
      const response = await rawRequest(ports[server], {
        method,
        target,
        body: method === 'POST' ? 'a=1' : undefined,
      }).catch((error: Error) => error);
      if (response instanceof Error) {
        problems.push(`${name}: ${response.message}`);
      } else {
        const expected = Array.isArray(status) ? status : [status];
        if (!expected.includes(response.status))
          problems.push(`${name}: status ${response.status}, expected ${status}`);
        const answered = header(response, 'location');
        if (answered !== undefined) {
          const problem = locationProblem(answered);
          if (problem) problems.push(`${name}: ${problem}`);
        }
        if (location !== undefined && answered !== location)
          problems.push(`${name}: Location ${answered}, expected ${location}`);
        if (response.status === 405 && header(response, 'allow') !== 'GET, HEAD')
          problems.push(`${name}: 405 without "Allow: GET, HEAD"`);
        if (response.status >= 500) problems.push(`${name}: server error ${response.status}`);
      }
      const after = await get('/').catch((error: Error) => error);
      if (after instanceof Error || after.status !== 200)
        problems.push(`after ${name}: GET / ${after instanceof Error ? after.message : after.status}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('redirects unclean paths to the clean one, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/server/intro.html', '/server/intro'],
      ['/server/intro/', '/server/intro'],
      ['/server/intro/index.html', '/server/intro'],
      ['/server/intro//', '/server/intro'],
      ['/SERVER/intro.HTML', '/SERVER/intro'],
      ['/index.html', '/'],
      ['/server/intro.html?a=1&b=%20', '/server/intro?a=1&b=%20'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect([from, response.status, header(response, 'location')]).toEqual([from, 301, to]);
    }
  });

  it('redirects every legacy /docs address to its server page in one step, keeping the query', async () => {
    expect(Object.keys(manifest.legacyRedirects).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(manifest.legacyRedirects)) {
      for (const [form, query] of [
        [from, ''],
        [`${from}.html`, ''],
        [`${from}/`, '?ref=old&x=%2F'],
      ]) {
        if (form === '/docs.html') continue;
        const response = await get(form + query);
        expect([form, response.status, header(response, 'location')]).toEqual([form, 301, to + query]);
      }
    }
    const elsewhere = await get('/docs/no-such-page');
    expect(elsewhere.status).toBe(404);
  });

  it('serves pages at their clean path and the not-found page with 404', async () => {
    const intro = await get('/server/intro');
    expect(intro.status).toBe(200);
    expect(intro.body.toString()).toContain('<h1>Introduction</h1>');
    expect((await get('/server/0.24')).body.toString()).toContain('<h1>Server 0.24 landing</h1>');
    for (const missing of ['/no/such/page', '/404', '/server/intro.mdx', '/assets/js/missing.js']) {
      const response = await get(missing);
      expect([missing, response.status]).toEqual([missing, 404]);
      expect(response.body.toString()).toContain('<h1>Page not found</h1>');
      expect(header(response, 'cache-control')).toBeUndefined();
    }
    const head = await get('/server/intro', {}, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it('sends each kind of file with its content type and cache policy, Markdown and text unredirected', async () => {
    const files: [string, string, string][] = [
      ['/server/intro', CONTENT_TYPES.html, REVALIDATE],
      ['/server/intro.md', CONTENT_TYPES.md, REVALIDATE],
      ['/llms.txt', CONTENT_TYPES.txt, REVALIDATE],
      ['/blog/rss.xml', CONTENT_TYPES.xml, REVALIDATE],
      ['/search-index/shard-server-0.24.json', CONTENT_TYPES.json, REVALIDATE],
      ['/img/logo.svg', CONTENT_TYPES.svg, REVALIDATE],
      ['/assets/js/main.0123abcd.js', CONTENT_TYPES.js, IMMUTABLE],
    ];
    for (const [target, type, cache] of files) {
      const response = await get(target);
      expect([target, response.status, header(response, 'content-type'), header(response, 'cache-control')]).toEqual([
        target,
        200,
        type,
        cache,
      ]);
      expect(header(response, 'etag'), target).toMatch(/^(W\/)?"[^"]+"$/);
      expect(header(response, 'last-modified'), target).toBeTruthy();
    }
  });

  it('sends the same security headers on pages, redirects, errors and refusals', async () => {
    const policy = contentSecurityPolicy(manifest);
    const answers: [string, RawResponse][] = [
      ['page', await get('/')],
      ['asset', await get('/assets/js/main.0123abcd.js')],
      ['redirect', await get('/server/intro/')],
      ['not found', await get('/nowhere')],
      ['refused method', await get('/', {}, 'DELETE')],
      ['malformed', await get('/%5cevil')],
    ];
    for (const [kind, response] of answers) {
      expect([kind, header(response, 'content-security-policy')]).toEqual([kind, policy]);
      expect([kind, header(response, 'x-content-type-options')]).toEqual([kind, 'nosniff']);
      expect([kind, header(response, 'referrer-policy')]).toEqual([kind, 'strict-origin-when-cross-origin']);
    }
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('googletagmanager');
  });

  it('leaves the document-only headers off a hashed file loaded into a page, and only then', async () => {
    const policy = contentSecurityPolicy(manifest);
    const asset = '/assets/js/main.0123abcd.js';
    const headersOf = async (target: string, destination?: string) => {
      const response = await get(target, destination ? {'Sec-Fetch-Dest': destination} : {});
      return {
        status: response.status,
        policy: header(response, 'content-security-policy'),
        frames: header(response, 'x-frame-options'),
        sniff: header(response, 'x-content-type-options'),
        referrer: header(response, 'referrer-policy'),
        vary: (response.headers['vary'] ?? []).join(', '),
      };
    };
    for (const destination of ['script', 'style', 'font', 'image']) {
      const loaded = await headersOf(asset, destination);
      expect([destination, loaded.status, loaded.policy, loaded.frames]).toEqual([
        destination,
        200,
        undefined,
        undefined,
      ]);
      expect([destination, loaded.sniff, loaded.referrer]).toEqual([destination, 'nosniff', undefined]);
      expect(loaded.vary, destination).toMatch(/Sec-Fetch-Dest/i);
    }
    // A worker's script, a file opened by itself, a browser that does not say: every header.
    for (const destination of ['worker', 'document', 'empty', undefined]) {
      const whole = await headersOf(asset, destination);
      expect([destination, whole.status, whole.policy, whole.frames, whole.referrer]).toEqual([
        destination,
        200,
        policy,
        'DENY',
        'strict-origin-when-cross-origin',
      ]);
      expect(whole.vary, destination).toMatch(/Sec-Fetch-Dest/i);
    }
    // Anything else, and an error page, keeps them whatever the request says.
    for (const target of ['/server/intro', '/search-index/shard-server-0.24.json', '/assets/js/missing.0123abcd.js']) {
      const other = await headersOf(target, 'script');
      expect([target, other.policy, other.frames]).toEqual([target, policy, 'DENY']);
    }
  });

  it('answers conditional requests with 304', async () => {
    for (const target of ['/server/intro', '/assets/js/main.0123abcd.js']) {
      const first = await get(target, {'Accept-Encoding': 'br'});
      const etag = header(first, 'etag') as string;
      const lastModified = header(first, 'last-modified') as string;
      const byTag = await get(target, {'Accept-Encoding': 'br', 'If-None-Match': etag});
      expect([target, byTag.status, byTag.body.length]).toEqual([target, 304, 0]);
      const byDate = await get(target, {'Accept-Encoding': 'br', 'If-Modified-Since': lastModified});
      expect([target, byDate.status]).toEqual([target, 304]);
      const changed = await get(target, {'Accept-Encoding': 'br', 'If-None-Match': '"something-else"'});
      expect([target, changed.status]).toEqual([target, 200]);
    }
  });

  it('answers byte ranges with 206, and an unsatisfiable one with 416 without the page', async () => {
    const whole = await get('/server/intro');
    const length = whole.body.length;
    const part = await get('/server/intro', {Range: 'bytes=0-9'});
    expect([part.status, header(part, 'content-range'), part.body.toString()]).toEqual([
      206,
      `bytes 0-9/${length}`,
      whole.body.subarray(0, 10).toString(),
    ]);
    const beyond = await get('/server/intro', {Range: `bytes=${length + 10}-`});
    expect([beyond.status, header(beyond, 'content-range')]).toEqual([416, `bytes */${length}`]);
    expect(beyond.body.toString()).not.toContain('Introduction');
  });

  it("sends the build's Brotli or gzip copy to a browser that takes it", async () => {
    const identity = await get('/server/intro');
    const expectations: [string, string | undefined, string][] = [
      ['gzip, deflate, br', 'br', '/server/intro.html.br'],
      ['gzip', 'gzip', '/server/intro.html.gz'],
      ['br;q=0, gzip', 'gzip', '/server/intro.html.gz'],
      ['identity', undefined, '/server/intro.html'],
    ];
    for (const [accept, encoding, file] of expectations) {
      const response = await get('/server/intro', {'Accept-Encoding': accept});
      expect([accept, header(response, 'content-encoding'), header(response, 'vary')]).toEqual([
        accept,
        encoding,
        'Accept-Encoding',
      ]);
      expect(response.body.equals(fs.readFileSync(path.join(buildDir, file))), accept).toBe(true);
    }
    expect(identity.body.toString()).toContain('<h1>Introduction</h1>');
  });

  it('keeps an idle connection open for the next request as long as the other server does', async () => {
    // One keep-alive connection, two requests: the second goes out on the first's connection.
    const agent = new http.Agent({keepAlive: true, maxSockets: 1});
    const sockets: net.Socket[] = [];
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const request = http.get({host: '127.0.0.1', port: ports[server], path: '/server/intro', agent}, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('socket', (socket) => sockets.push(socket));
        request.on('error', reject);
      });
    expect([await get(), await get()]).toEqual([200, 200]);
    expect(sockets[0]).toBe(sockets[1]);
    agent.destroy();
    if (server === 'node') expect(nodeServer.keepAliveTimeout).toBe(KEEPALIVE_SECONDS * 1000);
    else
      expect(standaloneConfig({prefix: '/p', root: '/r', manifest})).toContain(
        `keepalive_timeout ${KEEPALIVE_SECONDS}s;`,
      );
  });

  it('answers a client that closes its sending side after the request', async () => {
    const response = await rawRequest(ports[server], {target: '/server/intro', halfClose: true});
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('<h1>Introduction</h1>');
  });
});

describe("the Node server's reliance on httpAllowHalfOpen", () => {
  // Registered in plugins/patch-register/patches.ts: Node's http.Server reads this undocumented
  // property when a client half-closes; false (Node's default) drops the answer not yet written.
  async function halfClosedAnswer(allowHalfOpen: boolean) {
    const site = createSiteServer({buildDir, log: () => undefined});
    Object.assign(site, {httpAllowHalfOpen: allowHalfOpen});
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const {port} = site.address() as net.AddressInfo;
      return await rawRequest(port, {target: '/server/intro', halfClose: true}).catch((error: Error) => error);
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  }

  it('is what gets a half-closed client its answer: without it Node closes the connection unanswered', async () => {
    expect(await halfClosedAnswer(true)).toMatchObject({status: 200});
    const dropped = await halfClosedAnswer(false);
    expect(dropped).toBeInstanceOf(Error);
    expect((dropped as Error).message).toContain('connection closed without an answer');
  });
});

describe("the local servers' options", () => {
  it.each([
    [{}, {port: 3000, host: '127.0.0.1', buildDir: '/repo/build'}],
    [
      {PORT: '3421', HOST: '0.0.0.0', BUILD_DIR: 'out'},
      {port: 3421, host: '0.0.0.0', buildDir: '/repo/out'},
    ],
    [
      {HOST: 'localhost', BUILD_DIR: '/abs/build'},
      {port: 3000, host: 'localhost', buildDir: '/abs/build'},
    ],
    [
      {HOST: '[::1]', PORT: '65535'},
      {port: 65535, host: '[::1]', buildDir: '/repo/build'},
    ],
  ])('reads %j', (env, expected) => {
    expect(servingOptions(env, '/repo')).toEqual(expected);
  });

  it.each([
    [{PORT: 'abc'}, 'PORT must be a number from 1 to 65535, got "abc".'],
    [{PORT: '0'}, 'PORT must be a number from 1 to 65535, got "0".'],
    [{PORT: '65536'}, 'PORT must be a number from 1 to 65535, got "65536".'],
    [{PORT: '80x'}, 'PORT must be a number from 1 to 65535, got "80x".'],
    [
      {HOST: '1.2.3.4; include /etc/passwd'},
      'HOST must be an IP address or a host name, got "1.2.3.4; include /etc/passwd".',
    ],
    [{HOST: '::1'}, 'HOST must be an IP address or a host name, got "::1".'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => servingOptions(env, '/repo')).toThrow(message);
  });
});

describe('the rules', () => {
  it('build one legacy address per server page, /docs itself included', () => {
    expect(legacyRedirectsFor(serverPagePaths(buildDir))).toEqual({
      '/docs': '/server',
      '/docs/0.24': '/server/0.24',
      '/docs/0.24/intro': '/server/0.24/intro',
      '/docs/intro': '/server/intro',
      '/docs/next/intro': '/server/next/intro',
    });
  });

  it('parse request targets as nginx does', () => {
    expect(parseTarget('/a/./b/../c//d/?x=1')).toEqual({path: '/a/c/d/', query: 'x=1'});
    expect(parseTarget('/a/..')).toEqual({path: '/', query: ''});
    expect(parseTarget('/..')).toEqual({status: 400});
    expect(parseTarget('/%zz')).toEqual({status: 400});
    expect(parseTarget(`/${'a'.repeat(9000)}`)).toEqual({status: 414});
  });

  it('never redirect to another host', () => {
    for (const target of [
      '//evil.example/',
      '/%2e//evil.example/',
      '/.//evil.example/index.html',
      '/x/..//evil.example//',
    ]) {
      const parsed = parseTarget(target);
      if ('status' in parsed) throw new Error(`${target}: ${parsed.status}`);
      const location = redirectFor(parsed.path, parsed.query, {});
      expect([target, location && locationProblem(location)]).toEqual([target, undefined]);
    }
  });

  it("the nginx map's clean form of a path is cleanPath's", () => {
    const config = siteConfig({root: '/srv/site', manifest});
    const pattern = /map \$uri \$ariadne_docs_clean \{\n\s+"~\*\^\(\?<ariadne_docs_clean_path>(.*?)\)(.*?)" /.exec(
      config,
    );
    expect(pattern).not.toBeNull();
    const regex = new RegExp(
      `^(${(pattern as RegExpExecArray)[1]})${(pattern as RegExpExecArray)[2].replace(/\\\\/g, '\\')}`,
      'i',
    );
    const paths = [
      '/a',
      '/a/',
      '/a//',
      '/a.html',
      '/a/index.html',
      '/a/.html',
      '/a//index.html',
      '/a.html/',
      '/A/INDEX.HTML',
      '/docs/0.24/intro.html',
      '/index.html',
    ];
    for (const p of paths) {
      const match = regex.exec(p);
      const nginxClean = match ? match[1] || '/' : p;
      expect([p, nginxClean]).toEqual([p, cleanPath(p)]);
    }
  });

  it('the nginx types are the content types of the Node server', () => {
    const config = siteConfig({root: '/srv/site', manifest});
    for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
      expect(config).toMatch(
        new RegExp(`"${type.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}" [a-z0-9 ]*\\b${extension}\\b`),
      );
    }
  });
});
