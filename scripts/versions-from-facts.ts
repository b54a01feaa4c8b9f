/**
 * Writes the Docusaurus version files of both docs areas from facts/site.json:
 * `server_versions.json`, `client_versions.json` and each released version's
 * sidebar under `*_versioned_sidebars/`. Stops, naming them, when a page the
 * facts list has no Markdown file: every page is written by hand.
 *
 * Run after facts/site.json changes: `npx vite-node scripts/versions-from-facts.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, SITE, pagesOf, titlesOf, versionDir, type AreaName} from './lib/site-facts';

const CLIENT_SIDEBAR = [
  'intro',
  'configuration',
  'using-generated-client',
  'step-by-step-example',
  'custom-operation-builder',
  {category: 'Plugins', pages: ['plugins/standard-plugins', 'plugins/custom-plugins']},
];

function serverSidebar(version: string) {
  return (pagesOf('server', version).sidebar ?? []).map((c) => ({
    type: 'category',
    label: c.category,
    items: c.pages,
  }));
}

function clientSidebar() {
  return CLIENT_SIDEBAR.map((item) =>
    typeof item === 'string' ? item : {type: 'category', label: item.category, items: item.pages},
  );
}

function writeJson(file: string, data: unknown) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}

function missingPages(area: AreaName, version: string): string[] {
  const dir = versionDir(area, version);
  return Object.keys(titlesOf(area, version))
    .filter((id) => !fs.existsSync(path.join(dir, `${id}.md`)) && !fs.existsSync(path.join(dir, `${id}.mdx`)))
    .map((id) => path.relative(ROOT, path.join(dir, `${id}.md`)));
}

const missing: string[] = [];
for (const area of ['server', 'client'] as const) {
  const versions = SITE[area].versions;
  writeJson(path.join(ROOT, `${area}_versions.json`), versions);
  for (const version of versions) {
    const items = area === 'server' ? serverSidebar(version) : clientSidebar();
    writeJson(path.join(ROOT, `${area}_versioned_sidebars/version-${version}-sidebars.json`), {
      tutorialSidebar: items,
    });
    missing.push(...missingPages(area, version));
  }
  missing.push(...missingPages(area, 'next'));
  console.log(`${area}: ${versions.length} released versions`);
}
if (missing.length > 0) {
  console.error(`Pages listed in facts/site.json without a file:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
