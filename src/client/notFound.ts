/**
 * Whether the page being rendered is the not-found page. Its static HTML is
 * rendered at `/404` and serves every missing address, so parts of the
 * layout that depend on the address (the version dropdown) wait for
 * hydration there, to match that HTML first.
 *
 * Runs in the browser only, as everything in src/client/ (a React context of
 * the theme's components; the build's Node code never imports it).
 */
import {createContext} from 'react';

export const OnNotFoundPage = createContext(false);
