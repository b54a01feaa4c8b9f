/**
 * Walks a finished build: every file under it, as `/`-separated paths
 * relative to the build folder, dot files and dot folders left out.
 */
import fs from 'node:fs';
import path from 'node:path';

export function* buildFiles(buildDir: string, dir = buildDir): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* buildFiles(buildDir, full);
    else if (entry.isFile()) yield path.relative(buildDir, full).split(path.sep).join('/');
  }
}
