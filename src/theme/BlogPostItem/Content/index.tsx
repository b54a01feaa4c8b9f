/**
 * Ejected (20 lines): a post's content box is rendered with
 * src/components/DeferredMarkdown, so a first visit to a post or a list of
 * posts keeps the server's HTML of each post's content without loading its
 * code (plugins/deferred-content). The post's own page keeps the id the feed
 * generation looks for.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Content';
import DeferredMarkdown from '@site/src/components/DeferredMarkdown';

export default function BlogPostItemContent({children, className}: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <DeferredMarkdown id={isBlogPostPage ? blogPostContainerID : undefined} className={clsx('markdown', className)}>
      {children}
    </DeferredMarkdown>
  );
}
