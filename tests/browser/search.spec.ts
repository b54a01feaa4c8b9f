/** Search (SPEC §4, §7, §8, §9 and the search issue): the modal, its constants, the search page, errors. */
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const SHARD = /\/search-index\/.+\.json$/;
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** Loads a page, waits for the app, and opens the search modal with its shortcut. */
async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
}

/** Searches from /server/intro, opens the first hit with Enter, and opens the modal again: one recent search. */
async function reopenAfterASearch(page: Page): Promise<void> {
  await openSearch(page, '/server/intro');
  await input(page).fill('make_executable_schema');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
}

test('nothing search-related is downloaded before the reader shows intent', async ({page}) => {
  const shards: {path: string; startedAt: number}[] = [];
  page.on('requestfinished', (request) => {
    if (SHARD.test(request.url())) {
      shards.push({path: new URL(request.url()).pathname, startedAt: request.timing().startTime});
    }
  });
  await page.goto('/server/intro');
  await hydrated(page);
  await page.mouse.move(10, 400);
  // The page records when the reader first shows intent; every shard request must start after it.
  await page.evaluate(() => {
    const button = document.querySelector('.DocSearch-Button');
    button?.addEventListener('mouseover', () => ((window as unknown as {intentAt?: number}).intentAt ??= Date.now()), {
      capture: true,
    });
  });
  await page.locator('.DocSearch-Button').hover();
  await expect.poll(() => shards.length).toBe(3);
  const intentAt = await page.evaluate(() => (window as unknown as {intentAt: number}).intentAt);
  for (const shard of shards) expect(shard.startedAt, shard.path).toBeGreaterThanOrEqual(intentAt);
  expect(shards.map((shard) => shard.path).sort()).toEqual([
    '/search-index/default.json',
    '/search-index/docs-client-0.15.3.json',
    '/search-index/docs-server-0.25.json',
  ]);
});

test.describe('opening and closing the modal', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/server/intro');
    await hydrated(page);
  });

  test('opens by click and closes with Escape', async ({page}) => {
    await page.locator('.DocSearch-Button').click();
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('opens with Ctrl+K and with Meta+K', async ({page}) => {
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
  });

  test('opens with the slash key', async ({page}) => {
    await page.locator('article h1').click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('opens when the button is focused and Enter pressed, closes on a click outside', async ({page}) => {
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal(page)).toHaveCount(0);
  });

  test('closes with its Cancel button on a narrow screen', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await page.locator('.DocSearch-Button').click();
    await expect(modal(page)).toBeVisible();
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(modal(page)).toHaveCount(0);
  });
});

test('results are grouped, at most 5 per group, only from the version being read', async ({page}) => {
  await openSearch(page, '/server/0.20/intro');
  await input(page).fill('subscriptions');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const groups = page.locator('.DocSearch-Hits');
  expect(await groups.count()).toBeGreaterThan(1);
  for (const group of await groups.all()) {
    expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  }
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    expect(href.startsWith('/server/0.20/') || href.startsWith('/client/') || href.startsWith('/blog/'), href).toBe(
      true,
    );
  }
  expect(hrefs.some((href) => href.startsWith('/server/0.20/subscriptions'))).toBe(true);
});

test('the enter icon shows on the active hit only, and follows the arrow keys', async ({page}) => {
  await openSearch(page, '/server/intro');
  await input(page).fill('subscriptions');
  await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();
  const icons = page.locator('.DocSearch-Hit-Select-Icon');
  const rowOfIcon = () =>
    icons.evaluateAll((found) =>
      found.map((icon) => icon.closest('[role="option"]')?.getAttribute('aria-selected') === 'true'),
    );
  expect(await rowOfIcon()).toEqual([true]);
  await expect(page.locator('#docsearch-item-0 .DocSearch-Hit-Select-Icon')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await rowOfIcon()).toEqual([true]);
  await expect(page.locator('#docsearch-item-1 .DocSearch-Hit-Select-Icon')).toBeVisible();
  // A new list starts with the icon on its first hit again.
  await input(page).fill('subscription');
  await expect(page.locator('#docsearch-item-0 .DocSearch-Hit-Select-Icon')).toBeVisible();
  expect(await rowOfIcon()).toEqual([true]);
});

