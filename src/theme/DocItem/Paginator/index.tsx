/**
 * Wrapped (not ejected) to end the content of a docs page, above the
 * previous/next links, with what belongs to that page alone: on intro pages,
 * the link to the upgrade guide (src/components/UpgradeGuideLink).
 */
import React, {type ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import UpgradeGuideLink from '@site/src/components/UpgradeGuideLink';

export default function DocItemPaginatorWrapper(): ReactNode {
  return (
    <>
      <UpgradeGuideLink />
      <Paginator />
    </>
  );
}
