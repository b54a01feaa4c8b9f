/**
 * precompress-output: in each part's postBuild, the .gz and .br copies of
 * its pages and assets (scripts/site-build/precompress.ts). Those files are
 * final once the pages are rendered, and the other plugins' postBuild work
 * runs at the same time: the search extraction keeps both cores busy, and
 * the compressing fills the moments its threads wait on the disk. Done after
 * the build, in a step of its own, it took 7–10 s on the archive part, a
 * third of it waiting for writes with a core idle. The files other plugins
 * write in their postBuild (Markdown, llms.txt, search shards, the sitemap)
 * are compressed after the part is built (scripts/build.mjs), as is anything
 * written later.
 */
import type {Plugin} from '@docusaurus/types';
import {precompress} from '../../scripts/site-build/precompress';

/** The kinds of file that no plugin writes or changes in its postBuild. */
export const FINAL_BEFORE_POST_BUILD = ['html', 'js', 'css', 'svg'] as const;

export default function precompressOutput(): Plugin {
  return {
    name: 'precompress-output',
    async postBuild({outDir}) {
      await precompress(outDir, {kinds: FINAL_BEFORE_POST_BUILD});
    },
  };
}
