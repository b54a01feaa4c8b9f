/**
 * short-global-data: the generated global data (globalData.json), which every
 * page's JavaScript carries, is bundled in a short form that expands to the
 * same data (./globalData.ts), in the browser and server bundles of
 * production builds. The docs plugin lists every page of every version in it;
 * the build stops if the short form would not expand back exactly.
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
      `short-global-data: the short form of ${file} does not expand back to the same data; has the docs plugin's global data changed shape?`,
    );
  }
  return {
    test: (resource: string) => resource === file,
    type: 'javascript/auto',
    use: [
      {
        loader: path.join(__dirname, 'loader.cjs'),
        options: {data: JSON.stringify(short), expandModule: path.join(__dirname, 'globalData.ts')},
      },
    ],
  };
}

export default function shortGlobalData(context: LoadContext): Plugin {
  // Worked out once per build and shared by the browser and server bundles.
  let rule: RuleSetRule | undefined;
  return {
    name: 'short-global-data',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      return {module: {rules: [(rule ??= shortGlobalDataRule(context.generatedFilesDir))]}};
    },
  };
}
