import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The JSX runtime the site's bundles use (React's automatic runtime), for components that tests render.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
