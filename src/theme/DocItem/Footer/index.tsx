/**
 * Wrapped (not ejected) so that docs pages load the footer's tag list and
 * edit/last-updated row only for a page that shows them. The theme's footer
 * renders nothing without tags, an edit URL or a last-update date, which is
 * every page here (the docs have no tags; editUrl and showLastUpdateTime are
 * off), yet it brings both rows into every docs page's JavaScript.
 *
 * Above it, every docs page ends with "This page across versions"
 * (src/components/PageVersions).
 */
import React, {lazy, Suspense} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageVersions from '@site/src/components/PageVersions';

const DocItemFooter = lazy(() => import('@theme-original/DocItem/Footer'));

export default function DocItemFooterWrapper(): React.ReactElement {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  return (
    <>
      <PageVersions />
      {(tags.length > 0 || editUrl || lastUpdatedAt || lastUpdatedBy) && (
        <Suspense fallback={null}>
          <DocItemFooter />
        </Suspense>
      )}
    </>
  );
}
