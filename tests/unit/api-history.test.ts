/**
 * The computations behind the API history badges and the upgrade guide,
 * checked against facts/ for chosen names and version pairs.
 */
import {describe, expect, it} from 'vitest';
import {ARIADNE_API} from '../support/facts';
import {SITE, versionsOf} from '../support/site';
import {addedIn, namesDiff, pagesDiff, postVersion, postsBetween, removedIn} from '../../src/apiHistory/history';
import {namesAt} from '../../src/apiHistory/upgradeData';
import {entriesOf, entriesOfPage, headingsOf} from '../../plugins/api-history/referenceIndex';
import {badgesOf} from '../../plugins/api-history/remark';
import {areaData} from '../../plugins/upgrade-guide';
import {defaultPair, resolveSelection} from '../../src/components/UpgradeGuide/selection';

const VERSIONS = versionsOf('server');
const namesOf = (version: string) => ARIADNE_API[version]?.modules;
const listed = (version: string, module: string, name: string) =>
  ARIADNE_API[version]?.modules[module]?.includes(name) ?? false;

describe('added in / removed in', () => {
  it('InputType is added in 0.19: 0.18 lacks it and 0.19 has it', () => {
    expect(listed('0.18', 'ariadne', 'InputType')).toBe(false);
    expect(listed('0.19', 'ariadne', 'InputType')).toBe(true);
    expect(addedIn(namesOf, VERSIONS, {module: 'ariadne', name: 'InputType'})).toBe('0.19');
  });

  it('PLAYGROUND_HTML is removed from ariadne.constants in 0.18, seen from 0.10.0', () => {
    expect(listed('0.17', 'ariadne.constants', 'PLAYGROUND_HTML')).toBe(true);
    expect(listed('0.18', 'ariadne.constants', 'PLAYGROUND_HTML')).toBe(false);
    const q = {module: 'ariadne.constants', name: 'PLAYGROUND_HTML'};
    expect(removedIn(namesOf, VERSIONS, q, '0.10.0')).toBe('0.18');
    expect(removedIn(namesOf, VERSIONS, q, '0.17')).toBe('0.18');
  });

  it('a name every later release keeps has no removal; the development version is not a release', () => {
    const q = {module: 'ariadne', name: 'make_executable_schema'};
    expect(removedIn(namesOf, VERSIONS, q, '0.4.0')).toBeNull();
    expect(removedIn(namesOf, VERSIONS, q, 'next')).toBeNull();
    expect(addedIn(namesOf, VERSIONS, q)).toBe('0.4.0');
    expect(badgesOf('0.25', q).map((b) => b.text)).toEqual(['Added in 0.4.0 or earlier']);
  });

  it('agrees with a plain scan of the facts for every reference entry of 0.18', () => {
    const releases = SITE.server.versions.slice().reverse();
    for (const entry of entriesOf('0.18')) {
      for (const name of entry.names) {
        const q = {module: entry.module, name};
        expect(addedIn(namesOf, VERSIONS, q)).toBe(releases.find((v) => listed(v, entry.module, name)));
        const later = releases.slice(releases.indexOf('0.18') + 1);
        expect(removedIn(namesOf, VERSIONS, q, '0.18')).toBe(later.find((v) => !listed(v, entry.module, name)) ?? null);
      }
    }
  });

  it('badges: added, removed on an older version, deprecated where the source marks it', () => {
    expect(badgesOf('0.25', {module: 'ariadne', name: 'InputType'}).map((b) => b.text)).toEqual(['Added in 0.19']);
    expect(badgesOf('0.10.0', {module: 'ariadne.types', name: 'ExtensionSync'}).map((b) => b.text)).toEqual([
      'Added in 0.7.0',
      'Removed in 0.20',
    ]);
    expect(badgesOf('0.25', {module: 'ariadne', name: 'convert_kwargs_to_snake_case'}).map((b) => b.text)).toContain(
      'Deprecated',
    );
    expect(
      badgesOf('0.17', {module: 'ariadne', name: 'convert_kwargs_to_snake_case'}).map((b) => b.text),
    ).not.toContain('Deprecated');
  });
});

describe('reference entries', () => {
  it('every entry of every version names only what its facts list', () => {
    for (const version of VERSIONS) {
      for (const entry of entriesOf(version)) {
        for (const name of entry.names) expect(listed(version, entry.module, name), `${version} ${name}`).toBe(true);
      }
    }
  });

  it('an entry naming something the version lacks stops the build, naming page and name', () => {
    const markdown = '## Schema\n\n### make_executable_schema\n\n### InputType\n';
    expect(() => entriesOfPage('0.18', 'api-reference', markdown)).toThrow(/api-reference.*"InputType".*0\.18/);
    expect(entriesOfPage('0.19', 'api-reference', markdown).map((e) => e.anchor)).toEqual([
      'make_executable_schema',
      'inputtype',
    ]);
  });

  it('headings inside code fences are not entries; repeated headings get numbered anchors', () => {
    const headings = headingsOf('```python\n### not_a_heading\n```\n\n### gql\n\n## Examples\n\n## Examples\n');
    expect(headings.map((h) => h.anchor)).toEqual(['gql', 'examples', 'examples-1']);
  });
});

