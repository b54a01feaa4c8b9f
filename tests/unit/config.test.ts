import {afterEach, describe, expect, it, vi} from 'vitest';

async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string);
  return (await import('../../docusaurus.config')).default;
}

import {deferTagScript} from '../../plugins/analytics';

/** Options of the analytics plugin entry (plugins/analytics), if the config has one. */
function analyticsOptions(config: Awaited<ReturnType<typeof loadConfig>>): unknown {
  const entry = config.plugins?.find(
    (plugin) =>
      Array.isArray(plugin) &&
      typeof plugin[0] === 'function' &&
      (plugin[1] as {trackingID?: unknown})?.trackingID !== undefined,
  );
  return (entry as [unknown, unknown] | undefined)?.[1];
}

type PresetOptions = {gtag?: {trackingID: string; anonymizeIP: boolean}};

function presetOptions(config: Awaited<ReturnType<typeof loadConfig>>): PresetOptions {
  const preset = config.presets?.[0] as [string, PresetOptions];
  return preset[1];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration from the environment', () => {
  it('loads no analytics without a tracking id', async () => {
    const config = await loadConfig({GTAG_TRACKING_ID: ''});
    expect(presetOptions(config).gtag).toBeUndefined();
    expect(analyticsOptions(config)).toBeUndefined();
  });

  it('loads the Google tag with IP anonymising when a tracking id is set', async () => {
    const config = await loadConfig({GTAG_TRACKING_ID: 'G-TEST123'});
    expect(analyticsOptions(config)).toEqual({trackingID: 'G-TEST123', anonymizeIP: true});
  });

  it('fetches the Google tag script only once the page has loaded and is idle', () => {
    const tags = deferTagScript([
      {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.googletagmanager.com'}},
      {tagName: 'script', attributes: {async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-1'}},
      {tagName: 'script', innerHTML: "gtag('config', 'G-1', { 'anonymize_ip': true });"},
    ]);
    expect(tags).toHaveLength(2);
    expect(tags[0]).toMatchObject({tagName: 'script', innerHTML: expect.stringContaining('anonymize_ip')});
    const loader = (tags[1] as {innerHTML: string}).innerHTML;
    expect(loader).toContain("addEventListener('load'");
    expect(loader).toContain('requestIdleCallback');
    expect(loader).toContain('"https://www.googletagmanager.com/gtag/js?id=G-1"');
    expect(() => deferTagScript([])).toThrow(/no longer adds the script/);
  });

  it('searches the local index unless all three Algolia variables are set', async () => {
    const local = await loadConfig({ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''});
    expect(local.customFields?.hostedSearch).toBe(false);
    const hosted = await loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'});
    expect(hosted.customFields?.hostedSearch).toBe(true);
    expect(hosted.themeConfig?.algolia).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      contextualSearch: true,
      searchPagePath: 'search',
    });
  });

  it('refuses a partial hosted search configuration, naming the variables', async () => {
    await expect(loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''})).rejects.toThrow(
      /ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME/,
    );
  });

  it('builds one part of the site when SITE_PART names it, and refuses unknown parts', async () => {
    const archive = await loadConfig({SITE_PART: 'archive'});
    const options = presetOptions(archive) as PresetOptions & {blog?: unknown; pages?: unknown};
    expect(options.blog).toBe(false);
    expect(options.pages).toBe(false);
    // Links between the parts are checked over the merged output (scripts/build.mjs).
    expect(archive.onBrokenLinks).toBe('ignore');
    expect(archive.customFields?.sitePart).toMatchObject({part: 'archive'});
    const main = await loadConfig({SITE_PART: 'main'});
    expect((presetOptions(main) as {blog?: unknown}).blog).toMatchObject({routeBasePath: 'blog'});
    await expect(loadConfig({SITE_PART: 'old'})).rejects.toThrow('SITE_PART must be one of all, main, archive');
  });

  it('has the spec constants', async () => {
    const config = await loadConfig({});
    expect(config.trailingSlash).toBe(false);
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('throw');
    const theme = config.themeConfig as {colorMode: unknown; tableOfContents: unknown; footer: {copyright: string}};
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.footer.copyright).toContain('2025');
  });
});
