/**
 * The patch register (plugins/patch-register): every registered patch still
 * applies to the installed packages, and breaking any one of them, by
 * version or by target, stops the build with a message naming it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  assertPatchesApply,
  installedPackages,
  patchProblems,
  patchTable,
  runtimeProblems,
  CURRENT_RUNTIME,
  type PackageLocator,
} from '../../plugins/patch-register';
import {PATCHES, RUNTIME_RELIANCES} from '../../plugins/patch-register/patches';
import {README_TABLE} from '../../plugins/patch-register/readme';

const ROOT = path.resolve(__dirname, '../..');
const installed = installedPackages(ROOT);

/** The installed packages, but with `change` applied to one package. */
function fixture(
  name: string,
  change: {version?: string; file?: string; text?: (original: string) => string | undefined},
): PackageLocator {
  return (requested) => {
    const real = installed(requested);
    if (!real || requested !== name) return real;
    return {
      version: change.version ?? real.version,
      read: (file) => {
        const original = real.read(file);
        return file === change.file && original !== undefined && change.text ? change.text(original) : original;
      },
    };
  };
}

describe('the patch register', () => {
  it('applies to the installed packages', () => {
    expect(patchProblems(installed)).toEqual([]);
  });

  it('names each patch, its test and a file that exists', () => {
    const ids = PATCHES.map((patch) => patch.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const patch of PATCHES) {
      expect(fs.existsSync(path.join(ROOT, patch.test)), patch.test).toBe(true);
      for (const file of patch.where.split(', ')) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
      expect(patch.targets.length, patch.id).toBeGreaterThan(0);
    }
  });

  for (const patch of PATCHES) {
    describe(patch.id, () => {
      it('stops the build, naming it, when its package is at another version', () => {
        const locate = fixture(patch.package, {version: '99.0.0'});
        expect(() => assertPatchesApply(locate)).toThrow(patch.id);
        const problems = patchProblems(locate, [patch]);
        expect(problems).toHaveLength(1);
        expect(problems[0]).toContain(`installed is 99.0.0`);
      });

      for (const {file, contains} of patch.targets) {
        it(`stops the build, naming it, when ${file} is gone${contains ? ' or no longer has what it needs' : ''}`, () => {
          if (contains) {
            const emptied = patchProblems(fixture(patch.package, {file, text: () => ''}), [patch]);
            expect(emptied).toHaveLength(contains.length);
            expect(emptied.every((problem) => problem.startsWith(`${patch.id} (`))).toBe(true);
            const doubled = patchProblems(fixture(patch.package, {file, text: (original) => original + original}), [
              patch,
            ]);
            expect(doubled.length > 0).toBe(patch.targets.find((target) => target.file === file)?.times !== 'some');
          }
          const removed = patchProblems(fixture(patch.package, {file, text: () => undefined}), [patch]);
          expect(removed).toContain(
            `${patch.id} (${patch.where}, covered by ${patch.test}): ${patch.package}: ${file} does not exist`,
          );
        });
      }
    });
  }

  it('holds for the running Node', () => {
    expect(runtimeProblems()).toEqual([]);
  });

  for (const reliance of RUNTIME_RELIANCES) {
    describe(reliance.id, () => {
      const name = `${reliance.id} (${reliance.where}, covered by ${reliance.test})`;

      it('names its test and a file that exists', () => {
        expect(fs.existsSync(path.join(ROOT, reliance.test)), reliance.test).toBe(true);
        expect(fs.existsSync(path.join(ROOT, reliance.where)), reliance.where).toBe(true);
      });

      it('stops the build, naming it, on another major version of Node', () => {
        const runtime = {...CURRENT_RUNTIME, version: '99.1.0'};
        expect(() => assertPatchesApply(installed, PATCHES, runtime)).toThrow(name);
        expect(runtimeProblems(runtime, [reliance])).toEqual([
          `${name}: written for Node ${reliance.node}, running is 99.1.0: re-check it, then update the register`,
        ]);
      });
    });
  }

  it('stops the build, naming it, when http.Server no longer has httpAllowHalfOpen', () => {
    const reliance = RUNTIME_RELIANCES.find((entry) => entry.where === 'serving/server.mjs');
    expect(reliance?.touches).toContain('httpAllowHalfOpen');
    if (!reliance) return;
    class WithoutIt extends http.Server {
      constructor() {
        super();
        delete (this as {httpAllowHalfOpen?: boolean}).httpAllowHalfOpen;
      }
    }
    class OnByDefault extends http.Server {
      httpAllowHalfOpen = true;
    }
    for (const Server of [WithoutIt, OnByDefault]) {
      const runtime = {...CURRENT_RUNTIME, http: {Server}};
      const problems = runtimeProblems(runtime, [reliance]);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^half-closed clients \(serving\/server\.mjs, .*httpAllowHalfOpen (undefined|true), expected false/,
      );
      expect(() => assertPatchesApply(installed, PATCHES, runtime)).toThrow(reliance.id);
    }
  });

  it('is the README patch table', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(README_TABLE.read(readme)).toBe(patchTable());
  });
});
