/**
 * Wrapped (not ejected) to put the page's actions (src/components/PageActions:
 * copy or view its Markdown, edit its source, report a problem) under the
 * header of a blog post's own page; list previews have none.
 */
import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';

export default function BlogPostItemHeaderWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && <PageActions permalink={metadata.permalink} source={metadata.source} title={metadata.title} />}
    </>
  );
}
