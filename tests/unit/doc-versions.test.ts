/** Pages across docs versions: addresses, versions that have a page, typo suggestions, titles, the compare diff. */
import {describe, expect, it} from 'vitest';
import {titlesOf, versionBase, versionsOf, type AreaName} from '../support/site';
import {docAt, pageOf, versionsWith, type DocsArea} from '../../src/site/docVersions';
import {locate, nearestFirst} from '../../src/site/docAddress';
import {closestPages} from '../../src/site/closestPages';
import {docTitleSuffix} from '../../src/site/docTitles';
import {compareHref} from '../../src/site/pageCompare';
import {compareTarget} from '../../src/components/PageCompare/target';
import {withoutParam} from '../../src/site/versionSwitch';
import {compareLines} from '../../src/components/PageCompare/lines';

/** A docs area as the docs plugin's global data has it, from facts/site.json. */
function areaOf(area: AreaName): DocsArea {
  const versions = versionsOf(area);
  return {
    path: `/${area}`,
    versions: versions.map((version) => ({
      name: version === 'next' ? 'current' : version,
      label: version,
      path: versionBase(area, version),
      isLast: versionBase(area, version) === `/${area}`,
      mainDocId: 'intro',
      docs: Object.keys(titlesOf(area, version)).map((id) => ({id, path: `${versionBase(area, version)}/${id}`})),
    })),
  };
}

const AREAS = {server: areaOf('server'), client: areaOf('client')};
const server = AREAS.server;
const version = (label: string) => server.versions.find((candidate) => candidate.label === label)!;
const factsWith = (id: string) => versionsOf('server').filter((name) => id in titlesOf('server', name));

describe('locate', () => {
  it('finds area, version and page of an address', () => {
    const located = locate(AREAS, '/server/0.10.0/query-stack');
    expect([located?.areaId, located?.version.label, located?.page, located?.unknownVersion]).toEqual([
      'server',
      '0.10.0',
      'query-stack',
      undefined,
    ]);
    expect(locate(AREAS, '/server/query-stack')?.version.isLast).toBe(true);
    expect(locate(AREAS, '/client/next/plugins/custom-plugins')?.page).toBe('plugins/custom-plugins');
  });

  it('ignores case, a trailing slash, .html and /index', () => {
    for (const path of [
      '/Server/0.20/Resolvers/',
      '/server/0.20/resolvers.html',
      '/server/0.20/resolvers/index.html',
    ]) {
      expect(locate(AREAS, path)?.page, path).toBe('resolvers');
      expect(locate(AREAS, path)?.version.label, path).toBe('0.20');
    }
  });

  it('names a version the area does not have', () => {
    const located = locate(AREAS, '/server/0.99/intro');
    expect(located?.unknownVersion).toBe('0.99');
    expect(located?.page).toBe('intro');
  });

  it('answers nothing outside the docs and survives a malformed escape', () => {
    expect(locate(AREAS, '/blog/2024/nothing')).toBeUndefined();
    expect(locate(AREAS, '/server/%E0%A4%A')?.page).toBe('%e0%a4%a');
  });
});

describe('versions that have a page', () => {
  it('are those whose facts list it, newest first', () => {
    const expected = factsWith('query-stack');
    expect(expected).not.toContain('0.10.0');
    expect(expected.length).toBeGreaterThan(1);
    expect(versionsWith(server, 'query-stack').map((candidate) => candidate.label)).toEqual(expected);
  });

  it('nearest first: by distance in the version list, the newer on a tie', () => {
    const having = versionsWith(server, 'query-stack');
    const ordered = nearestFirst(server, having, version('0.10.0')).map((candidate) => candidate.label);
    const labels = server.versions.map((candidate) => candidate.label);
    const distance = (label: string) => Math.abs(labels.indexOf(label) - labels.indexOf('0.10.0'));
    expect(ordered.map(distance)).toEqual([...ordered.map(distance)].sort((a, b) => a - b));
    expect(ordered[0]).toBe(factsWith('query-stack').at(-1));
    const around = nearestFirst(server, [version('0.19'), version('0.21')], version('0.20'));
    expect(around.map((candidate) => candidate.label)).toEqual(['0.21', '0.19']);
  });

  it('pageOf and docAt agree on the latest version (served at the area root) and on others', () => {
    expect(pageOf(version('0.25'), '/server/resolvers')).toBe('resolvers');
    expect(docAt(version('0.20'), 'resolvers')?.path).toBe('/server/0.20/resolvers');
    expect(docAt(version('0.4.0'), 'query-stack')).toBeUndefined();
  });
});

