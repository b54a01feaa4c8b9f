/**
 * Whether the page being rendered is the not-found page. Its static HTML is
 * rendered at `/404` and serves every missing address, so parts of the
 * layout that depend on the address (the version dropdown) wait for
 * hydration there, to match that HTML first.
 */
import {createContext} from 'react';

export const OnNotFoundPage = createContext(false);