test('a new list shows a screenful at once and its other rows in the frames after, or all when the reader moves to one', async ({
  page,
}) => {
  type Record = {arrived: number[]; filled: boolean[]; frames: number[][]; wrap: boolean[][]};
  await openSearch(page, '/server/intro');
  await expect(input(page)).toBeFocused();
  // The page records, for each new list (a new first row): how many rows it has as it arrives and whether
  // they fill the list's box, then its rows at each of the 30 frames after; for a list answered with ArrowUp
  // as it arrives, whether that adds rows, and makes the last row active.
  await page.evaluate(() => {
    const record: Record = {arrived: [], filled: [], frames: [], wrap: []};
    const state = window as unknown as {rowRecord: Record; wrapNext: boolean};
    state.rowRecord = record;
    state.wrapNext = false;
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    if (!dropdown) throw new Error('no list');
    const rows = () => [...dropdown.querySelectorAll('.DocSearch-Hit')];
    let firstRow: Element | null = null;
    new MutationObserver(() => {
      const first = dropdown.querySelector('#docsearch-item-0');
      if (!first || first === firstRow) return;
      firstRow = first;
      const frames: number[] = [];
      record.frames.push(frames);
      record.arrived.push(rows().length);
      const last = rows().at(-1);
      record.filled.push(
        Boolean(last && last.getBoundingClientRect().bottom >= dropdown.getBoundingClientRect().bottom),
      );
      if (state.wrapNext) {
        state.wrapNext = false;
        const before = rows().length;
        const field = document.querySelector('.DocSearch-Input');
        field?.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowUp', bubbles: true, cancelable: true}));
        const option = rows().at(-1)?.querySelector('[role="option"]');
        record.wrap.push([
          rows().length > before,
          option?.getAttribute('aria-selected') === 'true',
          field?.getAttribute('aria-activedescendant') === option?.id,
        ]);
      }
      const step = () => {
        frames.push(rows().length);
        if (frames.length < 30) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }).observe(dropdown, {childList: true, subtree: true});
  });
  const record = () => page.evaluate(() => (window as unknown as {rowRecord: Record}).rowRecord);
  await input(page).fill('subscriptions');
  await expect.poll(async () => (await record()).frames[0]?.length).toBe(30);
  const first = await record();
  const frames = first.frames[0] ?? [];
  expect(frames.at(-1)).toBeGreaterThan(10);
  expect(first.arrived[0]).toBeLessThan(frames.at(-1) ?? 0);
  expect(first.filled[0]).toBe(true);
  // The rest follow over more than one frame, the list growing step by step.
  expect(new Set(frames).size).toBeGreaterThan(2);
  expect(frames).toEqual([...frames].sort((a, b) => a - b));
  await page.evaluate(() => ((window as unknown as {wrapNext: boolean}).wrapNext = true));
  await input(page).fill('upload');
  await expect.poll(async () => (await record()).wrap.length).toBe(1);
  // The last row was not in the list yet; the wrap to it brings it, and makes it active, at once.
  expect((await record()).wrap[0]).toEqual([true, true, true]);
  await expect(page.locator('.DocSearch-Hit').last()).toBeInViewport();
});

test('the fonts the modal adds to the page are looked up out of sight before it opens, and nothing stays', async ({
  page,
}) => {
  // Each sample's fonts are read while it is in the document; the page's own fonts before any sample arrives.
  await page.addInitScript(() => {
    type Record = {fonts: string[]; hidden: boolean; sized: boolean};
    const seen: Record[] = [];
    const state = window as unknown as {warmUps: Record[]; pageFonts: string[]; fontsOf: (root: Element) => string[]};
    state.warmUps = seen;
    state.fontsOf = (root) => {
      const fonts = new Set<string>();
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const texted =
          element instanceof HTMLInputElement ||
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        if (!texted || element.getClientRects().length === 0) continue;
        const style = getComputedStyle(element);
        fonts.add([style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle].join(' / '));
      }
      return [...fonts];
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.hasAttribute('data-search-font-warm-up')) continue;
          state.pageFonts ??= state.fontsOf(document.querySelector('#__docusaurus') ?? document.body);
          const box = node.getBoundingClientRect();
          seen.push({
            fonts: state.fontsOf(node),
            hidden: getComputedStyle(node).visibility === 'hidden',
            sized: box.width > 0 || box.height > 0,
          });
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/server/intro');
  await hydrated(page);
  await page.locator('.DocSearch-Button').hover();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {warmUps: unknown[]}).warmUps.length))
    .toBeGreaterThan(0);
  await expect(page.locator('[data-search-font-warm-up]')).toHaveCount(0);
  const warmUps = await page.evaluate(
    () => (window as unknown as {warmUps: {fonts: string[]; hidden: boolean; sized: boolean}[]}).warmUps,
  );
  expect(warmUps.every((sample) => sample.hidden && !sample.sized)).toBe(true);

  await page.keyboard.press('Control+k');
  await input(page).fill('subscriptions');
  await expect(page.locator('.DocSearch-Hit--Child').first()).toBeVisible();
  await expect(page.locator('.local-search-hit-area').first()).toBeVisible();
  const {modalFonts, pageFonts} = await page.evaluate(() => {
    const state = window as unknown as {pageFonts: string[]; fontsOf: (root: Element) => string[]};
    return {modalFonts: state.fontsOf(document.querySelector('.DocSearch-Modal')!), pageFonts: state.pageFonts};
  });
  const looked = new Set([...pageFonts, ...warmUps.flatMap((sample) => sample.fonts)]);
  expect(modalFonts.filter((font) => !pageFonts.includes(font)).length).toBeGreaterThan(0);
  expect(modalFonts.filter((font) => !looked.has(font))).toEqual([]);
});

