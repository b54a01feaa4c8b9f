/** SPEC §2 docs pages: breadcrumbs, table of contents, heading links, version banners, pages outside the sidebar. */
import {expect, test} from './fixtures';

test('doc pages have breadcrumbs down to the page', async ({page}) => {
  await page.goto('/server/subscriptions');
  const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
  await expect(crumbs.last()).toHaveText('Subscriptions');
  await expect(crumbs.nth(1)).toHaveText('Docs');
});

test('the table of contents lists the h2 and h3 headings, and only those', async ({page}) => {
  for (const path of ['/server/api-reference', '/server/subscriptions', '/client/configuration']) {
    await page.goto(path);
    const tocTargets = await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').evaluateAll((links) =>
      links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '').slice(1)),
    );
    const headings = await page.locator('article .markdown').evaluate((root) =>
      [...root.querySelectorAll('h2[id], h3[id], h4[id], h5[id]')].map((h) => ({id: h.id, level: h.tagName})),
    );
    expect(tocTargets.length, path).toBeGreaterThan(0);
    expect(tocTargets, path).toEqual(headings.filter((h) => h.level === 'H2' || h.level === 'H3').map((h) => h.id));
  }
});

test('every heading anchor is titled "Direct link to {heading}"', async ({page}) => {
  await page.goto('/server/resolvers');
  const anchors = await page.locator('article .markdown .hash-link').evaluateAll((links) =>
    links.map((link) => ({title: link.getAttribute('title'), heading: (link.parentElement?.textContent ?? '').replace(/\u200b/g, '').trim()})),
  );
  expect(anchors.length).toBeGreaterThan(3);
  for (const {title, heading} of anchors) expect(title).toBe(`Direct link to ${heading}`);
});

test('older versions carry the unmaintained banner linking to the latest version of the page', async ({page}) => {
  await page.goto('/server/0.20/subscriptions');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/server/subscriptions');
  await page.goto('/server/next/subscriptions');
  await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
  await page.goto('/server/subscriptions');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('graphql-relay is a page outside the sidebar', async ({page}) => {
  await page.goto('/server/graphql-relay');
  await expect(page.locator('h1')).toHaveText('GraphQL Relay');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});
