/**
 * shallow-memo-order: the theme's `useShallowMemoObject` sorts the keys of an
 * options object with `localeCompare` on every render, to memoise it whatever
 * the order of its keys. Every code block calls it while the page hydrates
 * (its word-wrap button watches the block with a MutationObserver), and
 * `localeCompare` goes through the browser's collation: on a page of code that
 * was the one function with most time of its own in hydration. ./loader.cjs
 * sorts the keys by code unit, which orders them just as deterministically.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderPlugin} from '../patch-register/loaderPlugin';
import {TEST} from './loader.cjs';

export default function shallowMemoOrder(): Plugin {
  return loaderPlugin('shallow-memo-order', path.join(__dirname, 'loader.cjs'), TEST);
}
