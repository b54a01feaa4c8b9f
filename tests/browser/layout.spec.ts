/** SPEC §2 Layout and §4 states: skip link, navbar, dropdowns, mobile menu, footer. */
import {SITE, titlesOf, versionBase, versionsOf} from '../support/site';
import {expect, hydrated, test} from './fixtures';

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/server/resolvers');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands inside the main content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('navbar holds Server, Client, Blog, Community, GitHub, the language dropdown and search', async ({page}) => {
  await page.goto('/');
  const navbar = page.locator('nav.navbar');
  for (const name of ['Server', 'Client', 'Blog', 'Community']) {
    await expect(navbar.getByRole('link', {name, exact: true})).toBeVisible();
  }
  const github = navbar.getByRole('link', {name: /GitHub/});
  await expect(github).toHaveAttribute('href', 'https://github.com/mirumee/ariadne');
  await expect(github).toHaveAttribute('target', '_blank');
  await expect(navbar.getByRole('button', {name: /Search/})).toBeVisible();
  await navbar.getByRole('button', {name: 'English'}).hover();
  const locales = navbar.locator('.dropdown__menu .dropdown__link');
  await expect(locales).toHaveText(['English']);
});

test('hreflang alternate links and the html lang are present', async ({page}) => {
  await page.goto('/server/intro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    'https://ariadnegraphql.org/server/intro',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
});

test.describe('version dropdown', () => {
  const dropdownItems = async (page: import('@playwright/test').Page) => {
    const dropdown = page.locator('nav.navbar .navbar__items--right .dropdown').filter({hasNotText: 'English'}).first();
    await dropdown.hover();
    return dropdown.locator('.dropdown__menu .dropdown__link').allTextContents();
  };

  test('lists exactly the server versions inside the server docs', async ({page}) => {
    await page.goto('/server/intro');
    expect(await dropdownItems(page)).toEqual(['next', ...SITE.server.versions]);
  });

  test('lists exactly the client versions inside the client docs', async ({page}) => {
    await page.goto('/client/intro');
    expect(await dropdownItems(page)).toEqual(['next', ...SITE.client.versions]);
  });

  test('links each version to the same page where it has one, else to its introduction naming the page', async ({
    page,
  }) => {
    await page.goto('/server/open-telemetry');
    await hydrated(page);
    const dropdown = page.locator('nav.navbar .navbar__items--right .dropdown').filter({hasNotText: 'English'}).first();
    await dropdown.hover();
    const links = dropdown.locator('.dropdown__menu .dropdown__link');
    const expected = versionsOf('server').map(
      (version) =>
        `${versionBase('server', version)}/${'open-telemetry' in titlesOf('server', version) ? 'open-telemetry' : 'intro?missing=open-telemetry'}`,
    );
    expect(expected).toContain('/server/0.4.0/intro?missing=open-telemetry');
    expect(expected).toContain('/server/0.20/open-telemetry');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      expected,
    );
  });

  test('is not shown outside the docs', async ({page}) => {
    for (const path of ['/', '/blog', '/community']) {
      await page.goto(path);
      await expect(page.locator('nav.navbar').getByRole('link', {name: /^(next|0\.\d+(\.\d+)?)$/})).toHaveCount(0);
    }
  });
});

test.describe('narrow screens', () => {
  test('at 996px the navbar collapses to a menu button; at 997px it does not', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/server/intro');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.locator('nav.navbar .navbar__items--right .navbar__item').first()).toBeHidden();
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('the mobile sidebar opens, closes, and is forced closed at desktop width', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/server/intro');
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test('footer has the three columns and the 2025 copyright line', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Ecosystem', 'Community', 'More']);
  await expect(footer.getByRole('link', {name: 'E-mail'})).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', {name: 'GitHub Discussions'})).toHaveAttribute('href', /github\.com/);
  await expect(footer.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog');
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2025');
});
