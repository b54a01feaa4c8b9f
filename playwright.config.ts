import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests run against the production build served by scripts/serve.mjs,
 * in Debian's Chromium (or the browser at CHROMIUM_PATH). Build first: `npm run build`.
 */
const PORT = Number(process.env.TEST_PORT ?? 3210);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_REPORTERS
    ? (process.env.PLAYWRIGHT_REPORTERS.split(',').map((name) => [name]) as [string][])
    : 'list',
  // A CI machine can be several times slower than a workstation; a test's own
  // expectations keep their timeouts, only the whole test gets more room.
  timeout: process.env.CI ? 120_000 : 30_000,
  // Waits for what a page shows get the same extra room: the first search indexes its shards in a
  // worker, which took over 30 s on a two-core machine with the load average near 15.
  expect: {timeout: process.env.CI ? 45_000 : 5_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    env: {PORT: String(PORT), HOST: '127.0.0.1'},
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
