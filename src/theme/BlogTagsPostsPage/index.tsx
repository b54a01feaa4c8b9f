/**
 * Wrapped (not ejected): every page of a tag's post list had the same title.
 * Pages after the first add their number to it, as the blog's own list pages
 * do (src/theme/BlogListPage); the later title replaces the theme's.
 */
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type {Props} from '@theme/BlogTagsPostsPage';

export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const title = useBlogTagsPostsPageTitle(props.tag);
  const {page} = props.listMetadata;
  return (
    <>
      <BlogTagsPostsPage {...props} />
      {page > 1 && <PageMetadata title={`${title}, page ${page}`} />}
    </>
  );
}
