/**
 * Ejected: the default not-found text is generic. Ours offers the ways back:
 * both docs areas and the blog and, once scripts run, the same page in the
 * docs versions that have it, the pages a mistyped address most likely
 * meant, and a search prefilled with the words of the address.
 *
 * One static HTML file answers every missing address, so before scripts run
 * the page cannot know the address and names none; what depends on it
 * appears after hydration (the first render in the browser matches the
 * static HTML). It stays small: the suggestions, the search form and the
 * data they need are a chunk of their own (src/components/NotFoundSuggestions).
 * An address under a docs area gets the same whole page (src/theme/DocsRoot).
 */
import React, {lazy, Suspense} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const NotFoundSuggestions = lazy(() => import('@site/src/components/NotFoundSuggestions'));

export default function NotFoundContent({className}: Props): React.ReactElement {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.box}>
        <Heading as="h1">Page not found</Heading>
        <p>
          There is no page at {isBrowser ? <code className={styles.path}>{pathname}</code> : 'this address'}. It may
          have moved between versions, or the address may have a typo.
        </p>
        {isBrowser && (
          <Suspense fallback={null}>
            <NotFoundSuggestions pathname={pathname} />
          </Suspense>
        )}
        <ul className={styles.links}>
          <li>
            <Link to="/server/intro">Server documentation</Link>
          </li>
          <li>
            <Link to="/client/intro">Client documentation</Link>
          </li>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
        </ul>
      </div>
    </main>
  );
}