test('a modal opened at once never has a font warm-up sample beside it in the document', async ({page}) => {
  await page.addInitScript(() => {
    const state = window as unknown as {beside: boolean};
    state.beside = false;
    new MutationObserver(() => {
      const sample = document.querySelector('[data-search-font-warm-up]');
      if (sample && document.querySelector('.DocSearch-Modal[role="dialog"]')) state.beside = true;
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/server/intro');
  await hydrated(page);
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
  await input(page).fill('subscriptions');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {beside: boolean}).beside)).toBe(false);
  await expect(page.locator('[data-search-font-warm-up]')).toHaveCount(0);
  await expect(modal(page)).toHaveCount(1);
});

test('Enter opens the first hit, and it is remembered as a recent search', async ({page}) => {
  await openSearch(page, '/server/intro');
  await input(page).fill('make_executable_schema');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  const target = (await first.getAttribute('href')) ?? '';
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);

  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', target);
});

test('a recent search can be saved as a favorite, and removed from the favorites', async ({page}) => {
  await reopenAfterASearch(page);
  const group = (source: string) =>
    page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: source})});
  await expect(group('Recent').locator('.DocSearch-Hit')).toHaveCount(1);
  await group('Recent').locator('.DocSearch-Hit').hover();
  await page.getByTitle('Save this search').click();
  await expect(group('Favorite').locator('.DocSearch-Hit')).toHaveCount(1);
  await expect(group('Recent')).toHaveCount(0);
  await group('Favorite').locator('.DocSearch-Hit').hover();
  await page.getByTitle('Remove this search from favorites').click();
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
  await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
});

test('the modal keeps its searches when the page behind it changes to another page of the same version', async ({
  page,
}) => {
  await reopenAfterASearch(page);
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  // A client-side navigation completing while the modal is open, as when the reader opens the search
  // before the page they chose has loaded: the navbar renders again, and the modal must not start over.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/server/resolvers');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('article h1')).toHaveText('Resolvers');
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  await input(page).fill('subscriptions');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/server/mutations');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('article h1')).toHaveText('Mutations');
  await expect(input(page)).toHaveValue('subscriptions');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
});

test('the input takes at most 64 characters, and any text is safe', async ({page, pageErrors}) => {
  await openSearch(page, '/server/intro');
  await expect(input(page)).toHaveAttribute('maxlength', '64');
  for (const query of [
    '<img src=x onerror="window.__pwned=1">',
    '"\'`;--',
    '.*+?^${}()|[]\\',
    '🦄 subscriptions',
    'x'.repeat(80),
  ]) {
    await input(page).fill(query);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    expect((await input(page).inputValue()).length).toBeLessThanOrEqual(64);
  }
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  expect(pageErrors).toEqual([]);
});

