/**
 * patch-register: before anything is built, checks every entry of the patch
 * register (./patches.ts) against the installed packages and the running
 * Node, and stops the build naming each patch whose package (or Node) is at
 * another version than the one it was written for, or whose target is no
 * longer there.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import http from 'node:http';
import {
  PATCHES,
  RUNTIME_RELIANCES,
  targetProblems,
  type Patch,
  type PackageReader,
  type Runtime,
  type RuntimeReliance,
} from './patches';

/** An installed package: its version and a reader of its files. */
export type InstalledPackage = {version: string; read: PackageReader};

/** Finds an installed package by name, or undefined when it is not installed. */
export type PackageLocator = (name: string) => InstalledPackage | undefined;

/** The packages installed for the site, as Node resolves them from its folder. */
export function installedPackages(siteDir: string): PackageLocator {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return (name) => {
    // Looked up along Node's module paths: a package's `exports` may not expose its package.json.
    const dir = (require.resolve.paths(name) ?? [])
      .map((modules) => path.join(modules, name))
      .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
    if (!dir) return undefined;
    const {version} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
    const read: PackageReader = (file) => {
      const full = path.join(dir, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
    };
    return {version, read};
  };
}

/** One line per problem, each naming its patch; empty when every patch applies. */
export function patchProblems(locate: PackageLocator, patches: readonly Patch[] = PATCHES): string[] {
  return patches.flatMap((patch) => {
    const name = `${patch.id} (${patch.where}, covered by ${patch.test})`;
    const installed = locate(patch.package);
    if (!installed) return [`${name}: ${patch.package} is not installed`];
    const problems =
      installed.version === patch.version
        ? []
        : [
            `written for ${patch.package} ${patch.version}, installed is ${installed.version}: re-check it, then update the register`,
          ];
    problems.push(...targetProblems(patch, installed.read).map((problem) => `${patch.package}: ${problem}`));
    return problems.map((problem) => `${name}: ${problem}`);
  });
}

/** The Node running the build. */
export const CURRENT_RUNTIME: Runtime = {version: process.versions.node, http};

/** One line per problem, each naming its reliance; empty when every reliance on Node holds. */
export function runtimeProblems(
  runtime: Runtime = CURRENT_RUNTIME,
  reliances: readonly RuntimeReliance[] = RUNTIME_RELIANCES,
): string[] {
  return reliances.flatMap((reliance) => {
    const name = `${reliance.id} (${reliance.where}, covered by ${reliance.test})`;
    const major = runtime.version.replace(/^v/, '').split('.')[0];
    const problems =
      major === reliance.node
        ? []
        : [`written for Node ${reliance.node}, running is ${runtime.version}: re-check it, then update the register`];
    problems.push(...reliance.check(runtime).map((problem) => `Node ${runtime.version}: ${problem}`));
    return problems.map((problem) => `${name}: ${problem}`);
  });
}

export function assertPatchesApply(
  locate: PackageLocator,
  patches: readonly Patch[] = PATCHES,
  runtime: Runtime = CURRENT_RUNTIME,
  reliances: readonly RuntimeReliance[] = RUNTIME_RELIANCES,
): void {
  const problems = [...patchProblems(locate, patches), ...runtimeProblems(runtime, reliances)];
  if (problems.length > 0) {
    throw new Error(
      `patch-register: ${problems.length} patched third-party internal(s) to re-check (plugins/patch-register/patches.ts):\n- ${problems.join('\n- ')}`,
    );
  }
}

/** The README's patch table. */
export function patchTable(
  patches: readonly Patch[] = PATCHES,
  reliances: readonly RuntimeReliance[] = RUNTIME_RELIANCES,
): string {
  const rows = [
    ...patches.map(
      (patch) =>
        `| ${patch.id} | \`${patch.package}\` ${patch.version} | ${patch.touches} | \`${patch.where}\` | \`${patch.test}\` |`,
    ),
    ...reliances.map(
      (reliance) =>
        `| ${reliance.id} | Node.js ${reliance.node} | ${reliance.touches} | \`${reliance.where}\` | \`${reliance.test}\` |`,
    ),
  ];
  return ['| Patch | Package | What it touches | Where | Test |', '| --- | --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

export default function patchRegister(context: LoadContext): Plugin {
  assertPatchesApply(installedPackages(context.siteDir));
  return {name: 'patch-register'};
}
