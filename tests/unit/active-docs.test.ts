import {describe, expect, it, vi} from 'vitest';
import {SITE as site} from '../support/site';

// The hooks module imports the docs plugin's client, which needs the generated site data; the pure functions do not.
vi.mock('@docusaurus/plugin-content-docs/client', () => ({}));
vi.mock('@docusaurus/theme-common/internal', () => ({}));
vi.mock('@docusaurus/router', async () => ({...(await vi.importActual<object>('react-router-dom'))}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({}));

const {activeDocsAreaId, activeVersionOf, contextualVersions} = await import('../../src/client/activeDocs');
// The docs plugin's own rules, which these must agree with.
const {getActivePlugin, getActiveVersion} =
  await import('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');

/** The docs areas as the plugin describes them in its global data. */
function area(base: string, versions: string[], latest: string) {
  return {
    path: base,
    versions: versions.map((name) => ({
      name: name === 'next' ? 'current' : name,
      path: name === latest ? base : `${base}/${name}`,
      isLast: name === latest,
    })),
  };
}

type TheirAreas = Parameters<typeof getActivePlugin>[0];
type TheirArea = Parameters<typeof getActiveVersion>[0];

const AREAS = {
  server: area('/server', ['next', ...site.server.versions], site.server.latest),
  client: area('/client', ['next', ...site.client.versions], site.client.latest),
};

const PATHS = [
  '/',
  '/blog',
  '/search',
  '/server',
  '/server/',
  '/server/intro',
  '/Server/Intro',
  '/server/next',
  '/server/next/subscriptions',
  '/server/0.4.0/intro',
  '/server/0.24/',
  '/serverless',
  '/client',
  '/client/next/configuration',
  '/client/0.15.3/intro',
  '/clientside/x',
];

describe('active docs area and version', () => {
  it('agree with the docs plugin on every kind of path', () => {
    expect(site.server.versions.length).toBeGreaterThan(20);
    for (const pathname of PATHS) {
      const theirs = getActivePlugin(AREAS as unknown as TheirAreas, pathname)?.pluginId;
      expect(activeDocsAreaId(AREAS, pathname), pathname).toBe(theirs);
      if (theirs === undefined) continue;
      const inArea = AREAS[theirs as keyof typeof AREAS];
      expect(activeVersionOf(inArea, pathname)?.name, pathname).toBe(
        getActiveVersion(inArea as unknown as TheirArea, pathname)?.name,
      );
    }
    expect(activeDocsAreaId(AREAS, '/server/0.4.0/intro')).toBe('server');
    expect(activeVersionOf(AREAS.server, '/server/0.4.0/intro')?.name).toBe('0.4.0');
    expect(activeVersionOf(AREAS.server, '/server/intro')?.name).toBe(site.server.latest);
  });

  it('searches the version being read, else the preferred one, else the latest', () => {
    expect(contextualVersions(AREAS, '/server/0.19/intro', {client: {name: 'current'}})).toEqual([
      ['server', '0.19'],
      ['client', 'current'],
    ]);
    expect(contextualVersions(AREAS, '/blog', {})).toEqual([
      ['server', site.server.latest],
      ['client', site.client.latest],
    ]);
    expect(contextualVersions(AREAS, '/server/next/intro', {server: {name: '0.20'}})).toEqual([
      ['server', 'current'],
      ['client', site.client.latest],
    ]);
  });
});