test('no results shows the query and suggestions', async ({page}) => {
  await openSearch(page, '/server/intro');
  await input(page).fill('resolvers');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('xylophonequartz');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for');
  await expect(screen).toContainText('xylophonequartz');
  await expect(screen).toContainText('Try searching for');
  const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(screen).toContainText('Believe this query should return results?');
  await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /xylophonequartz/);
});

test('an index that cannot load shows the error screen, and a later query retries', async ({page}) => {
  let failing = true;
  await page.route(SHARD, (route) => (failing ? route.fulfill({status: 503, body: 'unavailable'}) : route.continue()));
  await openSearch(page, '/server/intro');
  await input(page).fill('resolvers');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
    'You might want to check your network connection.',
  );
  failing = false;
  await input(page).fill('resolver');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('a corrupt index shard is reported like a network failure', async ({page}) => {
  await page.route(SHARD, (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '{"tag": 12, "pages": "nope"'}),
  );
  await openSearch(page, '/server/intro');
  await input(page).fill('resolvers');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
});

test('a slow index puts the modal in the stalled state after 300 ms', async ({page}) => {
  // The shards are held back until the page reports the stalled state. The page itself calls back the
  // moment it shows it, so the shard is released well inside its read timeout however slow the machine.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.exposeBinding('reportStalled', () => release());
  await page.route(SHARD, async (route) => {
    await released;
    await route.continue();
  });
  // In the page: when the query was typed, and when the modal first showed the stalled state. The query
  // is timed at the window, where the modal's own listener takes it (src/theme/SearchBar/LocalModal.tsx),
  // by a listener added before that one, so it runs first.
  await page.addInitScript(() => {
    const times: {typed?: number; stalled?: number} = {};
    (window as unknown as {stallTimes: typeof times}).stallTimes = times;
    window.addEventListener('input', () => (times.typed ??= performance.now()), true);
  });
  await openSearch(page, '/server/intro');
  await expect(input(page)).toBeVisible();
  await page.evaluate(() => {
    const win = window as unknown as {stallTimes: {typed?: number; stalled?: number}; reportStalled: () => void};
    const times = win.stallTimes;
    new MutationObserver(() => {
      if (times.stalled === undefined && document.querySelector('.DocSearch-Container--Stalled')) {
        times.stalled = performance.now();
        win.reportStalled();
      }
    }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});
  });
  await input(page).fill('resolvers');
  await released;
  const {typed, stalled} = await page.evaluate(
    () => (window as unknown as {stallTimes: {typed: number; stalled: number}}).stallTimes,
  );
  expect(stalled - typed).toBeGreaterThanOrEqual(300);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});

test('snippets are 10 words wide, 5 on screens up to 768px', async ({page}) => {
  const longestSnippet = async () => {
    await page.keyboard.press('Control+k');
    await input(page).fill('context value');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const texts = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allTextContents();
    await page.keyboard.press('Escape');
    return Math.max(...texts.map((text) => text.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length));
  };
  await page.goto('/server/intro');
  await hydrated(page);
  const wide = await longestSnippet();
  expect(wide).toBeLessThanOrEqual(10);
  expect(wide).toBeGreaterThan(5);
  await page.setViewportSize({width: 700, height: 900});
  await page.reload();
  await hydrated(page);
  expect(await longestSnippet()).toBeLessThanOrEqual(5);
});

