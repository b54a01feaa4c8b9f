/**
 * Prints the resolved pages of one docs area as JSON, for scripts in other
 * languages (scripts/reference-names.py): `npx vite-node scripts/site-facts.ts server`.
 */
import {AREAS, pagesOf, versionsOf, type AreaName} from './lib/site-facts';

const area = process.argv[2] as AreaName;
if (!AREAS.includes(area)) {
  console.error(`usage: npx vite-node scripts/site-facts.ts ${AREAS.join('|')}`);
  process.exit(2);
}
process.stdout.write(
  JSON.stringify(Object.fromEntries(versionsOf(area).map((version) => [version, pagesOf(area, version)]))),
);
