/**
 * Content checks over every page of every docs version and every blog post:
 * code blocks parse, imports exist in the page's version, TOML settings and
 * plugin hooks exist, no page is a draft, thin or a placeholder, and a page's
 * known issues are one section at its end.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseGraphql, buildSchema} from 'graphql';
import {parse as parseToml} from 'smol-toml';
import {describe, expect, it} from 'vitest';
import {blogPages, docsPages, markdownFilesIn, proseOf, wordCount, type Page} from '../support/markdown';
import {ROOT, titlesOf, versionDir, versionsOf} from '../support/site';
import {CODEGEN_API, CODEGEN_SUBTABLES, codegenSettings, importProblem, modulesFor} from '../support/facts';
import {headingsOf} from '../../plugins/api-history/referenceIndex';
import {MIN_PROSE_WORDS, PLACEHOLDER_MARKERS, PLACEHOLDER_PHRASES} from './status';

const DOCS = docsPages();
const BLOG = blogPages();
const ALL = [...DOCS, ...BLOG];

const where = (page: Page, line?: number) => `${page.file}${line ? `:${line}` : ''}`;

type PythonResult = {key: string; errors: string[]; imports: {module: string; name: string | null; line: number}[]};

function checkPython(pages: Page[]): Map<string, PythonResult> {
  const blocks = pages.flatMap((page) =>
    page.blocks
      .filter((block) => block.lang === 'python' || block.lang === 'py')
      .map((block) => ({key: `${page.file}:${block.line}`, code: block.code, partial: block.meta.includes('partial')})),
  );
  const output = execFileSync('python3', [path.join(ROOT, 'tests/content/check_python.py')], {
    input: JSON.stringify(blocks),
    maxBuffer: 256 * 1024 * 1024,
  });
  const results = JSON.parse(output.toString()) as PythonResult[];
  return new Map(results.map((result) => [result.key, result]));
}

describe('docs files match the facts', () => {
  for (const area of ['server', 'client'] as const) {
    for (const version of versionsOf(area)) {
      it(`${area} ${version}: exactly the listed pages, with their titles`, () => {
        const titles = titlesOf(area, version);
        expect(markdownFilesIn(versionDir(area, version))).toEqual(Object.keys(titles).sort());
        for (const page of DOCS.filter((p) => p.area === area && p.version === version)) {
          expect(page.frontMatter.title, page.file).toBe(titles[page.id]);
        }
      });
    }
  }
});

describe('python code blocks', () => {
  const results = checkPython(ALL);

  it('parse, and complete blocks define or import every name they use', () => {
    const problems = [...results.values()].flatMap((result) => result.errors.map((error) => `${result.key}: ${error}`));
    expect(problems).toEqual([]);
  });

  it('import only modules and names that exist in the page version', () => {
    const problems: string[] = [];
    for (const page of DOCS) {
      const modules = modulesFor(page.area as 'server' | 'client', page.version);
      for (const block of page.blocks) {
        const result = results.get(`${page.file}:${block.line}`);
        for (const imported of result?.imports ?? []) {
          // Server pages may mention the client generator; its imports are checked on the client pages.
          if (page.area === 'server' && imported.module.startsWith('ariadne_codegen')) continue;
          const problem = importProblem(modules, imported.module, imported.name);
          if (problem) problems.push(`${where(page, block.line + imported.line)}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('graphql, json and toml code blocks', () => {
  it('graphql blocks parse with graphql-js; `schema` blocks build a schema', () => {
    const problems: string[] = [];
    for (const page of ALL) {
      for (const block of page.blocks.filter((b) => b.lang === 'graphql' || b.lang === 'gql')) {
        try {
          parseGraphql(block.code);
          if (block.meta.includes('schema')) buildSchema(block.code);
        } catch (error) {
          problems.push(`${where(page, block.line)}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('json blocks are valid JSON', () => {
    const problems: string[] = [];
    for (const page of ALL) {
      for (const block of page.blocks.filter((b) => b.lang === 'json')) {
        try {
          JSON.parse(block.code);
        } catch (error) {
          problems.push(`${where(page, block.line)}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('toml examples of the client docs use only settings the version has', () => {
    const problems: string[] = [];
    for (const page of DOCS.filter((p) => p.area === 'client')) {
      const settings = codegenSettings(page.version);
      for (const block of page.blocks.filter((b) => b.lang === 'toml')) {
        let parsed: Record<string, unknown>;
        try {
          parsed = parseToml(block.code) as Record<string, unknown>;
        } catch (error) {
          problems.push(`${where(page, block.line)}: ${(error as Error).message.split('\n')[0]}`);
          continue;
        }
        const tool = (parsed.tool as Record<string, unknown> | undefined)?.['ariadne-codegen'];
        if (!tool || typeof tool !== 'object') continue;
        for (const key of Object.keys(tool)) {
          if (!settings.has(key) && !CODEGEN_SUBTABLES.has(key)) {
            problems.push(`${where(page, block.line)}: setting "${key}" does not exist in ${page.version}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('plugin hooks named on the client pages exist in that version', () => {
    const problems: string[] = [];
    const isHookLike = (name: string) =>
      /^(generate_[a-z_]+|process_(?:name|schema)|copy_code|get_file_comment)$/.test(name);
    for (const page of DOCS.filter((p) => p.area === 'client' && p.id.startsWith('plugins/'))) {
      const hooks = new Set(CODEGEN_API[page.version]?.plugin_hooks ?? []);
      const pluginMethods = page.blocks
        .filter((b) => b.lang === 'python' && /\(Plugin\)/.test(b.code))
        .flatMap((b) => [...b.code.matchAll(/^ {4}(?:async\s+)?def\s+(\w+)\s*\(/gm)].map((m) => m[1] ?? ''))
        .filter((name) => name !== '__init__' && !name.startsWith('_'));
      const mentioned = [...page.body.matchAll(/`([a-z_]+)`/g)].map((m) => m[1] ?? '').filter(isHookLike);
      for (const name of new Set([...pluginMethods, ...mentioned])) {
        if (!hooks.has(name)) problems.push(`${page.file}: hook ${name} is not a Plugin hook in ${page.version}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('finished pages are real pages', () => {
  it('no page is a draft', () => {
    const drafts = ALL.filter((page) => 'draft_page' in page.frontMatter || page.frontMatter.draft === true);
    expect(drafts.map((page) => page.file)).toEqual([]);
  });

  it(`finished pages have at least ${MIN_PROSE_WORDS} words of prose and no placeholder words`, () => {
    const problems: string[] = [];
    for (const page of ALL) {
      const prose = proseOf(page.body);
      const words = wordCount(prose);
      const minimum = page.area === 'blog' ? 100 : MIN_PROSE_WORDS;
      if (words < minimum) problems.push(`${page.file}: ${words} words of prose`);
      const text = page.body.replace(/^(`{3,})[\s\S]*?^\1\s*$/gm, '');
      const placeholder = PLACEHOLDER_MARKERS.exec(text) ?? PLACEHOLDER_PHRASES.exec(text);
      if (placeholder) problems.push(`${page.file}: placeholder word "${placeholder[0]}"`);
      if (typeof page.frontMatter.description !== 'string' || page.frontMatter.description.length < 20) {
        problems.push(`${page.file}: needs a description in its front matter`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('no page lists doc cards: the version metadata leaves out the page descriptions they show (plugins/doc-descriptions)', () => {
    const problems = ALL.filter((page) => /\bDocCard(List)?\b/.test(page.body)).map((p) => p.file);
    expect(problems).toEqual([]);
  });

  it("a page's known issues are one section at its end, titled with its version", () => {
    // GUIDE.md: release-specific defects go in a titled section at the end of the page, not in the
    // middle. "Known issues in 0.14" on a 0.14.0 page, plain "Known issues" on a next page; only the
    // related pages may follow it.
    const problems: string[] = [];
    for (const page of DOCS) {
      const headings = headingsOf(page.body);
      const expected = page.version === 'next' ? 'Known issues' : `Known issues in ${page.version.replace(/\.0$/, '')}`;
      const found = headings.flatMap((heading, index) => (/^Known issues\b/i.test(heading.text) ? [index] : []));
      const [index, ...more] = found;
      if (index === undefined) continue;
      if (more.length > 0) problems.push(`${page.file}: ${found.length} known-issues headings`);
      const heading = headings[index]!;
      if (heading.depth !== 2 || heading.text !== expected)
        problems.push(`${page.file}: "${'#'.repeat(heading.depth)} ${heading.text}", expected "## ${expected}"`);
      const after = headings.slice(index + 1).filter((next) => next.depth === 2);
      if (after.some((next) => next.text !== 'Related pages'))
        problems.push(`${page.file}: sections after the known issues: ${after.map((next) => next.text).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('pages have no H1 of their own (the title is the H1)', () => {
    const problems = ALL.filter((page) => /^#\s/m.test(page.body.replace(/^(`{3,})[\s\S]*?^\1\s*$/gm, ''))).map(
      (p) => p.file,
    );
    expect(problems).toEqual([]);
  });
});

describe('API reference pages', () => {
  type ReferenceNames = Record<string, Record<string, string[]>>;
  const names: ReferenceNames = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/reference-names.json'), 'utf8'));

  it('give every public name of their module a heading of its own, in every version', () => {
    const problems: string[] = [];
    for (const [version, pages] of Object.entries(names)) {
      for (const [id, expected] of Object.entries(pages)) {
        const page = DOCS.find((p) => p.area === 'server' && p.version === version && p.id === id);
        if (!page) {
          problems.push(`server ${version} has no ${id} page`);
          continue;
        }
        const headings = [...page.body.matchAll(/^#{2,4}\s+(.*)$/gm)].map((m) =>
          (m[1] ?? '').replace(/[`*]/g, '').trim(),
        );
        for (const name of expected) {
          const pattern = new RegExp(`(?<![\\w.])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`);
          if (!headings.some((heading) => pattern.test(heading))) problems.push(`${page.file}: no heading for ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
