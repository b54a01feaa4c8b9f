/**
 * Every page as Markdown, the llms.txt indexes, the page actions and "Was this
 * page helpful?" (plugins/page-markdown, src/components/PageActions,
 * src/components/PageFeedback), against the merged production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import type {APIRequestContext} from '@playwright/test';
import {LOCAL_ORIGIN, expect, hydrated, test} from './fixtures';
import {ROOT, SITE, docRoutes, versionBase, versionsOf} from '../support/site';
import {parseLlms} from '../support/llms';
import {SITE_REPOSITORY, SITE_URL} from '../../src/site/constants';

const BUILD = path.join(ROOT, 'build');
const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
const REPOSITORY = (process.env.SITE_REPOSITORY_URL?.trim() || SITE_REPOSITORY.url).replace(/\/+$/, '');

const normalise = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const codeText = (text: string) => text.replace(/\s+$/, '');

/** Title, headings and code blocks of a built page's article. */
function htmlOutline(html: string): {title: string; headings: string[]; code: string[]} {
  const $ = cheerio.load(html);
  const article = $('article').first();
  article.find('a.hash-link').remove();
  const code = article
    .find('pre code')
    .toArray()
    .map((element) => {
      const block = $(element).clone();
      block.find('br').replaceWith('\n');
      return codeText(block.text());
    });
  return {
    title: normalise(article.find('h1').first().text()),
    headings: article
      .find('.markdown h2, .markdown h3, .markdown h4, .markdown h5, .markdown h6')
      .toArray()
      .map((element) => normalise($(element).text())),
    code,
  };
}

function markdownOutline(markdown: string): {h1: string[]; headings: Set<string>; code: Set<string>} {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const h1: string[] = [];
  const headings = new Set<string>();
  const code = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'heading') (node.depth === 1 ? h1 : []).push(normalise(toString(node)));
    if (node.type === 'heading' && node.depth > 1) headings.add(normalise(toString(node)));
    if (node.type === 'code') code.add(codeText(node.value));
  });
  return {h1, headings, code};
}

const pageRoutes = (): string[] => [
  ...docRoutes().map((doc) => doc.route),
  ...SITE.blog_posts.map((post) => post.route),
];

test('every docs page of every version and every post has Markdown with its title, every heading and every code block', () => {
  test.setTimeout(600_000);
  const problems: string[] = [];
  const routes = pageRoutes();
  expect(routes.length).toBeGreaterThan(900);
  for (const route of routes) {
    const markdownFile = path.join(BUILD, `${route}.md`);
    if (!fs.existsSync(markdownFile)) {
      problems.push(`${route}: no ${route}.md in build/`);
      continue;
    }
    const html = htmlOutline(fs.readFileSync(path.join(BUILD, `${route}.html`), 'utf8'));
    const markdown = markdownOutline(fs.readFileSync(markdownFile, 'utf8'));
    if (markdown.h1.length !== 1 || markdown.h1[0] !== html.title) {
      problems.push(`${route}: H1 ${JSON.stringify(markdown.h1)} instead of "${html.title}"`);
    }
    for (const heading of html.headings) {
      if (!markdown.headings.has(heading)) problems.push(`${route}: heading "${heading}" missing`);
    }
    for (const block of html.code) {
      if (!markdown.code.has(block)) problems.push(`${route}: code block starting "${block.slice(0, 60)}" missing`);
    }
    if (html.code.length === 0 && markdown.code.size > 0) problems.push(`${route}: code blocks the page does not have`);
  }
  expect(problems, problems.slice(0, 30).join('\n')).toEqual([]);
});

test('the Markdown of pages of every version and of posts answers with the Markdown type; each page links it in its head', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const samples = [
    ...versionsOf('server').map((version) => `${versionBase('server', version)}/intro`),
    ...versionsOf('client').map((version) => `${versionBase('client', version)}/plugins/custom-plugins`),
    '/server/resolvers',
    '/server/0.19/scalars',
    '/blog/2024/12/19/ariadne-0-24',
    SITE.blog_posts[SITE.blog_posts.length - 1]?.route ?? '',
  ];
  for (const route of samples) {
    const response = await request.get(`${route}.md`);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toBe(MARKDOWN_TYPE);
    expect(await response.text(), route).toMatch(/^# \S/);
    const html = await (await request.get(route)).text();
    const $ = cheerio.load(html);
    expect($('link[rel="alternate"][type="text/markdown"]').attr('href'), route).toBe(`${route}.md`);
  }
});

