/**
 * lazy-server-helmet: every `<Head>` of a page (the site's metadata, the
 * page's title and description, the docs and blog metadata, the search
 * metadata, a dozen on a docs page) is a Helmet dispatcher, and on the server
 * each one, as it renders, reduces the props of every dispatcher rendered
 * before it into the page's whole head: work that grows with the square of
 * their number, 6% of the rendering workers' time. Only the head after the
 * last one is read. ./loader.cjs makes each dispatcher hand the provider a
 * stand-in that reduces them all once, when the engine first reads it: the
 * same head, byte for byte. In the browser the dispatchers work as before.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderPlugin} from '../patch-register/loaderPlugin';
import {TEST} from './loader.cjs';

export default function lazyServerHelmet(): Plugin {
  return loaderPlugin('lazy-server-helmet', path.join(__dirname, 'loader.cjs'), TEST);
}