test('recent searches show 7, or 4 when there are favorites; favorites show up to 10', async ({page}) => {
  const item = (n: number) => ({
    objectID: `docs-server-0.25:/server/page-${n}:lvl1`,
    url: `https://ariadnegraphql.org/server/intro#item-${n}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1: `Saved page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
  });
  const items = Array.from({length: 24}, (_, n) => item(n));
  /** Stores `saved` under a DocSearch storage key, reloads, and opens the modal. */
  const storeAndOpen = async (key: string, saved: ReturnType<typeof item>[]) => {
    await page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey, value), [
      key,
      JSON.stringify(saved),
    ] as const);
    await page.reload();
    await hydrated(page);
    await page.keyboard.press('Control+k');
  };
  await page.goto('/server/intro');
  await hydrated(page);
  await storeAndOpen('__DOCSEARCH_RECENT_SEARCHES__ariadne-docs', items.slice(0, 12));
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(7);
  // Stored as hosted DocSearch stores them, with the site's full address: linked within the site.
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/server/intro#item-0');
  await page.keyboard.press('Escape');

  await storeAndOpen('__DOCSEARCH_FAVORITE_SEARCHES__ariadne-docs', items.slice(12, 24));
  const recent = page
    .locator('.DocSearch-Hits')
    .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
  const favorites = page
    .locator('.DocSearch-Hits')
    .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(4);
  await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(10);
});

test('the modal starts from the selected text, and typing does not re-read the selection or storage', async ({
  page,
}) => {
  await page.goto('/server/intro');
  await hydrated(page);
  await page.evaluate(() => {
    const probes = {selection: 0, storageWrites: 0};
    (window as unknown as {probes: typeof probes}).probes = probes;
    const toString = Selection.prototype.toString;
    Selection.prototype.toString = function (this: Selection) {
      probes.selection += 1;
      return toString.call(this);
    };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      probes.storageWrites += 1;
      return setItem.call(this, key, value);
    };
    const heading = document.querySelector('article h1');
    if (heading?.firstChild) window.getSelection()?.selectAllChildren(heading);
  });
  const selected = (await page.locator('article h1').textContent())?.trim() ?? '';
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toHaveValue(selected);
  const afterOpening = await page.evaluate(() => ({
    ...(window as unknown as {probes: {selection: number; storageWrites: number}}).probes,
  }));
  await input(page).fill('');
  await input(page).pressSequentially('resolvers', {delay: 20});
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const afterTyping = await page.evaluate(() => ({
    ...(window as unknown as {probes: {selection: number; storageWrites: number}}).probes,
  }));
  expect(afterTyping).toEqual(afterOpening);
});

test('"See all N results" leads to the search page, which lists and pages through results', async ({page}) => {
  await openSearch(page, '/server/intro');
  await input(page).fill('schema');
  const seeAll = page.getByRole('link', {name: /See all \d+ results/});
  await expect(seeAll).toBeVisible();
  const total = Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(15);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=schema&server=0\.25&client=0\.15\.3$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "schema"');
  const results = page.locator('main article');
  await expect(results).toHaveCount(15);
  const found = page.getByText(/\d+ documents found/);
  await expect(found).toBeVisible();
  await results.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => results.count()).toBeGreaterThan(15);
});

test('the search page answers a query from the address, and reports an index that cannot load', async ({page}) => {
  await page.goto('/search?q=file%20uploads');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main article a').first()).toHaveAttribute('href', /\/(server|client|blog)\//);

  await page.route(SHARD, (route) => route.fulfill({status: 500, body: ''}));
  await page.goto('/search?q=resolvers');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
});

test.describe('ranking and labels', () => {
  test('a query matching a docs page and a post shows the docs page first, each hit labelled', async ({page}) => {
    await openSearch(page, '/server/intro');
    await input(page).fill('InputType');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    // The rows below the first screenful arrive a group per frame after it (src/theme/SearchBar/hitsMarkup.ts).
    await expect(page.locator('.DocSearch-Hit a[href^="/blog/"]').first(), 'a post matches too').toBeAttached();
    const hrefs = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs[0]).toMatch(/^\/server\//);
    await expect(page.locator('.DocSearch-Hit').first().locator('.local-search-hit-area')).toHaveText('Server 0.25');
    const blogHit = page.locator('.DocSearch-Hit', {has: page.locator('a[href^="/blog/"]')}).first();
    await expect(blogHit.locator('.local-search-hit-area')).toHaveText('Blog');
  });

  test('equal scores keep one order over loads with the shards arriving in different orders', async ({page}) => {
    // Three fresh pages, each indexing its shards for its first search.
    test.setTimeout(240_000);
    const order = async (arrival: string[]) => {
      const held = new Map<string, () => void>();
      await page.route(SHARD, async (route) => {
        const name = new URL(route.request().url()).pathname.replace('/search-index/', '');
        await new Promise<void>((resolve) => {
          held.set(name, resolve);
          // Once all three are asked for, they are answered in the given order, one at a time.
          if (held.size === arrival.length) {
            void (async () => {
              for (const next of arrival) {
                held.get(next)?.();
                await new Promise((wait) => setTimeout(wait, 50));
              }
            })();
          }
        });
        await route.continue();
      });
      await openSearch(page, '/server/intro');
      await input(page).fill('schema');
      await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
      const hrefs = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      await page.unroute(SHARD);
      return hrefs;
    };
    const first = await order(['docs-server-0.25.json', 'docs-client-0.15.3.json', 'default.json']);
    const second = await order(['default.json', 'docs-client-0.15.3.json', 'docs-server-0.25.json']);
    const third = await order(['docs-client-0.15.3.json', 'default.json', 'docs-server-0.25.json']);
    expect(first.length).toBeGreaterThan(3);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });
});

