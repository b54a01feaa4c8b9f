import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {scanBuild, scanBuildInWorkers, scanPage} from '../../scripts/site-build/page-scan.mjs';
import {inlineScripts, scriptHash} from '../../scripts/site-build/script-hashes';
import {temporaryFolders} from '../support/tempFolders';

const builtSite = temporaryFolders('page-scan-');

const PAGE = `<!doctype html><html><head>
<script>document.documentElement.dataset.theme = "dark" && 1 < 2 ? "a&amp;b" : "</x>";</script>
<script type="application/ld+json">{"@type": "WebSite"}</script>
<script src="/assets/js/main.js" defer></script>
<script type="module">import("/x.js")</script>
</head><body>
<h2 id="install">Install</h2><a name="legacy-anchor"></a>
<a href="/server/intro?a=1&amp;b=2#install">intro</a><a href="#top">top</a><a>no address</a>
</body></html>`;

describe('page scan: one read of a built page for the link check and the script hashes', () => {
  it("collects the page's ids, its links (entities decoded) and the inline scripts the browser runs (raw)", () => {
    const scan = scanPage(PAGE);
    expect([...scan.ids]).toEqual(['install', 'legacy-anchor']);
    expect(scan.links).toEqual(['/server/intro?a=1&b=2#install', '#top']);
    expect(scan.scripts).toEqual([
      'document.documentElement.dataset.theme = "dark" && 1 < 2 ? "a&amp;b" : "</x>";',
      'import("/x.js")',
    ]);
    expect(inlineScripts(PAGE)).toEqual(scan.scripts);
    // What is hashed is the script's text as the browser reads it.
    expect(scriptHash('import("/x.js")')).toBe('sha256-I8VJc6IXTzFrBKCYrz63oWi+K0hLhNd0cuSIA0nKDZE=');
  });

  it('stops at an inline event handler or a javascript: address, naming the page, even when encoded', () => {
    expect(() => scanPage('<img src="a.png" onError="x()">', 'server/intro.html')).toThrow(
      'server/intro.html: inline event handler onerror="…" is blocked by the Content-Security-Policy',
    );
    expect(() => scanPage('<a href=" JavaScript:alert(1)">x</a>', 'a.html')).toThrow(
      'a.html: a javascript: address in href is blocked by the Content-Security-Policy',
    );
    expect(() => scanPage('<a href="&#106;avascript:alert(1)">x</a>', 'b.html')).toThrow(
      /b\.html: a javascript: address/,
    );
    expect(scanPage('<div data-on="x" title="on javascript: and more">o</div>').ids.size).toBe(0);
  });

  it('stops at a replacement character, the mark of text broken on its way, naming the page and showing where', () => {
    expect(() =>
      scanPage(
        '<a title="0.6.0 has no “fastapi-integration\uFFFD” page">0.6.0</a>',
        'server/0.24/fastapi-integration.html',
      ),
    ).toThrow(/server\/0\.24\/fastapi-integration\.html: a replacement character \(U\+FFFD\).*“fastapi-integration/);
  });

  it('scans a build in worker threads into the same scans, in the same order, and reports a page that stops the build', async () => {
    const build = builtSite({
      'index.html': PAGE,
      'server/intro.html': '<h2 id="a">A</h2><a href="/#install">home</a>',
      'server/0.24/intro.html': '<a href="/server/intro#a">latest</a><script>1</script>',
      'blog.html': '<p id="top">Blog</p>',
      'assets/html/skipped.html': '<a href="/nowhere">x</a>',
    });
    const scans = await scanBuildInWorkers(build, 2);
    expect([...scans.keys()]).toEqual([
      'blog.html',
      'index.html',
      path.join('server', '0.24', 'intro.html'),
      path.join('server', 'intro.html'),
    ]);
    expect(scans).toEqual(scanBuild(build));
    fs.writeFileSync(path.join(build, 'server/intro.html'), '<button onclick="go()">x</button>');
    await expect(scanBuildInWorkers(build, 2)).rejects.toThrow('server/intro.html: inline event handler onclick="…"');
  });
});
