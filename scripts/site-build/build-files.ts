/**
 * Walks a finished build: every file under it, as `/`-separated paths
 * relative to the build folder, dot files and dot folders left out, sorted.
 */
import fs from 'node:fs';
import path from 'node:path';

export function buildFiles(buildDir: string): string[] {
  return fs
    .readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')))
    .sort();
}
