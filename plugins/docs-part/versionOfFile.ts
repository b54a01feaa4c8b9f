/**
 * Which docs version a Markdown file belongs to, as the docs plugin asks when
 * it resolves a link written as a file (`[Resolvers](resolvers.md)`): the
 * plugin's `getVersionFromSourceFilePath` takes the first version whose
 * folder the file's path starts with, as a string. The current version's
 * folder, `server`, is a prefix of `server_versioned_docs/version-0.25`, so
 * every released page counted as `next`, and its links to a page that `next`
 * also has went to `next` (6,367 links on 821 of the 823 released pages).
 * Here a file belongs to a folder only up to a path separator. The plugin's
 * export is replaced once, before any page is compiled (./index.ts).
 */
import path from 'node:path';
import {createRequire} from 'node:module';

type Version = {contentPath: string; contentPathLocalized?: string; versionName: string};
type VersionModule = {getVersionFromSourceFilePath: (filePath: string, versions: Version[]) => Version};

/** Whether `filePath` is inside `dir` (or is `dir`), by whole path segments. */
export function isInside(filePath: string, dir: string): boolean {
  const root = dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`;
  return filePath === dir || filePath.startsWith(root);
}

export function versionOfFile(filePath: string, versions: Version[]): Version {
  const found = versions.find((version) =>
    [version.contentPathLocalized, version.contentPath].some((dir) => dir !== undefined && isInside(filePath, dir)),
  );
  if (!found) throw new Error(`docs-part: the file ${filePath} belongs to no docs version`);
  return found;
}

export const VERSION_MODULE = '@docusaurus/plugin-content-docs/lib/versions/version.js';

/** Puts versionOfFile in place of the plugin's lookup; fails when the plugin no longer has it. */
export function installVersionOfFile(siteDir: string): void {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const module = require(VERSION_MODULE) as VersionModule;
  if (typeof module.getVersionFromSourceFilePath !== 'function') {
    throw new Error(
      `docs-part: ${VERSION_MODULE} no longer exports getVersionFromSourceFilePath; re-check plugins/docs-part/versionOfFile.ts against the installed @docusaurus/plugin-content-docs`,
    );
  }
  module.getVersionFromSourceFilePath = versionOfFile;
}
