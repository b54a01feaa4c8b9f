/**
 * upgrade-guide: adds the upgrade guide page (`/upgrade`, see
 * src/site/upgradeGuide.ts) to the main part of the site, with its data as a
 * module of that route only, so no other page loads it: for each docs area,
 * every version's public names (server: facts/ariadne-api.json; client: the
 * settings, plugin hooks and modules of facts/codegen-api.json), every
 * version's pages with a fingerprint of their text, and the release posts
 * (facts/site.json). The page (src/components/UpgradeGuide) compares two
 * versions from it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sitePartOfConfig} from '../../src/site/parts';
import {UPGRADE_GUIDE_PATH} from '../../src/site/upgradeGuide';
import type {ModuleNames} from '../../src/apiHistory/history';
import {postVersion} from '../../src/apiHistory/history';
import type {UpgradeAreaData, UpgradeData} from '../../src/apiHistory/upgradeData';
import {ROOT, SITE, titlesOf, versionBase, versionDir, versionsOf} from '../../scripts/lib/site-facts';

type AreaName = 'server' | 'client';
type CodegenFacts = Record<
  string,
  {settings: Record<string, string[]>; plugin_hooks: string[]; modules: Record<string, string[]>}
>;

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

/** Public names per group of every version of an area. */
export function publicNames(area: AreaName): Record<string, ModuleNames> {
  if (area === 'server') {
    const api = readJson<Record<string, {modules: ModuleNames}>>('facts/ariadne-api.json');
    return Object.fromEntries(versionsOf('server').map((version) => [version, api[version]?.modules ?? {}]));
  }
  const codegen = readJson<CodegenFacts>('facts/codegen-api.json');
  return Object.fromEntries(
    versionsOf('client').map((version) => {
      const facts = codegen[version];
      if (!facts) return [version, {}];
      const groups: Record<string, string[]> = {};
      for (const [settingsClass, keys] of Object.entries(facts.settings)) groups[`settings (${settingsClass})`] = keys;
      groups['plugin hooks'] = facts.plugin_hooks;
      Object.assign(groups, facts.modules);
      return [version, groups];
    }),
  );
}

/** A short fingerprint of a page's text (line endings and trailing spaces do not count). */
export function fingerprint(text: string): string {
  const normal = text
    .replace(/\r\n/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();
  return crypto.createHash('sha256').update(normal).digest('base64url').slice(0, 10);
}

export function areaData(area: AreaName): UpgradeAreaData {
  const versions = versionsOf(area);
  const perVersion = publicNames(area);
  const names: Record<string, Record<string, number[]>> = {};
  versions.forEach((version, at) => {
    for (const [group, list] of Object.entries(perVersion[version] ?? {})) {
      for (const name of list) ((names[group] ??= {})[name] ??= []).push(at);
    }
  });
  const pages = Object.fromEntries(
    versions.map((version) => [
      version,
      Object.fromEntries(
        Object.entries(titlesOf(area, version)).map(([id, title]) => {
          const file = path.join(versionDir(area, version), `${id}.md`);
          return [id, [title, fingerprint(fs.readFileSync(file, 'utf8'))] as [string, string]];
        }),
      ),
    ]),
  );
  return {
    versions,
    latest: SITE[area].latest,
    bases: Object.fromEntries(versions.map((version) => [version, versionBase(area, version)])),
    names,
    pages,
    posts: SITE.blog_posts
      .filter((post) => postVersion(post.slug, area, versions) !== null)
      .map(({slug, title, date, route}) => ({slug, title, date, route})),
  };
}

export default function upgradeGuide(context: LoadContext): Plugin {
  const part = sitePartOfConfig(context.siteConfig.customFields);
  return {
    name: 'upgrade-guide',
    async loadContent(): Promise<UpgradeData | null> {
      // The page belongs to the main part (with home, blog and the latest docs).
      if (part === 'archive') return null;
      return {server: areaData('server'), client: areaData('client')};
    },
    async contentLoaded({content, actions}) {
      if (!content) return;
      const data = content as UpgradeData;
      const dataPath = await actions.createData('upgrade-guide.json', JSON.stringify(data));
      actions.addRoute({
        path: `${context.baseUrl.replace(/\/$/, '')}${UPGRADE_GUIDE_PATH}`,
        exact: true,
        component: '@site/src/components/UpgradeGuide/index.tsx',
        modules: {data: dataPath},
      });
    },
  };
}