describe('upgrade guide', () => {
  const server = areaData('server');

  it('names added and removed from 0.18 to 0.25 are the set differences of the facts', () => {
    const diff = namesDiff(namesAt(server, '0.18'), namesAt(server, '0.25'));
    const set = (v: string) =>
      new Set(Object.entries(ARIADNE_API[v]!.modules).flatMap(([m, names]) => names.map((n) => `${m}.${n}`)));
    const [from, to] = [set('0.18'), set('0.25')];
    expect(diff.added.map((q) => `${q.module}.${q.name}`).sort()).toEqual([...to].filter((n) => !from.has(n)).sort());
    expect(diff.removed.map((q) => `${q.module}.${q.name}`).sort()).toEqual([...from].filter((n) => !to.has(n)).sort());
    expect(diff.added).toContainEqual({module: 'ariadne', name: 'InputType'});
    expect(diff.removed).toContainEqual({module: 'ariadne.types', name: 'ExtensionSync'});
  });

  it('pages added, removed and changed', () => {
    expect(pagesDiff({a: '1', b: '2', c: '3'}, {b: '2', c: '4', d: '5'})).toEqual({
      added: ['d'],
      removed: ['a'],
      changed: ['c'],
      unchanged: ['b'],
    });
    const pages = pagesDiff(
      Object.fromEntries(Object.entries(server.pages['0.18']!).map(([id, [, h]]) => [id, h])),
      Object.fromEntries(Object.entries(server.pages['0.25']!).map(([id, [, h]]) => [id, h])),
    );
    const ids = (v: string) => Object.keys(SITE.server.pages[v]?.titles ?? server.pages[v]!);
    expect(pages.added).toEqual(
      ids('0.25')
        .filter((id) => !ids('0.18').includes(id))
        .sort(),
    );
    expect(pages.removed).toEqual(
      ids('0.18')
        .filter((id) => !ids('0.25').includes(id))
        .sort(),
    );
  });

  it('release posts map to versions by slug, and those after "from" up to "to" are listed', () => {
    expect(postVersion('ariadne-0-18-1', 'server', VERSIONS)).toBe('0.18');
    expect(postVersion('ariadne-0-14-1', 'server', VERSIONS)).toBe('0.14.0');
    expect(postVersion('ariadne-0-3-0', 'server', VERSIONS)).toBeNull();
    expect(postVersion('ariadne-codegen-0-10', 'server', VERSIONS)).toBeNull();
    expect(postVersion('chat-example', 'server', VERSIONS)).toBeNull();
    const slugs = postsBetween(SITE.blog_posts, 'server', VERSIONS, '0.18', '0.25').map((p) => p.slug);
    expect(slugs).toEqual([
      'ariadne-0-19',
      'ariadne-0-19-1',
      'ariadne-0-20-0',
      'ariadne-0-20-1',
      'ariadne-0-21-0',
      'ariadne-0-22-0',
      'ariadne-0-23',
      'ariadne-0-24',
    ]);
    expect(postsBetween(SITE.blog_posts, 'server', VERSIONS, '0.25', '0.18')).toEqual([]);
  });

  it('chooses the pair from the query, then the preferred version, then previous release → latest', () => {
    const data = {server, client: areaData('client')};
    const none = () => null;
    expect(defaultPair(server)).toEqual({from: '0.24', to: '0.25'});
    expect(resolveSelection(data, '', none)).toMatchObject({area: 'server', from: '0.24', to: '0.25', notices: []});
    expect(resolveSelection(data, '?area=server&from=0.18&to=0.25', none)).toMatchObject({from: '0.18', to: '0.25'});
    expect(resolveSelection(data, '', () => '0.20')).toMatchObject({from: '0.20', to: '0.25'});
    expect(resolveSelection(data, '', () => '0.25')).toMatchObject({from: '0.24', to: '0.25'});
    expect(resolveSelection(data, '', () => '<b>x</b>')).toMatchObject({from: '0.24', to: '0.25'});
    expect(resolveSelection(data, '?area=client', none)).toMatchObject({area: 'client', from: '0.15.3', to: 'next'});
    const bad = resolveSelection(data, '?area=server&from=9.9&to=<script>', none);
    expect(bad).toMatchObject({from: '0.24', to: '0.25'});
    expect(bad.notices).toEqual([
      'There is no server version "<script>"; comparing with 0.25.',
      'There is no server version "9.9".',
    ]);
  });
});
