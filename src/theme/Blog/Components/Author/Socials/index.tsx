/**
 * Wrapped (not ejected) so that blog pages load the social-platform icons only
 * for an author who lists social links. The theme's component imports a dozen
 * platform icons, about 5 KB of every blog page's JavaScript, and our authors
 * (blog/authors.yml) list none. With no links it renders what the theme
 * renders then: the empty row that keeps author names aligned.
 */
import React, {lazy, Suspense} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

const AuthorSocials = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

export default function AuthorSocialsWrapper(props: Props): React.ReactElement {
  const emptyRow = <div className={styles.authorSocials} />;
  if (Object.keys(props.author.socials ?? {}).length === 0) return emptyRow;
  return (
    <Suspense fallback={emptyRow}>
      <AuthorSocials {...props} />
    </Suspense>
  );
}
