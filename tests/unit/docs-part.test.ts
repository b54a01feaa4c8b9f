import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {installVersionOfFile, isInside, versionOfFile, VERSION_MODULE} from '../../plugins/docs-part/versionOfFile';
import {ROOT} from '../support/site';

const SITE = '/site';
const versions = [
  {versionName: 'current', contentPath: path.join(SITE, 'server')},
  {versionName: '0.25', contentPath: path.join(SITE, 'server_versioned_docs/version-0.25')},
  {versionName: '0.24', contentPath: path.join(SITE, 'server_versioned_docs/version-0.24')},
];

describe('docs-part: the version of a linked file', () => {
  it('matches a version folder by whole path segments', () => {
    expect(isInside(path.join(SITE, 'server/intro.md'), path.join(SITE, 'server'))).toBe(true);
    expect(isInside(path.join(SITE, 'server_versioned_docs/version-0.25/intro.md'), path.join(SITE, 'server'))).toBe(
      false,
    );
  });

  it("finds a released page's own version, not the current one whose folder name starts its path", () => {
    const of = (file: string) => versionOfFile(path.join(SITE, file), versions).versionName;
    expect(of('server/intro.md')).toBe('current');
    expect(of('server_versioned_docs/version-0.25/intro.md')).toBe('0.25');
    expect(of('server_versioned_docs/version-0.24/intro.md')).toBe('0.24');
    expect(() => of('blog/post.md')).toThrow(/belongs to no docs version/);
  });

  it("takes the place of the installed plugin's lookup, which had the fault", () => {
    const require = createRequire(path.join(ROOT, 'package.json'));
    const module = require(VERSION_MODULE) as {getVersionFromSourceFilePath: typeof versionOfFile};
    const file = path.join(SITE, 'server_versioned_docs/version-0.25/intro.md');
    const original = module.getVersionFromSourceFilePath;
    try {
      if (original !== versionOfFile) expect(original(file, versions).versionName).toBe('current');
      installVersionOfFile(ROOT);
      expect(module.getVersionFromSourceFilePath(file, versions).versionName).toBe('0.25');
    } finally {
      module.getVersionFromSourceFilePath = original;
    }
  });
});
