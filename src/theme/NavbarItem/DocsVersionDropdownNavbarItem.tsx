/**
 * Wrapped (not ejected) so that each docs area's version dropdown appears only
 * while the reader is inside that area: the server versions on /server pages,
 * the client versions on /client pages, and neither on the blog or home page.
 */
import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocsAreaId} from '@site/src/site/activeDocs';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): React.ReactElement | null {
  if (useActiveDocsAreaId() !== (props.docsPluginId ?? 'default')) {
    return null;
  }
  return <DocsVersionDropdownNavbarItem {...props} />;
}
