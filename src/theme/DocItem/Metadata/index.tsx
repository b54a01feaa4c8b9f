/**
 * Wrapped (not ejected) so that a docs page's `<title>` names its area and
 * version where the page title alone would repeat across versions
 * (src/site/docTitles.ts). The theme's metadata is kept; only the title
 * formatter it uses is given the version.
 */
import React from 'react';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {docTitleSuffix} from '@site/src/site/docTitles';

type Formatter = React.ComponentProps<typeof TitleFormatterProvider>['formatter'];

export default function DocItemMetadataWrapper(): React.ReactElement {
  const {pluginId, label, isLast} = useDocsVersion();
  const formatter: Formatter = (params) =>
    params.defaultFormatter({
      ...params,
      siteTitle: docTitleSuffix(params.siteTitle, {area: pluginId, label, isLast}),
    });
  return (
    <TitleFormatterProvider formatter={formatter}>
      <DocItemMetadata />
    </TitleFormatterProvider>
  );
}
