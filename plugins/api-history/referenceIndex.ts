/**
 * The entries of the server API reference pages of every version, read from
 * their Markdown: each `###` heading of a reference page is one entry, naming
 * one public name (or two, "A and B"); its anchor is the id Docusaurus gives
 * the heading. Every entry must name something the version's facts
 * (facts/ariadne-api.json) list in the page's module, or building the index
 * throws, naming the page and the name.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {titlesOf, versionBase, versionDir, versionsOf, ROOT} from '../../scripts/lib/site-facts';
import type {ModuleNames} from '../../src/apiHistory/history';

/** Reference page id → the module it documents (as scripts/reference-names.py reads it). */
export const REFERENCE_MODULES: Readonly<Record<string, string>> = {
  'api-reference': 'ariadne',
  'types-reference': 'ariadne.types',
  'constants-reference': 'ariadne.constants',
  'exceptions-reference': 'ariadne.exceptions',
  'asgi-reference': 'ariadne.asgi',
  'asgi-handlers-reference': 'ariadne.asgi.handlers',
  'wsgi-reference': 'ariadne.wsgi',
};

export type ApiFacts = Record<string, {source_tag: string; modules: ModuleNames}>;
export type Deprecations = Record<string, Record<string, Record<string, {source: string}>>>;

export const API_FACTS: ApiFacts = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/ariadne-api.json'), 'utf8'));
export const DEPRECATIONS: Deprecations = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'facts/deprecations.json'), 'utf8'),
);
export const SERVER_VERSIONS: string[] = versionsOf('server');

/** One entry of a reference page. */
export type Entry = {page: string; module: string; names: string[]; heading: string; anchor: string};

/** The text of a heading as Docusaurus reads it (inline code marks dropped) and its explicit id. */
function headingText(raw: string): {text: string; id?: string} {
  const explicit = /\s*\{#([^}]+)\}\s*$/.exec(raw);
  const body = explicit ? raw.slice(0, explicit.index) : raw;
  return {text: body.replaceAll('`', '').trim(), id: explicit?.[1]};
}

/** The names an entry heading names: "A" or "A and B". */
export function entryNames(heading: string): string[] {
  return heading.split(/\s+and\s+/).map((name) => name.trim());
}

/** The `##`–`######` headings of a Markdown text outside code fences, with their ids. */
export function headingsOf(markdown: string): {depth: number; text: string; anchor: string}[] {
  const slugger = createSlugger();
  const out: {depth: number; text: string; anchor: string}[] = [];
  let fence: string | null = null;
  for (const line of markdown.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1] || !heading[2]) continue;
    const {text, id} = headingText(heading[2]);
    out.push({depth: heading[1].length, text, anchor: id ?? slugger.slug(text)});
  }
  return out;
}

/**
 * The entries of one reference page's Markdown, checked against the version's
 * facts: throws, naming the page and the name, when an entry names something
 * the page's module does not have at that version.
 */
export function entriesOfPage(version: string, page: string, markdown: string, where = page): Entry[] {
  const facts = API_FACTS[version];
  if (!facts) throw new Error(`api-history: facts/ariadne-api.json has no server version ${version}.`);
  const module = REFERENCE_MODULES[page];
  if (!module) return [];
  const known = facts.modules[module] ?? [];
  const entries: Entry[] = [];
  for (const heading of headingsOf(markdown)) {
    if (heading.depth !== 3) continue;
    const names = entryNames(heading.text);
    for (const name of names) {
      if (!known.includes(name)) {
        throw new Error(
          `api-history: ${where} has an entry "${heading.text}", but facts/ariadne-api.json ` +
            `does not list "${name}" in ${module} at server ${version} (tag ${facts.source_tag}).`,
        );
      }
    }
    entries.push({page, module, names, heading: heading.text, anchor: heading.anchor});
  }
  return entries;
}

/** The reference entries of every reference page of one server version. */
export function entriesOf(version: string): Entry[] {
  return Object.keys(titlesOf('server', version)).flatMap((page) => {
    if (!REFERENCE_MODULES[page]) return [];
    const file = path.join(versionDir('server', version), `${page}.md`);
    return entriesOfPage(version, page, fs.readFileSync(file, 'utf8'), path.relative(ROOT, file));
  });
}

const cache = new Map<string, Entry[]>();

/** entriesOf, read once per build. */
export function cachedEntriesOf(version: string): Entry[] {
  let entries = cache.get(version);
  if (!entries) {
    entries = entriesOf(version);
    cache.set(version, entries);
  }
  return entries;
}

/** The address of an entry in its version's docs. */
export function entryUrl(version: string, entry: Entry): string {
  return `${versionBase('server', version)}/${entry.page}#${entry.anchor}`;
}

/** The server version and page id of a Markdown file, or null for a file outside the server docs. */
export function locate(file: string): {version: string; page: string} | null {
  for (const version of SERVER_VERSIONS) {
    const dir = versionDir('server', version);
    const relative = path.relative(dir, file);
    if (!relative.startsWith('..') && !path.isAbsolute(relative) && !relative.includes(path.sep)) {
      return {version, page: relative.replace(/\.mdx?$/, '')};
    }
  }
  return null;
}
