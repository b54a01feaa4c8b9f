/**
 * Wrapped (not ejected) so that docs pages load the footer's tag list and
 * edit/last-updated row only for a page that shows them. The theme's footer
 * renders nothing without tags, an edit URL or a last-update date, which is
 * every page here (the docs have no tags; editUrl and showLastUpdateTime are
 * off), yet it brings both rows into every docs page's JavaScript.
 * It also ends every docs page with "This page across versions"
 * (src/components/PageVersions) and "Was this page helpful?" (src/components/PageFeedback).
 */
import React, {lazy, Suspense} from 'react';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import PageVersions from '@site/src/components/PageVersions';

const DocItemFooter = lazy(() => import('@theme-original/DocItem/Footer'));

export default function DocItemFooterWrapper(): React.ReactElement {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags, permalink} = useDoc().metadata;
  const version = useDocsVersion().label;
  return (
    <>
      <PageVersions />
      <PageFeedback page={permalink} version={version} />
      {(tags.length > 0 || editUrl || lastUpdatedAt || lastUpdatedBy) && (
        <Suspense fallback={null}>
          <DocItemFooter />
        </Suspense>
      )}
    </>
  );
}
