/**
 * chunk-groups: in the browser bundle, modules of the route registry that
 * always load together share one chunk (./loader.cjs): the docs layout
 * components and plugin data, the blog's plugin data, and the post previews
 * of each blog list page, instead of one file each. A group that comes out
 * empty, or a module name that matches nothing, fails the build.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sitePartOfConfig, type SitePart} from '../../src/site/parts';
import {generatedFileLoader} from '../generated-file-loader';

/**
 * The groups each site part must fill (./loader.cjs fails the build when one
 * comes out empty): the archive part has docs only, the others the blog too.
 */
export function requiredGroups(part: SitePart): string[] {
  return part === 'archive' ? ['docs-layout'] : ['docs-layout', 'blog-layout', 'blog-list'];
}

export default function chunkGroups(context: LoadContext): Plugin {
  return generatedFileLoader(context, {
    name: 'chunk-groups',
    file: 'registry.js',
    loader: path.join(__dirname, 'loader.cjs'),
    options: {required: requiredGroups(sitePartOfConfig(context.siteConfig.customFields))},
  });
}
