/**
 * after-hydration: the state that Docusaurus sets in its first effects after
 * hydration (the "in a browser" flag, the window's size class, the preferred
 * docs versions read from storage, and in every code block whether it scrolls
 * and whether it sits in a hidden tab) changes what a large part of the page
 * renders: on a phone, the window size mounts the navbar's mobile menu and
 * drops the desktop sidebar and table of contents. React renders an update
 * made in an effect at default priority, in one task that does not yield,
 * which on a docs page was the longest task of a first load. ./loader.cjs
 * makes these updates transitions, which React renders in slices of a few
 * milliseconds; the reader sees the same page a moment later, and input is
 * handled between slices. The window size and preferred versions stay
 * synchronous on later events (a resize, choosing a version); a code block's
 * two flags only show or hide its wrap button, and are transitions always.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {REWRITES} from './loader.cjs';

export default function afterHydration(): Plugin {
  return {
    name: 'after-hydration',
    configureWebpack() {
      return {
        module: {
          rules: REWRITES.map((entry) => ({test: entry.test, use: [{loader: path.join(__dirname, 'loader.cjs')}]})),
        },
      };
    },
  };
}