test('a shortcut pressed before hydration opens the modal once the page is hydrated', async ({page}) => {
  // The page's scripts are held back until the shortcut has been pressed.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The page's scripts are deferred: DOMContentLoaded waits for them, so only the response is awaited.
  await page.goto('/server/intro', {waitUntil: 'commit'});
  await expect(page.locator('article h1')).toBeVisible();
  const before = await page.evaluate(() => ({
    hydrated: document.documentElement.getAttribute('data-has-hydrated') === 'true',
    react: Boolean((window as unknown as {docusaurus?: unknown}).docusaurus),
  }));
  expect(before).toEqual({hydrated: false, react: false});
  await page.locator('article h1').click();
  await page.keyboard.press('Control+k');
  release();
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
});

test('a stored recent search holding markup opens as text, and runs nothing', async ({page, pageErrors}) => {
  await page.goto('/server/intro');
  await hydrated(page);
  const markup = '<img src=x onerror="window.__pwned=1">';
  await page.evaluate((title) => {
    localStorage.setItem(
      '__DOCSEARCH_RECENT_SEARCHES__ariadne-docs',
      JSON.stringify([
        {
          objectID: 'stored-1',
          url: '/server/intro',
          type: 'lvl1',
          hierarchy: {lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
          content: null,
        },
      ]),
    );
  }, markup);
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const hit = page.locator('.DocSearch-Hit').first();
  await expect(hit).toContainText(markup);
  await expect(modal(page).locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  expect(pageErrors).toEqual([]);
});

test.describe('faults', () => {
  /** Watches the modal from the page: whether "No results" was ever on screen. */
  async function watchNoResults(page: Page): Promise<void> {
    await page.evaluate(() => {
      const seen = {noResults: 0};
      (window as unknown as {seen: typeof seen}).seen = seen;
      const check = () => {
        const screen = document.querySelector('.DocSearch-NoResults');
        if (screen && getComputedStyle(screen).display !== 'none') seen.noResults += 1;
      };
      new MutationObserver(check).observe(document.body, {subtree: true, childList: true, attributes: true});
    });
  }
  const noResultsSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as {seen: {noResults: number}}).seen.noResults);

  test('failing shards give only the error screen, and a later query retries', async ({page}) => {
    let failing = true;
    await page.route(SHARD, (route) => (failing ? route.fulfill({status: 503, body: 'down'}) : route.continue()));
    await openSearch(page, '/server/intro');
    await watchNoResults(page);
    await input(page).fill('resolvers');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(1);
    expect(await noResultsSeen(page)).toBe(0);
    failing = false;
    await input(page).fill('resolver');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('a shard that does not arrive within the read timeout gives the error screen only', async ({page}) => {
    let hanging = true;
    const asked: string[] = [];
    await page.route(SHARD, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      if (hanging) return; // never answered
      await route.continue();
    });
    await openSearch(page, '/server/intro');
    await watchNoResults(page);
    await input(page).fill('resolvers');
    // The read timeout, then the second try's four times longer wait, then the error screen.
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', {timeout: 30_000});
    expect(asked.filter((path) => path === '/search-index/docs-server-0.25.json')).toHaveLength(2);
    expect(await noResultsSeen(page)).toBe(0);
    hanging = false;
    await input(page).fill('resolver');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('the search page reports a hanging index instead of spinning', async ({page}) => {
    // A shard is asked for twice (the waits themselves are tests/unit/shard-fetch.test.ts's), then the error.
    const asked: string[] = [];
    await page.route(SHARD, (route) => void asked.push(new URL(route.request().url()).pathname));
    await page.goto('/search?q=resolvers');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results', {timeout: 30_000});
    expect(asked.filter((path) => path === '/search-index/docs-server-0.25.json')).toHaveLength(2);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('No results were found')).toHaveCount(0);
  });
});

test.describe('the search page', () => {
  test('"See all results" from a 0.19 page lists only 0.19 server pages', async ({page}) => {
    await openSearch(page, '/server/0.19/intro');
    await input(page).fill('resolvers');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=resolvers&server=0\.19&client=0\.15\.3$/);
    const links = page.locator('main article h2 a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    const serverPages = hrefs.filter((href) => href.startsWith('/server/'));
    expect(serverPages.length).toBeGreaterThan(0);
    for (const href of serverPages) expect(href).toMatch(/^\/server\/0\.19\//);
    await expect(page.getByLabel('Server docs version to search')).toHaveValue('0.19');
  });

  test('"See all N results" counts the pages the search page lists for the same query and versions', async ({page}) => {
    // Two fresh pages and two search pages, each indexing its shards for its first search.
    test.setTimeout(240_000);
    for (const [path, query] of [
      ['/server/0.19/intro', 'resolvers'],
      ['/client/intro', 'custom scalars'],
    ] as const) {
      await openSearch(page, path);
      await input(page).fill(query);
      const seeAll = page.getByRole('link', {name: /See all \d+ results/});
      await expect(seeAll).toBeVisible();
      const inModal = Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')?.[1]);
      await seeAll.click();
      const found = page.getByText(/\d+ documents found/);
      await expect(found).toBeVisible();
      const listed = Number(/(\d+) documents found/.exec((await found.textContent()) ?? '')?.[1]);
      expect(listed, `${query} from ${path}`).toBe(inModal);
    }
  });

  test('with no version, it searches the latest release of each area and lists each page once', async ({page}) => {
    await page.goto('/search?q=resolvers');
    const links = page.locator('main article h2 a');
    await expect(links.first()).toBeVisible();
    await expect(page.getByLabel('Server docs version to search')).toHaveValue('0.25');
    await expect(page.getByLabel('Client docs version to search')).toHaveValue('0.15.3');
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) {
      expect(href, 'latest docs or a post').toMatch(/^\/(server|client|blog)\//);
      expect(href, 'not an archived or development version').not.toMatch(/^\/(server|client)\/(next|\d[^/]*)\//);
    }
    // Each page carries its area label; the count is of the pages listed.
    await expect(page.locator('main article').first()).toContainText(/Server 0\.25|Client 0\.15\.3|Blog/);
    const count = Number(
      /(\d+) documents found/.exec((await page.getByText(/documents found/).textContent()) ?? '')?.[1],
    );
    while (await page.getByText('Fetching new results...').count()) {
      // Scrolls to the end, where the loader sits; it may be gone by the time the scroll happens.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    await expect(page.locator('main article')).toHaveCount(count);
    const snippets = await page.locator('main article p').allTextContents();
    for (const text of snippets) expect(text).not.toMatch(/…\s*\.\.\.|\.\.\.\s*…|……/);
  });

  test('a query longer than 64 characters from the address is searched by its first 64, and says so', async ({
    page,
  }) => {
    const query = `resolvers ${'x'.repeat(90)}`;
    expect(query.length).toBe(100);
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('status')).toContainText('first 64');
    await expect(page.locator('input[name="q"]')).toHaveValue(query.slice(0, 64));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query.slice(0, 64)}"`);
    // The first search of a page indexes the shards in the worker: it is given the time a loaded machine needs.
    await expect(page.getByText('No results were found').or(page.locator('main article').first())).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('a page with a query hydrates without errors', async ({page, pageErrors, consoleErrors}) => {
    await page.goto('/search?q=file%20uploads&server=0.25');
    await hydrated(page);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
