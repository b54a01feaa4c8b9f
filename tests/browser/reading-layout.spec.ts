/**
 * Comfortable reading on every screen: tables that fit their column, code
 * blocks that fit (at most 5% scroll sideways at 1280 px), the current page's
 * sidebar link in view, TOC entries that wrap between words, the hero
 * illustration, the one-line announcement on a phone, copy buttons on touch
 * screens and the blog archive's heading levels.
 *
 * The sweeps visit every docs page of the latest and the development version
 * of both areas in one browser tab, with one measurement per page
 * (tests/support/layoutFigures.ts, shared with `npm run bench:layout`).
 */
import type {Page} from '@playwright/test';
import {LAYOUT_VIEWPORTS, measurePage, SCROLLING_CODE_BUDGET, versionRoutes} from '../support/layoutFigures';
import {SITE, pagesOf, type AreaName} from '../support/site';
import {expect, hydrated, test} from './fixtures';

// The sweeps set their own time; the other tests load a few pages each, which a loaded machine can make slow.
test.describe.configure({timeout: 120_000});

/** The content column at 1280 px must hold a 92-character line of 14 px code (8.4 px a character, 32 px padding). */
const MIN_COLUMN_AT_1280 = 808;

const SWEEPS = (['server', 'client'] as AreaName[]).flatMap((area) =>
  [SITE[area].latest, 'next'].flatMap((version) => LAYOUT_VIEWPORTS.map((viewport) => ({area, version, viewport}))),
);

for (const {area, version, viewport} of SWEEPS) {
  test(`${area} ${version} at ${viewport.width} px: tables fit, code fits, the sidebar shows the current page`, async ({
    browser,
  }) => {
    // Up to 57 pages in one tab; a loaded machine may take seconds per page.
    test.setTimeout(600_000);
    const context = await browser.newContext({viewport});
    const page = await context.newPage();
    page.setDefaultNavigationTimeout(120_000);
    const problems: string[] = [];
    let blocks = 0;
    const scrolling: string[] = [];
    // Pages outside the sidebar (graphql-relay) have no current link to show.
    const outside = new Set(pagesOf(area, version).not_in_sidebar ?? []);
    for (const {route, id} of versionRoutes(area, version)) {
      await page.goto(route);
      const figures = await page.evaluate(measurePage);
      for (const table of figures.wideTables) {
        problems.push(`${route}: table ${table.index} is ${table.width}px in a ${figures.column}px column`);
      }
      if (figures.pageOverflows) problems.push(`${route}: the page scrolls sideways`);
      blocks += figures.codeBlocks;
      scrolling.push(...figures.scrollingCode.map((code) => `${route}: ${code.line.trim().slice(0, 60)}`));
      if (viewport.width === 1280) {
        if (figures.column < MIN_COLUMN_AT_1280) problems.push(`${route}: content column ${figures.column}px`);
        const link = figures.sidebarLink;
        if (!link) {
          if (!outside.has(id)) problems.push(`${route}: no current link in the sidebar`);
        } else if (link.top < 0 || link.bottom > link.viewport) {
          problems.push(`${route}: current sidebar link at ${link.top}-${link.bottom}, viewport ${link.viewport}`);
        }
      }
    }
    await context.close();
    expect(problems).toEqual([]);
    expect(blocks).toBeGreaterThan(0);
    if (viewport.width === 1280) {
      expect(scrolling.length / blocks, `code blocks that scroll:\n${scrolling.join('\n')}`).toBeLessThanOrEqual(
        SCROLLING_CODE_BUDGET,
      );
    }
  });
}

