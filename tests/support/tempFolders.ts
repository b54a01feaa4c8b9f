/**
 * Temporary folders holding the files a test gives, each deleted after the
 * test that made it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach} from 'vitest';

/** A maker of folders named `<prefix>…` in the system's temporary folder, for the test file that calls it. */
export function temporaryFolders(prefix: string): (files: Record<string, string>) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });
  return (files) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), content);
    }
    return dir;
  };
}
