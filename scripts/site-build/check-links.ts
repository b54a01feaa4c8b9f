/**
 * Link check over a finished (merged) build: every `<a href>` that points
 * into the site must name a page or file of the build, and every `#anchor`
 * must name an element id on the page it points to. This is the check the
 * engine runs during a single build, done here over the merged output, where
 * links between the two parts (src/site/parts.ts) can be checked too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {cleanPath} from '../../plugins/clean-urls/cleanPath.mjs';
import {scanBuild, type PageScan} from './page-scan.mjs';

export type BrokenLink = {page: string; href: string; reason: string};

/** Site path of a built HTML file: `index.html` → `/`, `a/b.html` and `a/b/index.html` → `/a/b`. */
export function sitePathOfFile(relativeFile: string): string {
  return cleanPath(`/${relativeFile.split(path.sep).join('/')}`);
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The broken links of a build; `scans` are its pages as ./page-scan.mjs read them (read here when not given). */
export function checkLinks(
  buildDir: string,
  siteUrl = 'https://example.invalid',
  scans: ReadonlyMap<string, PageScan> = scanBuild(buildDir),
): BrokenLink[] {
  const origin = new URL(siteUrl).origin;
  const pages = new Map<string, PageScan>();
  for (const [file, scan] of scans) pages.set(sitePathOfFile(file), scan);
  const fileExists = (pathname: string) => {
    const file = path.join(buildDir, pathname);
    return file.startsWith(buildDir) && fs.existsSync(file) && fs.statSync(file).isFile();
  };

  const broken: BrokenLink[] = [];
  for (const [pagePath, page] of pages) {
    for (const href of page.links) {
      if (href === '' || (EXTERNAL.test(href) && !href.startsWith(`${origin}/`))) continue;
      let url: URL;
      try {
        url = new URL(href, `${origin}${pagePath}`);
      } catch {
        broken.push({page: pagePath, href, reason: 'not a valid URL'});
        continue;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        broken.push({page: pagePath, href, reason: 'badly encoded path'});
        continue;
      }
      const targetPath = cleanPath(pathname);
      const target = pages.get(targetPath);
      if (!target) {
        if (!fileExists(pathname)) broken.push({page: pagePath, href, reason: 'no such page or file'});
        continue;
      }
      const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
      if (anchor && !target.ids.has(anchor)) {
        broken.push({page: pagePath, href, reason: `no element with id "${anchor}" on ${targetPath}`});
      }
    }
  }
  return broken;
}

/** The report of a failed check: one line per broken link, grouped by page. */
export function formatBrokenLinks(broken: readonly BrokenLink[], limit = 100): string {
  const lines = broken.slice(0, limit).map(({page, href, reason}) => `- on ${page}: ${href} (${reason})`);
  if (broken.length > limit) lines.push(`... and ${broken.length - limit} more`);
  return `Broken links found (${broken.length}):\n${lines.join('\n')}`;
}