test('categories start collapsed but the current one; opening another keeps it open; focus and page scroll stay put', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/server/asgi-handlers-reference');
  await hydrated(page);
  const categories = page.locator('.theme-doc-sidebar-menu > .theme-doc-sidebar-item-category');
  const states = await categories.evaluateAll((items) =>
    items.map((item) => ({
      collapsed: item.classList.contains('menu__list-item--collapsed'),
      current: item.querySelector('a[aria-current="page"]') !== null,
    })),
  );
  expect(states.length).toBeGreaterThan(2);
  expect(states.filter((state) => state.current)).toEqual([{collapsed: false, current: true}]);
  expect(states.filter((state) => !state.current).every((state) => state.collapsed)).toBe(true);
  const current = page.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
  await expect(current).toBeInViewport();
  expect(await page.evaluate(() => ({scrollY: window.scrollY, focus: document.activeElement?.tagName}))).toEqual({
    scrollY: 0,
    focus: 'BODY',
  });
  const other = categories.filter({hasNot: page.locator('a[aria-current="page"]')}).first();
  await other.locator('.menu__link--sublist').first().click();
  await expect(other).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(categories.filter({has: page.locator('a[aria-current="page"]')})).not.toHaveClass(
    /menu__list-item--collapsed/,
  );
});

test('the sidebar script reads layout only where the sidebar shows: on a phone it asks for no box', async ({
  browser,
}) => {
  const reads: Record<number, number> = {};
  for (const width of [390, 1280]) {
    const context = await browser.newContext({viewport: {width, height: 900}});
    const page = await context.newPage();
    // Layout reads made by an inline script of the page (the bundle's scripts have a src).
    await page.addInitScript(() => {
      const counted = {reads: 0};
      (window as unknown as {inlineLayoutReads: typeof counted}).inlineLayoutReads = counted;
      const count = <T extends object, K extends keyof T>(target: T, name: K) => {
        const original = target[name] as unknown as (...args: unknown[]) => unknown;
        (target as Record<K, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
          const script = document.currentScript as HTMLScriptElement | null;
          if (script && !script.src) counted.reads += 1;
          return original.apply(this, args);
        };
      };
      count(Element.prototype, 'getClientRects');
      count(Element.prototype, 'getBoundingClientRect');
      count(window, 'getComputedStyle');
    });
    await page.goto('/server/asgi-handlers-reference');
    reads[width] = await page.evaluate(
      () => (window as unknown as {inlineLayoutReads: {reads: number}}).inlineLayoutReads.reads,
    );
    await context.close();
  }
  expect(reads[390]).toBe(0);
  // At desktop width the same count sees the script at work: the count is of something.
  expect(reads[1280]).toBeGreaterThan(0);
});

test('table-of-contents entries in code style wrap only between the words of an identifier', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/server/subscriptions');
  const codes = page.locator('.theme-doc-toc-desktop .table-of-contents code');
  expect(await codes.count()).toBeGreaterThan(0);
  const report = await codes.evaluateAll((elements) => {
    let wrapped = 0;
    const splitWords: string[] = [];
    for (const code of elements) {
      const all = document.createRange();
      all.selectNodeContents(code);
      if (all.getClientRects().length > 1) wrapped += 1;
      // Each run of text between two <wbr> must sit on one line.
      for (const node of code.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) splitWords.push(node.textContent ?? '');
      }
    }
    return {wrapped, splitWords, withBreaks: elements.filter((code) => code.querySelector('wbr')).length};
  });
  expect(report.withBreaks).toBeGreaterThan(0);
  expect(report.wrapped).toBeGreaterThan(0);
  expect(report.splitWords).toEqual([]);
});

test('the hero thread keeps off the labels and inside its panel', async ({page}) => {
  await page.goto('/');
  const figure = await page.locator('svg[aria-label^="A thread"]').evaluate((svg) => {
    const panel = svg.querySelector('rect')!.getBBox();
    const labels = [...svg.querySelectorAll('g rect')].map((rect) => (rect as SVGRectElement).getBBox());
    const thread = [...svg.querySelectorAll('path')].find((path) => path.getAttribute('stroke') === '#ff8a6b')!;
    const half = Number(thread.getAttribute('stroke-width')) / 2;
    const length = thread.getTotalLength();
    const crossings: string[] = [];
    let outside = 0;
    for (let at = 0; at <= length; at += 1) {
      const {x, y} = thread.getPointAtLength(at);
      for (const box of labels) {
        if (x + half > box.x && x - half < box.x + box.width && y + half > box.y && y - half < box.y + box.height) {
          crossings.push(`${Math.round(x)},${Math.round(y)}`);
        }
      }
      // At least 8 units from the panel's edge, clear of its rounded corners.
      if (x - half < panel.x + 8 || x + half > panel.x + panel.width - 8) outside += 1;
      if (y - half < panel.y + 8 || y + half > panel.y + panel.height - 8) outside += 1;
    }
    return {labels: labels.length, crossings, outside, length};
  });
  expect(figure.labels).toBe(3);
  expect(figure.length).toBeGreaterThan(100);
  expect(figure.crossings).toEqual([]);
  expect(figure.outside).toBe(0);
});

