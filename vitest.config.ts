import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The JSX runtime the site's bundles use (React's automatic runtime), for components that tests render.
  esbuild: {jsx: 'automatic'},
  // The site directory, as the bundler resolves `@site/` in the site's modules.
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
