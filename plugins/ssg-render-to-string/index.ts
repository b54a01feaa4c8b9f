/**
 * ssg-render-to-string: Docusaurus renders each page for its static HTML
 * with React's streaming renderer, which encodes the markup into bytes chunk
 * by chunk (a fifth of the rendering workers' time in React's own code), then
 * reads the stream back into a string; where a chunk ended inside a
 * character of several bytes, the page got a replacement character instead
 * (eight pages of the archive part had one, in a version menu's title).
 * ./loader.cjs renders each page with `renderToString`, which builds the
 * string directly: the same markup, without the broken characters. A page
 * that suspends as it renders (the first page of a rendering worker to need a
 * module that is still loading) comes out with React's marker of a boundary
 * left to the browser; it is rendered again once that module has loaded and,
 * should it still be marked, with the engine's streaming render, which waits
 * for everything and fails the build on an error.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderPlugin} from '../patch-register/loaderPlugin';
import {TEST} from './loader.cjs';

export default function ssgRenderToString(): Plugin {
  return loaderPlugin('ssg-render-to-string', path.join(__dirname, 'loader.cjs'), TEST);
}