test('the Markdown links other pages of its own version by their full address', async ({request}) => {
  const markdown = await (await request.get('/server/0.19/scalars.md')).text();
  const links = [...markdown.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');
  const own = links.filter((link) => link.startsWith(`${SITE_URL}/server/`));
  expect(own.length).toBeGreaterThan(0);
  for (const link of own) expect(link).toMatch(new RegExp(`^${SITE_URL}/server/0\\.19/[a-z-]+(#[a-z0-9-]+)?$`));
  expect(markdown).not.toMatch(/\]\([^)]*\.md[)#]/);
});

async function resolves(request: APIRequestContext, urls: readonly string[]): Promise<string[]> {
  const broken: string[] = [];
  for (let start = 0; start < urls.length; start += 16) {
    await Promise.all(
      urls.slice(start, start + 16).map(async (url) => {
        if (!url.startsWith(`${SITE_URL}/`)) {
          broken.push(`${url} is not an address of the site`);
          return;
        }
        const response = await request.get(url.slice(SITE_URL.length), {maxRedirects: 0});
        if (response.status() !== 200) broken.push(`${url}: ${response.status()}`);
        else if (url.endsWith('.md') && response.headers()['content-type'] !== MARKDOWN_TYPE) {
          broken.push(`${url}: ${response.headers()['content-type']}`);
        }
      }),
    );
  }
  return broken;
}

test('/llms.txt and every version’s llms.txt parse as llms.txt, and every link in them resolves', async ({request}) => {
  test.setTimeout(600_000);
  const rootResponse = await request.get('/llms.txt');
  expect(rootResponse.status()).toBe(200);
  const root = parseLlms(await rootResponse.text());
  expect(root.title).toBe('Ariadne');
  const rootLinks = root.sections.flatMap((section) => section.links);
  expect(rootLinks).toContainEqual(expect.objectContaining({url: `${SITE_URL}/server/resolvers.md`}));
  expect(rootLinks).toContainEqual(expect.objectContaining({url: `${SITE_URL}/client/intro.md`}));
  expect(rootLinks).toContainEqual(expect.objectContaining({url: `${SITE_URL}/llms-full.txt`}));
  for (const link of rootLinks.filter((entry) => entry.url.endsWith('.md') && !entry.url.includes('/blog/'))) {
    expect(link.description, link.url).not.toBe('');
  }

  const versionIndexes = [
    ...versionsOf('server')
      .filter((version) => version !== SITE.server.latest)
      .map((version) => `${versionBase('server', version)}/llms.txt`),
    ...versionsOf('client')
      .filter((version) => version !== SITE.client.latest)
      .map((version) => `${versionBase('client', version)}/llms.txt`),
  ];
  for (const index of versionIndexes) {
    expect(rootLinks.map((link) => link.url)).toContain(`${SITE_URL}${index}`);
  }

  const broken = await resolves(
    request,
    rootLinks.map((link) => link.url),
  );
  for (const index of versionIndexes) {
    const response = await request.get(index);
    expect(response.status(), index).toBe(200);
    let parsed;
    try {
      parsed = parseLlms(await response.text());
    } catch (error) {
      throw new Error(`${index}: ${(error as Error).message}`);
    }
    const links = parsed.sections.flatMap((section) => section.links).map((link) => link.url);
    const base = index.slice(0, -'/llms.txt'.length);
    expect(
      links.filter((url) => url.endsWith('.md')).every((url) => url.startsWith(`${SITE_URL}${base}/`)),
      index,
    ).toBe(true);
    broken.push(...(await resolves(request, links)));
  }
  expect(broken, broken.slice(0, 30).join('\n')).toEqual([]);
});

test('/llms-full.txt holds every page of the latest server and client docs, each with its address', async ({
  request,
}) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  const latest = docRoutes().filter(
    (doc) => doc.version === SITE[doc.area].latest && !doc.route.startsWith(`/${doc.area}/${doc.version}/`),
  );
  expect(latest.length).toBeGreaterThan(50);
  const h1 = markdownOutline(text).h1;
  for (const doc of latest) {
    expect(text, doc.route).toContain(`Source: <${SITE_URL}${doc.route}>`);
    expect(h1, doc.route).toContain(normalise(doc.title));
  }
});

