/**
 * lean-client: the browser bundle without what only the build reads, and
 * with modules that always load together in one chunk.
 * - `@docusaurus/utils-common` resolves to ./utils-common.ts, the same
 *   functions without the package's CommonJS index, which pulls all of
 *   tslib into main.js for one helper.
 * - The generated route registry loses the module paths it names for
 *   server-side rendering (./registry-loader.cjs): the browser never reads
 *   them, and they are a large part of the route table every page loads;
 *   modules always loaded together share a chunk.
 * - The site config loses the plugins' and presets' options
 *   (./site-config-loader.cjs), which only the build reads.
 * The server bundle is left as it is, but for one change made to both, in
 * production builds: the global data is bundled in a short form that expands
 * to the same data (./globalData.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {expandGlobalData, shortenGlobalData} from './globalData';

/** The rule that bundles the generated global data in its short form; the build stops if it would not expand back exactly. */
function shortGlobalDataRule(generatedFilesDir: string): RuleSetRule {
  const file = path.join(generatedFilesDir, 'globalData.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const short = shortenGlobalData(data);
  if (JSON.stringify(expandGlobalData(short)) !== JSON.stringify(data)) {
    throw new Error(
      `lean-client: the short form of ${file} does not expand back to the same data; has the docs plugin's global data changed shape?`,
    );
  }
  return {
    test: (resource: string) => resource === file,
    type: 'javascript/auto',
    use: [
      {
        loader: path.join(__dirname, 'global-data-loader.cjs'),
        options: {data: JSON.stringify(short), expandModule: path.join(__dirname, 'globalData.ts')},
      },
    ],
  };
}

export default function leanClient(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const siteConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  // Worked out once per build and shared by the browser and server bundles.
  let globalDataRule: RuleSetRule | undefined;
  return {
    name: 'lean-client',
    configureWebpack(config, isServer) {
      const globalData =
        config.mode === 'production' ? [(globalDataRule ??= shortGlobalDataRule(context.generatedFilesDir))] : [];
      if (isServer) return {module: {rules: globalData}};
      return {
        resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts')}},
        module: {
          rules: [
            ...globalData,
            {
              test: (file: string) => file === registry,
              use: [{loader: path.join(__dirname, 'registry-loader.cjs')}],
            },
            {
              test: (file: string) => file === siteConfig,
              use: [{loader: path.join(__dirname, 'site-config-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
