/**
 * Ejected from @docusaurus/theme-classic: the theme's blog list has no page
 * heading, and every list page has the same title. This copy opens each list
 * page with an h1 (the blog title, with the page number after the first page)
 * and the blog's description, and gives the title the same page number.
 * Everything else is the theme's code.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The list's title; pages after the first say their number, so no two list pages share a title. */
function listTitle(blogTitle: string, page: number): string {
  return page > 1 ? `${blogTitle}, page ${page}` : blogTitle;
}

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink, page} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = listTitle(isBlogOnlyMode ? siteTitle : blogTitle, page);
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <BlogLayout sidebar={sidebar}>
      <header className={styles.header}>
        <Heading as="h1" className={styles.title}>
          {listTitle(metadata.blogTitle, metadata.page)}
        </Heading>
        {metadata.page === 1 && <p className={styles.description}>{metadata.blogDescription}</p>}
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