test('the page actions of a 0.19 page edit its 0.19 file and report a problem with its address, version and title', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/server/0.19/scalars');
  await hydrated(page);
  const edit = page.getByRole('link', {name: 'Edit this page'});
  await expect(edit).toHaveAttribute('href', `${REPOSITORY}/edit/main/server_versioned_docs/version-0.19/scalars.md`);
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/server/0.19/scalars.md');
  const report = new URL((await page.getByRole('link', {name: 'Report a problem'}).getAttribute('href')) ?? '');
  expect(`${report.origin}${report.pathname}`).toBe(`${REPOSITORY}/issues/new`);
  expect(report.searchParams.get('title')).toContain('Custom scalars');
  const body = report.searchParams.get('body') ?? '';
  expect(body).toContain(`${SITE_URL}/server/0.19/scalars`);
  expect(body).toContain('Version: 0.19');
  expect(body).toContain('Title: Custom scalars');

  await page.goto('/server/next/resolvers');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${REPOSITORY}/edit/main/server/resolvers.md`,
  );
  const post = SITE.blog_posts.find((entry) => entry.route === '/blog/2024/12/19/ariadne-0-24');
  expect(post).toBeDefined();
  await page.goto('/blog/2024/12/19/ariadne-0-24');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${REPOSITORY}/edit/main/blog/${post?.date}-ariadne-0-24.md`,
  );
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    '/blog/2024/12/19/ariadne-0-24.md',
  );
  await page.goto('/blog');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
});

test('"Copy page" fetches the Markdown only on intent and puts it on the clipboard', async ({page, context}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const markdownRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) markdownRequests.push(request.url());
  });
  await page.goto('/server/0.19/scalars');
  await hydrated(page);
  expect(markdownRequests).toEqual([]);

  const button = page.getByRole('button', {name: 'Copy page'});
  await button.hover();
  await expect.poll(() => markdownRequests.length, {timeout: 30_000}).toBe(1);
  await button.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const expected = await (await page.request.get('/server/0.19/scalars.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(expected.startsWith('# Custom scalars\n')).toBe(true);
  expect(markdownRequests).toHaveLength(1);
});

test('the actions and the feedback question load their code only when needed, and a click made before is not lost', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loaded = async (text: string) => (await Promise.all(scripts)).some((body) => body.includes(text));
  await page.goto('/server/0.19/scalars');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Their texts that only their code holds: the server rendered the rest.
  expect(await loaded('Copy failed')).toBe(false);
  expect(await loaded('You answered')).toBe(false);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toBeVisible();

  // The first click reaches the button before its code: it is made again once the actions hydrate.
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await loaded('Copy failed')).toBe(true);
  const expected = await (await page.request.get('/server/0.19/scalars.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  await page.getByRole('region', {name: 'Page feedback'}).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded('You answered')).toBe(true);
});

test('the feedback question is rendered in within the task its code arrives in, so no press is cut in two', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A press that began between the code's arrival and a render in a later task was released on a new
  // button, and the browser made no click: the reader's answer was lost. The code is fetched once the
  // question is scrolled into view; microtasks queued at its end note whether the server's HTML is still
  // shown once every microtask its arrival started has run, before any other task.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('You answered')) return route.fulfill({response});
    const check = `;{const kept=document.querySelector('[aria-label="Page feedback"]');let hops=0;const hop=()=>{if(++hops<100)queueMicrotask(hop);else window.__keptAfterArrival=kept.isConnected};queueMicrotask(hop);}`;
    return route.fulfill({response, body: body + check});
  });
  await page.goto('/server/0.19/scalars');
  await hydrated(page);
  const feedback = page.getByRole('region', {name: 'Page feedback'});
  await feedback.scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__keptAfterArrival?: boolean}).__keptAfterArrival))
    .toBe(false);
  await feedback.getByRole('button', {name: 'Yes'}).click();
  await expect(feedback.getByRole('status')).toHaveText('You answered Yes. Thank you!');
});

