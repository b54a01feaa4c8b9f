/**
 * The one reader of facts/site.json: the docs versions of each area, the pages
 * of each version (resolving `same_pages_as`, where a version lists the same
 * pages as another), the route of a version and the blog posts. Build scripts
 * and tests import it; other languages run it and read what it prints:
 *
 *   node scripts/lib/site-facts.mjs server   # {"0.25": {"source_tag": …, "titles": …, "sidebar": …}, …}
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('./site-facts.d.mts').SiteFacts} */
export const SITE = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/site.json'), 'utf8'));

export const AREAS = /** @type {const} */ (['server', 'client']);

/** The page list of a version, with `same_pages_as` followed to the version that holds it. */
export function pagesOf(area, version) {
  let entry = SITE[area].pages[version];
  if (!entry) throw new Error(`facts/site.json lists no ${area} version ${version}`);
  const seen = new Set([version]);
  while (entry.same_pages_as) {
    const next = entry.same_pages_as;
    if (seen.has(next)) throw new Error(`facts/site.json: ${area} ${version} has a same_pages_as cycle`);
    seen.add(next);
    const target = SITE[area].pages[next];
    if (!target) throw new Error(`facts/site.json: ${area} ${version} has same_pages_as ${next}, which is not listed`);
    entry = {...target, source_tag: entry.source_tag};
  }
  return entry;
}

/** Page id → title of a version. */
export function titlesOf(area, version) {
  const titles = pagesOf(area, version).titles;
  if (!titles) throw new Error(`facts/site.json lists no titles for ${area} ${version}`);
  return titles;
}

/** Every version of an area, `next` included, newest first. */
export function versionsOf(area) {
  return ['next', ...SITE[area].versions];
}

/** Where a version's pages are served: the latest release at the area's root. */
export function versionBase(area, version) {
  return version === SITE[area].latest ? `/${area}` : `/${area}/${version}`;
}

/** Where a version's Markdown files live in the repository. */
export function versionDir(area, version) {
  return version === 'next' ? path.join(ROOT, area) : path.join(ROOT, `${area}_versioned_docs`, `version-${version}`);
}

/** Every docs page of every version of both areas. */
export function docRoutes() {
  return AREAS.flatMap((area) =>
    versionsOf(area).flatMap((version) =>
      Object.entries(titlesOf(area, version)).map(([id, title]) => ({
        area,
        version,
        id,
        title,
        route: `${versionBase(area, version)}/${id}`,
      })),
    ),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const area = process.argv[2];
  if (!AREAS.includes(area)) {
    console.error(`usage: node scripts/lib/site-facts.mjs ${AREAS.join('|')}`);
    process.exit(2);
  }
  const resolved = Object.fromEntries(versionsOf(area).map((version) => [version, pagesOf(area, version)]));
  process.stdout.write(JSON.stringify(resolved));
}
