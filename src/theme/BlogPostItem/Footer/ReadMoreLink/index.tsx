/**
 * Ejected from @docusaurus/theme-classic: the theme's link reads "Read more"
 * on every preview and names the post only in an aria-label, which link-text
 * checks (and readers of a list of links) do not see. Here the post title is
 * part of the link text, visually hidden after "Read more".
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink(props: Props): ReactNode {
  const {blogPostTitle, ...linkProps} = props;
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>
      <span className="sr-only"> about {blogPostTitle}</span>
    </Link>
  );
}