const FEEDBACK_KEY = 'page-feedback:/server/0.19/scalars';

test('a feedback answer goes to analytics as an event with the page, version and answer, and is remembered', async ({
  page,
}) => {
  test.skip(!process.env.GTAG_TRACKING_ID, 'the build under test has no tracking id');
  test.setTimeout(240_000);
  await page.goto('/server/0.19/scalars');
  await hydrated(page);
  const feedback = page.getByRole('region', {name: 'Page feedback'});
  await expect(feedback).toContainText('Was this page helpful?');
  await feedback.getByRole('button', {name: 'Yes'}).click();
  await expect(feedback.getByRole('status')).toHaveText('You answered Yes. Thank you!');
  const events = await page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_feedback'),
  );
  expect(events).toEqual([
    ['event', 'page_feedback', {page_path: '/server/0.19/scalars', docs_version: '0.19', answer: 'yes'}],
  ]);
  expect(await page.evaluate((key) => localStorage.getItem(key), FEEDBACK_KEY)).toBe('yes');

  await page.reload();
  await hydrated(page);
  // The question hydrates when it nears the viewport; then it shows the remembered answer.
  await feedback.scrollIntoViewIfNeeded();
  await expect(feedback.getByRole('status')).toHaveText('You answered Yes. Thank you!');
  await page.goto('/server/0.19/resolvers');
  await hydrated(page);
  await expect(page.getByRole('region', {name: 'Page feedback'})).toContainText('Was this page helpful?');
});

test('without an analytics id a feedback answer makes no request; a corrupt stored answer is cleared, not shown', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The pages as a build without GTAG_TRACKING_ID serves them: without the Google tag's inline scripts.
  let stripped = 0;
  await page.route(/\/server\/0\.19\/scalars$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script>[^<]*(?:gtag|googletagmanager)[^<]*<\/script>/g, () => {
      stripped += 1;
      return '';
    });
    await route.fulfill({response, body: html});
  });
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '<img src=x onerror="window.injected=1">');
      sessionStorage.setItem('seeded', '1');
    }
    const sent: string[] = [];
    (window as unknown as {sent: string[]}).sent = sent;
    const originalFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      sent.push(`fetch ${String(input instanceof Request ? input.url : input)}`);
      return originalFetch(input, init);
    };
    const originalBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      sent.push(`beacon ${String(url)}`);
      return originalBeacon(url, data);
    };
    const originalOpen = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, ...args: Parameters<typeof originalOpen>) {
      sent.push(`xhr ${String(args[1])}`);
      return originalOpen.apply(this, args);
    } as typeof originalOpen;
  }, FEEDBACK_KEY);
  const requests: string[] = [];
  await page.goto('/server/0.19/scalars');
  await hydrated(page);
  if (process.env.GTAG_TRACKING_ID) expect(stripped).toBeGreaterThan(0);
  expect(await page.evaluate(() => typeof (window as unknown as {gtag?: unknown}).gtag)).toBe('undefined');

  const feedback = page.getByRole('region', {name: 'Page feedback'});
  await expect(feedback).toContainText('Was this page helpful?');
  // The question hydrates when it nears the viewport, and then clears the corrupt answer.
  await feedback.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FEEDBACK_KEY)).toBeNull();
  await expect(feedback).toContainText('Was this page helpful?');
  expect(await page.evaluate(() => (window as unknown as {injected?: number}).injected)).toBeUndefined();

  const before = await page.evaluate(() => (window as unknown as {sent: string[]}).sent.length);
  page.on('request', (request) => {
    if (!LOCAL_ORIGIN.test(request.url())) requests.push(request.url());
  });
  await feedback.getByRole('button', {name: 'No'}).click();
  await expect(feedback.getByRole('status')).toHaveText('You answered No. Thank you!');
  // The answer is handled in the click, synchronously: a request it made would be recorded by now
  // (the page's own fetch, beacon and XMLHttpRequest calls; any request to another host).
  expect(await page.evaluate(() => (window as unknown as {sent: string[]}).sent)).toHaveLength(before);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as {dataLayer?: unknown}).dataLayer)).toBeUndefined();
  expect(await page.evaluate((key) => localStorage.getItem(key), FEEDBACK_KEY)).toBe('no');
});
