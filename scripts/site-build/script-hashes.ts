/**
 * The sha256 hashes of every inline script of the built HTML, for the
 * Content-Security-Policy (serving/rules.mjs): with them the policy allows
 * the site's own inline scripts and nothing else inline. Data blocks
 * (`application/ld+json`) are not scripts and need none. An inline event
 * handler attribute or a `javascript:` link could not run under the policy,
 * so either stops the build, naming the page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {buildFiles} from './build-files';

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function inlineScripts(html: string, page = 'page'): string[] {
  const scripts: string[] = [];
  let current: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute))
            throw new Error(`${page}: inline event handler ${attribute}="…" is blocked by the Content-Security-Policy`);
          if (/^\s*javascript:/i.test(value))
            throw new Error(`${page}: a javascript: address in ${attribute} is blocked by the Content-Security-Policy`);
        }
        if (name !== 'script' || attributes.src !== undefined) return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (EXECUTABLE_TYPES.has(type)) current = '';
      },
      ontext(text) {
        if (current !== undefined) current += text;
      },
      onclosetag(name) {
        if (name === 'script' && current !== undefined) {
          if (current !== '') scripts.push(current);
          current = undefined;
        }
      },
    },
    {decodeEntities: false},
  );
  parser.write(html);
  parser.end();
  return scripts;
}

export function scriptHash(script: string): string {
  return `sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/** Every distinct inline script hash of the build, sorted. */
export function buildScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of buildFiles(buildDir)) {
    if (!file.endsWith('.html')) continue;
    for (const script of inlineScripts(fs.readFileSync(path.join(buildDir, file), 'utf8'), file))
      hashes.add(scriptHash(script));
  }
  return [...hashes].sort();
}
