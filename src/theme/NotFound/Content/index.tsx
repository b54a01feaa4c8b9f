/**
 * Ejected: the default not-found text is generic. Ours names the path the
 * reader asked for and offers the ways back: both docs areas, the blog, and a
 * search for the words in the path.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/NotFound/Content';
import {searchWordsFromPath} from './searchWords';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): React.ReactElement {
  const {pathname} = useLocation();
  const words = searchWordsFromPath(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.box}>
        <Heading as="h1">Page not found</Heading>
        <p>
          There is no page at <code className={styles.path}>{pathname}</code>. It may have moved between versions, or
          the address may have a typo.
        </p>
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
          {words && (
            <li>
              <Link to={`/search?q=${encodeURIComponent(words)}`}>Search for “{words}”</Link>
            </li>
          )}
        </ul>
      </div>
    </main>
  );
}
