/**
 * The previous site answered every server docs page under /docs as well
 * (`/docs/intro`, `/docs/0.24/intro`, `/docs/next/intro`, and `/docs`
 * itself). The list of those addresses is derived here from the built server
 * pages (every `.html` under `server/`, all versions), never kept by hand:
 * `/docs/X` → `/server/X`. Both servers answer them with a 301 from the
 * manifest (serving/rules.mjs); for a static host without redirect rules the
 * build also writes a small page at each address that sends the reader on
 * with the query and hash kept. These pages are written after the sitemap,
 * so it does not list them, and they ask search engines not to index them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {cleanPath} from '../../plugins/clean-urls/cleanPath.mjs';
import {legacyRedirectsFor} from '../../serving/rules.mjs';
import {buildFiles} from './build-files';

const NOT_FOUND = /(^|\/)404\.html$/;

/** Clean paths of the built server docs pages, all versions: `/server`, `/server/intro`, `/server/0.24/intro`, ... */
export function serverPagePaths(buildDir: string): string[] {
  const pages = [...buildFiles(buildDir)]
    .filter((file) => (file === 'server.html' || file.startsWith('server/')) && file.endsWith('.html'))
    .filter((file) => !NOT_FOUND.test(file))
    .map((file) => cleanPath(`/${file}`));
  if (!pages.includes('/server/intro')) throw new Error(`legacy pages: no /server/intro page in ${buildDir}`);
  return pages;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The script is the same on every redirect page (its target is read from the
 * link), so the Content-Security-Policy needs one hash for all of them.
 */
export const REDIRECT_SCRIPT =
  "location.replace(document.getElementById('moved-to').getAttribute('href')+location.search+location.hash)";

export function redirectPage(target: string, siteUrl: string): string {
  const to = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${to}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(siteUrl.replace(/\/$/, '') + target)}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p>This page has moved to <a id="moved-to" href="${to}">${to}</a>.</p>
<script>${REDIRECT_SCRIPT}</script>
</body>
</html>
`;
}

/** Writes a redirect page at each legacy address and returns the address → page map. */
export function writeLegacyPages(buildDir: string, siteUrl: string): Record<string, string> {
  const redirects = legacyRedirectsFor(serverPagePaths(buildDir));
  for (const [from, to] of Object.entries(redirects)) {
    const file = path.join(buildDir, `${from}.html`);
    if (fs.existsSync(file) && !fs.readFileSync(file, 'utf8').includes(REDIRECT_SCRIPT))
      throw new Error(`legacy pages: ${from} is already a page of the build`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, redirectPage(to, siteUrl));
  }
  return redirects;
}
