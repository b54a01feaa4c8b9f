/**
 * The sha256 hashes of every inline script of the built HTML, for the
 * Content-Security-Policy (serving/rules.mjs): with them the policy allows
 * the site's own inline scripts and nothing else inline. Data blocks
 * (`application/ld+json`) are not scripts and need none. The pages are read
 * by ./page-scan.mjs, which also stops the build at an inline event handler
 * or a `javascript:` address, naming the page.
 */
import crypto from 'node:crypto';
import {scanBuild, scanPage, type PageScan} from './page-scan.mjs';

export function inlineScripts(html: string, page = 'page'): string[] {
  return scanPage(html, page).scripts;
}

export function scriptHash(script: string): string {
  return `sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/** Every distinct inline script hash of the build, sorted; `scans` as for ./check-links.ts. */
export function buildScriptHashes(
  buildDir: string,
  scans: ReadonlyMap<string, PageScan> = scanBuild(buildDir),
): string[] {
  const hashes = new Set<string>();
  for (const scan of scans.values()) for (const script of scan.scripts) hashes.add(scriptHash(script));
  return [...hashes].sort();
}
