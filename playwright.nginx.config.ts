import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * The browser suite's route, redirect, not-found, header and CSP checks
 * against nginx with the generated configuration (serving/nginx.mjs), run by
 * serving/run-nginx.mjs in the foreground over build/. `npm test` runs it
 * after the main suite; alone: `npx playwright test -c playwright.nginx.config.ts`.
 */
const PORT = Number(process.env.NGINX_TEST_PORT ?? 3211);

export default defineConfig({
  ...base,
  testMatch: ['routes.spec.ts', 'serving.spec.ts', 'csp.spec.ts'],
  use: {...base.use, baseURL: `http://127.0.0.1:${PORT}`},
  metadata: {server: 'nginx'},
  webServer: {
    command: 'node serving/run-nginx.mjs',
    env: {PORT: String(PORT), HOST: '127.0.0.1'},
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
