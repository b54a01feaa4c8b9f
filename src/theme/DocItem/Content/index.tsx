/**
 * Wrapped (not ejected) to put the page's actions (src/components/PageActions:
 * copy or view its Markdown, edit its source, report a problem) above the
 * title of every docs page.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {label} = useDocsVersion();
  return (
    <>
      <PageActions permalink={metadata.permalink} source={metadata.source} title={metadata.title} version={label} />
      <Content {...props} />
    </>
  );
}
