/**
 * Ejected (40 lines): puts the page's actions (src/components/PageActions:
 * copy or view its Markdown, edit its source, report a problem) above the
 * title of every docs page, and renders the content's box with
 * src/components/DeferredMarkdown, so a first visit keeps the server's HTML
 * of the content without loading its code (plugins/deferred-content). As the
 * theme does, a title is added in the box when the content has none of its
 * own and the front matter does not hide it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocItem/Content';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import DeferredMarkdown from '@site/src/components/DeferredMarkdown';

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const {label} = useDocsVersion();
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <>
      <PageActions permalink={metadata.permalink} source={metadata.source} title={metadata.title} version={label} />
      <DeferredMarkdown
        className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
        before={
          syntheticTitle && (
            <header>
              <Heading as="h1">{syntheticTitle}</Heading>
            </header>
          )
        }
      >
        {children}
      </DeferredMarkdown>
    </>
  );
}
