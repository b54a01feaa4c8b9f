// Lint rules for the whole tree: ESLint's recommended set, typescript-eslint, React and its hooks,
// accessibility (jsx-a11y) and the Docusaurus plugin's rules for links and translations. Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.archive-build/',
      '.docusaurus/',
      '.docusaurus-*/',
      'node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {...globals.node, ...globals.browser},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['**/*.{tsx,ts}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/prop-types': 'off',
      // Every use of raw HTML says why it is safe.
      'react/no-danger': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Playwright's fixtures take a `use` callback, which the hooks rule mistakes for React's `use`.
    files: ['tests/browser/**'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
);
