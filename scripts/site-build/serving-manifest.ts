/**
 * Writes the facts both servers need from this build (serving/rules.mjs):
 * the legacy addresses, the inline-script hashes of the
 * Content-Security-Policy, and whether the build loads the Google tag or
 * talks to hosted search (read from the same build-time variables).
 * A dot file, so neither server serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {MANIFEST_FILE, type ServingManifest} from '../../serving/rules.mjs';
import {GTAG_TRACKING_ID, HOSTED_SEARCH} from '../../src/site/env';

export function writeServingManifest(
  buildDir: string,
  facts: Pick<ServingManifest, 'legacyRedirects' | 'scriptHashes'>,
): ServingManifest {
  const manifest: ServingManifest = {
    ...facts,
    analytics: Boolean(GTAG_TRACKING_ID),
    hostedSearch: Boolean(HOSTED_SEARCH),
  };
  fs.writeFileSync(path.join(buildDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
