/**
 * The fingerprint of everything the archive part's output depends on, so a
 * build can reuse the archive output when only main-part content changed
 * (the common case: an edit to the latest docs or the blog).
 *
 * The archive part renders the pages of its versions, but it also loads
 * the other docs versions to know their page ids, paths, titles and sidebars
 * (version dropdown, banners): of those pages the path and front matter
 * count, not the body. The blog is not part of it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ARCHIVE_VERSIONS} from '../../src/site/parts';

/** Files whose whole content counts. */
const WHOLE = [
  'docusaurus.config.ts',
  'package-lock.json',
  // The patches npm install applies to the packages (patch-package): the lock file does not change with them.
  'patches',
  'src',
  'plugins',
  'static',
  'sidebars',
  'server_versions.json',
  'server_versioned_sidebars',
  'client_versions.json',
  'client_versioned_sidebars',
  ...ARCHIVE_VERSIONS.map((version) => version.docsDir),
];

/** Docs folders of the main part's versions: only their file names and front matter count. */
function frontMatterOnly(siteDir: string): string[] {
  const archived = new Set(ARCHIVE_VERSIONS.map((version) => version.docsDir));
  const versionedDirs = fs
    .readdirSync(siteDir)
    .filter((name) => name.endsWith('_versioned_docs'))
    .flatMap((dir) => fs.readdirSync(path.join(siteDir, dir)).map((version) => `${dir}/${version}`));
  return versionedDirs.filter((dir) => !archived.has(dir));
}

/** Build settings read from the environment that change the output. */
const ENV = ['GTAG_TRACKING_ID', 'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME', 'SITE_REPOSITORY_URL'];

/** Path order of a depth-first walk that takes each folder's entries by name (localeCompare). */
function byPathSegments(a: string, b: string): number {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const order = left[i].localeCompare(right[i]);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** `relative` itself when it is a file, else every file under it; relative to `siteDir`, in a stable order. */
function filesUnder(siteDir: string, relative: string): string[] {
  const full = path.join(siteDir, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .sort(byPathSegments);
}

function frontMatter(text: string): string {
  return /^---\r?\n[\s\S]*?\r?\n---/.exec(text)?.[0] ?? '';
}

export function archiveFingerprint(siteDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = crypto.createHash('sha256');
  for (const relative of WHOLE.flatMap((entry) => filesUnder(siteDir, entry))) {
    hash.update(`file ${relative}\n`).update(fs.readFileSync(path.join(siteDir, relative)));
  }
  for (const relative of frontMatterOnly(siteDir).flatMap((entry) => filesUnder(siteDir, entry))) {
    const text = fs.readFileSync(path.join(siteDir, relative), 'utf8');
    hash.update(`page ${relative}\n${/\.mdx?$/.test(relative) ? frontMatter(text) : text}\n`);
  }
  for (const name of ENV) hash.update(`env ${name}=${env[name]?.trim() ?? ''}\n`);
  return hash.digest('hex');
}
