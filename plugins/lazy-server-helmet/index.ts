/**
 * lazy-server-helmet: every `<Head>` of a page (the site's metadata, the
 * page's title and description, the docs and blog metadata, the search
 * metadata, a dozen on a docs page) is a Helmet dispatcher, and on the server
 * each one, as it renders, reduces the props of every dispatcher rendered
 * before it into the page's whole head: work that grows with the square of
 * their number, 6% of the rendering workers' time. Only the head after the
 * last one is read. ./loader.cjs makes each dispatcher hand the provider a
 * stand-in that reduces them all once, when the engine first reads it: the
 * same head, byte for byte. The rule is in the server bundle's configuration
 * only: the browser's dispatchers work as before, and its bundle carries none
 * of this (every page's first visit loads it).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderPlugin} from '../patch-register/loaderPlugin';
import {TEST} from './loader.cjs';

export default function lazyServerHelmet(): Plugin {
  return loaderPlugin('lazy-server-helmet', path.join(__dirname, 'loader.cjs'), TEST, {serverOnly: true});
}
