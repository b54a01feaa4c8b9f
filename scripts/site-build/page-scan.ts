/**
 * One read of each page of a finished build, for both checks that need its
 * markup: the link check (./check-links.ts: the page's ids and links) and
 * the Content-Security-Policy's script hashes (./script-hashes.ts: its
 * inline scripts). Each page is parsed once; on the merged site that is
 * about 2.5 s instead of 5.5 s on this machine.
 *
 * An inline event handler attribute or a `javascript:` address could not run
 * under the policy, so either stops the build, naming the page; so does a
 * replacement character (U+FFFD), the mark of text that an encoding step
 * broke (a page's renderer once cut a character in two, see
 * plugins/ssg-render-to-string). Entities are
 * decoded (an `&amp;` in a link, a `&#106;avascript:`); a script's text is
 * raw text in HTML, so what is hashed is what the browser runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';

export type PageScan = {
  /** Every element id, and the `name` of every `<a>`: what a `#fragment` may point to. */
  ids: Set<string>;
  /** The `href` of every `<a>`, in order. */
  links: string[];
  /** The text of every inline script the browser would run (not data blocks such as `application/ld+json`). */
  scripts: string[];
};

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The character a decoder puts where bytes were not text: in a built page, text broken on its way. */
const REPLACEMENT_CHARACTER = '\uFFFD';

export function scanPage(html: string, page = 'page'): PageScan {
  const broken = html.indexOf(REPLACEMENT_CHARACTER);
  if (broken >= 0) {
    const around = html.slice(Math.max(0, broken - 40), broken + 10).replace(/\s+/g, ' ');
    throw new Error(`${page}: a replacement character (U+FFFD), text broken by an encoding step, in "…${around}…"`);
  }
  const scan: PageScan = {ids: new Set(), links: [], scripts: []};
  let script: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const attribute in attributes) {
          const value = attributes[attribute] as string;
          if (/^on/i.test(attribute))
            throw new Error(`${page}: inline event handler ${attribute}="…" is blocked by the Content-Security-Policy`);
          if (/^\s*javascript:/i.test(value))
            throw new Error(`${page}: a javascript: address in ${attribute} is blocked by the Content-Security-Policy`);
        }
        if (attributes.id) scan.ids.add(attributes.id);
        if (name === 'a') {
          if (attributes.name) scan.ids.add(attributes.name);
          if (attributes.href !== undefined) scan.links.push(attributes.href);
        } else if (name === 'script' && attributes.src === undefined) {
          if (EXECUTABLE_TYPES.has((attributes.type ?? '').trim().toLowerCase())) script = '';
        }
      },
      ontext(text) {
        if (script !== undefined) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== undefined) {
          if (script !== '') scan.scripts.push(script);
          script = undefined;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return scan;
}

/** The built pages: every `.html` file outside the top-level `assets` folder, relative to `root`, sorted. */
export function htmlFiles(root: string): string[] {
  const assets = path.join(root, 'assets');
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((full) => !full.startsWith(assets + path.sep))
    .map((full) => path.relative(root, full))
    .sort();
}

/** Every page of a build, scanned, by its file relative to the build folder. */
export function scanBuild(buildDir: string): Map<string, PageScan> {
  const scans = new Map<string, PageScan>();
  for (const file of htmlFiles(buildDir))
    scans.set(file, scanPage(fs.readFileSync(path.join(buildDir, file), 'utf8'), file.split(path.sep).join('/')));
  return scans;
}
