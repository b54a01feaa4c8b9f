/**
 * server-js-target: the server bundle's JavaScript is compiled for the
 * running Node.js major version (`node 20`), not for its exact version.
 *
 * @docusaurus/faster gives the SWC loader the target `node <x.y.z>` of the
 * running Node.js. The SWC built into the bundler knows Node.js versions
 * only up to the release it was built with: for a later one (20.19 and up
 * here) it assumes no modern syntax at all, so the server bundle was
 * compiled down to old JavaScript, with every object spread a helper call
 * and every async function a generator. That code renders each page, and on
 * the archive part's code blocks the spread helpers alone were about a fifth
 * of the rendering workers' time. A major version alone is read as its first
 * release, which SWC knows for every Node.js the build supports.
 */
import type {Plugin} from '@docusaurus/types';
import {rewriteRuleUses, type LoaderItem} from '../rule-uses';

const SWC_LOADER = 'builtin:swc-loader';

function isSwcLoader(item: LoaderItem): item is Exclude<LoaderItem, string> {
  return typeof item === 'object' && item !== null && item.loader === SWC_LOADER;
}

/** The target the server's JavaScript is compiled for. */
export function serverTarget(nodeVersion: string = process.versions.node): string {
  return `node ${nodeVersion.split('.')[0]}`;
}

/**
 * Sets the target of every SWC loader in `rules` to `target`, and returns
 * how many rules had one (in copies of the rules: ../rule-uses). Throws when
 * a loader's target is not the one-query list the engine is known to give,
 * so a change of the engine is seen.
 */
export function retargetSwcLoaders(rules: unknown[], target: string): number {
  return rewriteRuleUses(rules, (items) => {
    if (!items.some(isSwcLoader)) return undefined;
    return items.map((item) => {
      if (!isSwcLoader(item)) return item;
      const options = item.options as {env?: {targets?: unknown}} | undefined;
      const targets = options?.env?.targets;
      if (!Array.isArray(targets) || targets.length !== 1 || !/^node \d+\.\d+\.\d+$/.test(String(targets[0]))) {
        throw new Error(
          `server-js-target: the server's SWC loader has the target ${JSON.stringify(targets)}, not the "node x.y.z" of @docusaurus/faster; re-check plugins/server-js-target`,
        );
      }
      return {...item, options: {...options, env: {...options?.env, targets: [target]}}};
    });
  });
}

export default function serverJsTarget(): Plugin {
  return {
    name: 'server-js-target',
    configureWebpack(config, isServer) {
      if (!isServer) return {};
      const count = retargetSwcLoaders(config.module?.rules ?? [], serverTarget());
      if (count === 0) {
        throw new Error(
          'server-js-target: the server configuration has no SWC loader to retarget; re-check plugins/server-js-target against @docusaurus/faster',
        );
      }
      return {};
    },
  };
}
