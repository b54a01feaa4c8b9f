/**
 * Reads the Markdown sources of every docs version and blog post: front matter,
 * prose and fenced code blocks, for the content checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {ROOT, type AreaName, titlesOf, versionDir, versionsOf} from './site';

export type CodeBlock = {
  readonly lang: string;
  readonly meta: string[];
  readonly code: string;
  /** 1-based line of the opening fence in the file. */
  readonly line: number;
};

export type Page = {
  readonly file: string;
  readonly area: AreaName | 'blog';
  readonly version: string;
  readonly id: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
  readonly blocks: CodeBlock[];
};

/** Fenced blocks (``` or ~~~, three or more), with their language and meta words. */
export function codeBlocks(body: string, bodyStartLine = 1): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = body.split('\n');
  let open: {fence: string; lang: string; meta: string[]; line: number; content: string[]} | null = null;
  lines.forEach((line, index) => {
    if (open) {
      const closing = line.trim();
      if (
        closing.startsWith(open.fence) &&
        closing.replace(/^[`~]+/, '').trim() === '' &&
        closing.length >= open.fence.length
      ) {
        blocks.push({lang: open.lang, meta: open.meta, code: open.content.join('\n'), line: open.line});
        open = null;
      } else {
        open.content.push(line);
      }
      return;
    }
    const match = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(line);
    if (match) {
      const [, fence = '```', lang = '', rest = ''] = match;
      const meta = rest.match(/\w+="[^"]*"|\S+/g) ?? [];
      open = {fence, lang: lang.toLowerCase(), meta, line: bodyStartLine + index, content: []};
    }
  });
  if (open) {
    const unclosed = open as {line: number};
    throw new Error(`unclosed code fence opened at line ${unclosed.line}`);
  }
  return blocks;
}

/** The body without code blocks, HTML comments, front matter or Markdown markup: what a reader reads. */
export function proseOf(body: string): string {
  return body
    .replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/`[^`\n]*`/g, ' code ')
    .replace(/!\[[^\]]*]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)]\([^)]*\)/g, '$1')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#>*_|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word)).length;
}

function readPage(file: string, area: Page['area'], version: string, id: string): Page {
  const source = fs.readFileSync(file, 'utf8');
  const parsed = matter(source);
  const bodyStartLine = source.slice(0, source.length - parsed.content.length).split('\n').length;
  let blocks: CodeBlock[];
  try {
    blocks = codeBlocks(parsed.content, bodyStartLine);
  } catch (error) {
    throw new Error(`${path.relative(ROOT, file)}: ${(error as Error).message}`);
  }
  return {file: path.relative(ROOT, file), area, version, id, frontMatter: parsed.data, body: parsed.content, blocks};
}

/** Every docs page of every version that facts/site.json lists, read from disk. */
export function docsPages(): Page[] {
  const pages: Page[] = [];
  for (const area of ['server', 'client'] as const) {
    for (const version of versionsOf(area)) {
      for (const id of Object.keys(titlesOf(area, version))) {
        pages.push(readPage(path.join(versionDir(area, version), `${id}.md`), area, version, id));
      }
    }
  }
  return pages;
}

export function blogPages(): Page[] {
  const dir = path.join(ROOT, 'blog');
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => readPage(path.join(dir, name), 'blog', 'blog', name.replace(/\.mdx?$/, '')));
}

/** Markdown files present in a version folder (to catch files the facts do not list). */
export function markdownFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) =>
      file
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, ''),
    )
    .sort();
}
