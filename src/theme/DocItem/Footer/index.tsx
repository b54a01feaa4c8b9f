/**
 * Wrapped (not ejected) so that docs pages load the footer's tag list and
 * edit/last-updated row only for a page that shows them. The theme's footer
 * renders nothing without tags, an edit URL or a last-update date, which is
 * every page here (the docs have no tags; editUrl and showLastUpdateTime are
 * off), yet it brings both rows into every docs page's JavaScript.
 */
import React, {lazy, Suspense} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

const DocItemFooter = lazy(() => import('@theme-original/DocItem/Footer'));

export default function DocItemFooterWrapper(): React.ReactElement | null {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  if (tags.length === 0 && !editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <Suspense fallback={null}>
      <DocItemFooter />
    </Suspense>
  );
}
