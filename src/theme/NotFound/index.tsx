/**
 * Wrapped (not ejected) to tell the layout it is on the not-found page
 * (src/client/notFound.ts): the navbar's version dropdown then waits for
 * hydration, since the page's static HTML was rendered for `/404`, not for
 * the address the reader asked for.
 */
import React from 'react';
import NotFound from '@theme-original/NotFound';
import {OnNotFoundPage} from '@site/src/client/notFound';

export default function NotFoundWrapper(): React.ReactElement {
  return (
    <OnNotFoundPage.Provider value>
      <NotFound />
    </OnNotFoundPage.Provider>
  );
}
