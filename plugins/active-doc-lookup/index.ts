/**
 * active-doc-lookup: the docs plugin's client works out "which docs area,
 * version and page is this path" from scratch in every component that asks:
 * the navbar's doc links, the version dropdown, the breadcrumbs, the version
 * banner, each by matching the path against every page of the version. A docs
 * page asked it about a dozen times while it hydrated. ./loader.cjs keeps each
 * answer per path (the plugin data is one object for the whole visit), and
 * orders the areas without `localeCompare`, whose first call in a page sets up
 * the browser's collation data in the middle of hydration.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderPlugin} from '../patch-register/loaderPlugin';
import {TEST} from './loader.cjs';

export default function activeDocLookup(): Plugin {
  return loaderPlugin('active-doc-lookup', path.join(__dirname, 'loader.cjs'), TEST);
}
