import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** Every specifier a module imports statically (type-only imports and `import()` left out). */
function staticSpecifiers(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)';/gm)].map(
    (match) => match[1] as string,
  );
}

/** The site's own modules a module imports statically. */
function staticImports(file: string): string[] {
  const found: string[] = [];
  for (const specifier of staticSpecifiers(file)) {
    const base = specifier.startsWith('@site/')
      ? path.join(ROOT, specifier.slice('@site/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (base === null) continue;
    const resolved = [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (resolved && /\.tsx?$/.test(resolved)) found.push(resolved);
  }
  return found;
}

/** Every module of the site that `entry` reaches through static imports, as paths from the root. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const relative = path.relative(ROOT, file);
    if (seen.has(relative)) continue;
    seen.add(relative);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** Whether a module (a path from the root) imports a package, or a file of it, statically. */
function importsPackage(file: string, pkg: string): boolean {
  return staticSpecifiers(path.join(ROOT, file)).some(
    (specifier) => specifier === pkg || specifier.startsWith(`${pkg}/`),
  );
}

describe('first load', () => {
  // The search bar is on every page; the index's code (tokenizer, stemmer, engine, worker) loads on intent only.
  const searchBar = reachable('src/theme/SearchBar/index.tsx');

  it('the search bar reaches its storage guard and the HTML escaping it uses', () => {
    expect(searchBar).toContain('src/search/docSearchStorage.ts');
    expect(searchBar).toContain('src/search/escapeHtml.ts');
  });

  it('the search bar does not bring the search index code into every page', () => {
    for (const module of [
      'src/search/tokenize.ts',
      'src/search/highlight.ts',
      'src/search/engine.ts',
      'src/search/shardSearch.ts',
    ]) {
      expect(searchBar).not.toContain(module);
    }
  });

  // plugins/deferred-content adds this module to the engine's preload, which plugins/staged-start runs in
  // its first stage, the task that evaluates main.js; React DOM is evaluated in a stage of its own.
  it("the page preload's modules do not evaluate React DOM in the first stage of the start", () => {
    const preload = reachable('src/components/DeferredMarkdown/deferredContent.ts');
    expect(preload).toContain('src/client/keptServerHtml.ts');
    for (const module of preload)
      expect({module, reactDom: importsPackage(module, 'react-dom')}).toEqual({module, reactDom: false});
  });
});