describe('closest pages for a typo', () => {
  it('suggests the page one or two letters away', () => {
    expect(closestPages(version('0.25'), 'resolver')[0]?.path).toBe('/server/resolvers');
    expect(closestPages(version('0.25'), 'subscriptons')[0]?.path).toBe('/server/subscriptions');
    expect(closestPages(version('0.25'), 'querystack')[0]?.path).toBe('/server/query-stack');
  });

  it('suggests nothing for a name far from every page, and at most three', () => {
    expect(closestPages(version('0.25'), 'zzzzzzzzzzzz')).toEqual([]);
    expect(closestPages(version('0.25'), '')).toEqual([]);
    expect(closestPages(version('0.25'), 'asgi').length).toBeLessThanOrEqual(3);
  });
});

describe('page titles', () => {
  it('the latest server release keeps the shortest form, others name area and version', () => {
    expect(docTitleSuffix('Ariadne', {area: 'server', label: '0.25', isLast: true})).toBe('Ariadne');
    expect(docTitleSuffix('Ariadne', {area: 'server', label: '0.19', isLast: false})).toBe('Ariadne server 0.19');
    expect(docTitleSuffix('Ariadne', {area: 'client', label: '0.15.3', isLast: true})).toBe('Ariadne client');
    expect(docTitleSuffix('Ariadne', {area: 'client', label: 'next', isLast: false})).toBe('Ariadne client next');
  });
});

describe('address parameters', () => {
  it('compare names a version by label or plugin name, and nothing else', () => {
    expect(compareTarget(server.versions, '0.18')?.label).toBe('0.18');
    expect(compareTarget(server.versions, 'next')?.name).toBe('current');
    expect(compareTarget(server.versions, 'current')?.label).toBe('next');
    expect(compareTarget(server.versions, '<b>0.18</b>')).toBeUndefined();
    expect(compareTarget(server.versions, null)).toBeUndefined();
    expect(compareHref('/server/0.20/resolvers', '0.25')).toBe('/server/0.20/resolvers?compare=0.25');
  });

  it('a version switch drops the missing-page parameter and keeps the others', () => {
    expect(withoutParam('?missing=query-stack', 'missing')).toBe('');
    expect(withoutParam('?a=1&missing=x&b=2', 'missing')).toBe('?a=1&b=2');
    expect(withoutParam('?a=1', 'missing')).toBe('?a=1');
  });
});

describe('compare lines', () => {
  it('the same text has no change and collapses to one skipped run', () => {
    const lines = ['# Title', 'One.', 'Two.', 'Three.'];
    expect(compareLines(lines, lines)).toEqual({rows: [{kind: 'skipped', count: 4}], added: 0, removed: 0});
  });

  it('keeps two lines of context around a change and counts added and removed lines', () => {
    const older = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const newer = ['a', 'b', 'c', 'd', 'NEW', 'e', 'f', 'g', 'h'];
    const {rows, added, removed} = compareLines(older, newer);
    expect([added, removed]).toEqual([1, 0]);
    expect(rows).toEqual([
      {kind: 'skipped', count: 2},
      {kind: 'same', text: 'c'},
      {kind: 'same', text: 'd'},
      {kind: 'added', text: 'NEW'},
      {kind: 'same', text: 'e'},
      {kind: 'same', text: 'f'},
      {kind: 'skipped', count: 2},
    ]);
  });

  it('shows a changed line word by word, and unlike lines whole', () => {
    const {rows} = compareLines(
      ['Call make_executable_schema with the type definitions.', 'Old unrelated text here'],
      ['Call make_executable_schema with the type definitions and bindables.', 'Something else entirely'],
    );
    expect(rows[0]).toMatchObject({kind: 'removed', text: 'Call make_executable_schema with the type definitions.'});
    expect(rows[1]).toMatchObject({kind: 'added'});
    const second = rows[1];
    const changed = second && 'parts' in second && second.parts ? second.parts.filter((part) => part.changed) : [];
    expect(changed.map((part) => part.text).join('')).toContain('bindables');
    expect(rows.slice(2)).toEqual([
      {kind: 'removed', text: 'Old unrelated text here'},
      {kind: 'added', text: 'Something else entirely'},
    ]);
  });
});

describe('version-pages plugin', () => {
  it('keys every page by its path inside the version, with the newest version’s title', async () => {
    const {titlesOf: pageTitles} = await import('../../plugins/version-pages');
    type Loaded = Parameters<typeof pageTitles>[0][number];
    const version = (name: string, path: string, docs: [string, string][]) =>
      ({
        versionName: name,
        label: name,
        path,
        isLast: path === '/server',
        docs: docs.map(([permalink, title]) => ({permalink, title})),
      }) as unknown as Loaded;
    expect(
      pageTitles([
        version('current', '/server/next', [['/server/next/query-stack', 'Query stack (next)']]),
        version('0.25', '/server', [
          ['/server/query-stack', 'Query stack'],
          ['/server/intro', 'Introduction'],
        ]),
        version('0.4.0', '/server/0.4.0', [['/server/0.4.0/old-page', 'Old page']]),
      ]),
    ).toEqual({'query-stack': 'Query stack (next)', intro: 'Introduction', 'old-page': 'Old page'});
  });
});