test('the home page app.py sample fits at every desktop width', async ({page}) => {
  await page.goto('/');
  const sample = page.locator('.theme-code-block').filter({hasText: 'app.py'}).locator('pre');
  for (const width of [997, 1024, 1100, 1199, 1200, 1280, 1440, 1920]) {
    await page.setViewportSize({width, height: 900});
    const {scrollWidth, clientWidth} = await sample.evaluate((pre) => ({
      scrollWidth: pre.scrollWidth,
      clientWidth: pre.clientWidth,
    }));
    expect(scrollWidth, `at ${width}px`).toBeLessThanOrEqual(clientWidth);
  }
});

const announcementLines = (page: Page) =>
  page
    .locator('[role="banner"] .announcement-short, [class*="announcementBarContent"]')
    .first()
    .evaluate((element) => {
      const bar = element.closest('[role="banner"]') ?? element;
      const content = bar.querySelector('[class*="announcementBarContent"]') ?? element;
      const lineHeight = parseFloat(getComputedStyle(content).lineHeight);
      const range = document.createRange();
      range.selectNodeContents(content);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return {lines: lines.size, height: content.getBoundingClientRect().height, lineHeight};
    });

test('the announcement bar takes one line on a phone', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  for (const route of ['/server/intro', '/server/0.10.0/intro']) {
    await page.goto(route);
    const bar = await announcementLines(page);
    expect(bar.lines, route).toBe(1);
    expect(bar.height, route).toBeLessThan(bar.lineHeight * 1.5);
    await expect(page.locator('.announcement-short a')).toBeVisible();
  }
  await context.close();
});

test('copy buttons show without hover on a touch screen, and only on hover with a mouse', async ({browser}) => {
  const opacities = async (options: {hasTouch: boolean; isMobile: boolean}) => {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, ...options});
    const page = await context.newPage();
    await page.goto('/server/intro');
    await hydrated(page);
    // The buttons are rendered with the page's content (src/components/DeferredMarkdown), once the
    // reader taps a code block or points at one.
    const block = page.locator('article .theme-code-block').first();
    if (options.hasTouch) {
      await block.tap();
    } else {
      await block.hover();
      await page.mouse.move(0, 0);
    }
    const button = page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]').first();
    await expect(button).toHaveCount(1);
    const opacity = () => button.evaluate((element) => Number(getComputedStyle(element).opacity));
    // Settled: the button fades when the pointer leaves.
    if (!options.hasTouch) await expect.poll(opacity).toBe(0);
    const result = {noHover: await page.evaluate(() => matchMedia('(hover: none)').matches), opacity: await opacity()};
    await context.close();
    return result;
  };
  const touch = await opacities({hasTouch: true, isMobile: true});
  expect(touch.noHover).toBe(true);
  expect(touch.opacity).toBeGreaterThanOrEqual(0.7);
  const mouse = await opacities({hasTouch: false, isMobile: false});
  expect(mouse.noHover).toBe(false);
  expect(mouse.opacity).toBe(0);
});

test('the blog archive steps its headings down one level at a time', async ({page}) => {
  await page.goto('/blog/archive');
  const levels = await page
    .locator('main h1, main h2, main h3, main h4, header h1')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  expect(levels.length).toBeGreaterThan(2);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
  });
});
