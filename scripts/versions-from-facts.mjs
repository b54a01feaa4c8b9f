#!/usr/bin/env node
/**
 * Writes the Docusaurus version files of both docs areas from facts/site.json:
 * `server_versions.json`, `client_versions.json` and each released version's
 * sidebar under `*_versioned_sidebars/`. A page listed in the facts that has no
 * file yet gets a short draft with its real title, so every route exists.
 *
 * Run after facts/site.json changes: `node scripts/versions-from-facts.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = JSON.parse(fs.readFileSync(path.join(root, 'facts/site.json'), 'utf8'));

const CLIENT_SIDEBAR = [
  'intro',
  'configuration',
  'using-generated-client',
  'step-by-step-example',
  'custom-operation-builder',
  {category: 'Plugins', pages: ['plugins/standard-plugins', 'plugins/custom-plugins']},
];

function serverSidebar(version) {
  let entry = site.server.pages[version];
  while (entry.same_pages_as) entry = site.server.pages[entry.same_pages_as];
  return entry.sidebar.map((c) => ({
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

function titlesOf(area, version) {
  let entry = site[area].pages[version];
  while (entry.same_pages_as) entry = site[area].pages[entry.same_pages_as];
  return entry.titles;
}

function writeJson(file, data) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}

function ensurePages(area, version, dir) {
  let drafts = 0;
  for (const [id, title] of Object.entries(titlesOf(area, version))) {
    const file = path.join(dir, `${id}.md`);
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const label = version === 'next' ? 'the development version' : `version ${version}`;
    fs.writeFileSync(
      file,
      `---\ntitle: ${JSON.stringify(title)}\ndraft_page: true\n---\n\n` +
        `This page of the ${area === 'server' ? 'Ariadne' : 'Ariadne Codegen'} documentation for ${label} is being written.\n`,
    );
    drafts += 1;
  }
  return drafts;
}

for (const area of ['server', 'client']) {
  const versions = site[area].versions;
  writeJson(path.join(root, `${area}_versions.json`), versions);
  let drafts = 0;
  for (const version of versions) {
    const items = area === 'server' ? serverSidebar(version) : clientSidebar();
    writeJson(path.join(root, `${area}_versioned_sidebars/version-${version}-sidebars.json`), {
      tutorialSidebar: items,
    });
    drafts += ensurePages(area, version, path.join(root, `${area}_versioned_docs/version-${version}`));
  }
  drafts += ensurePages(area, 'next', path.join(root, area));
  console.log(`${area}: ${versions.length} released versions, ${drafts} draft pages written`);
}
