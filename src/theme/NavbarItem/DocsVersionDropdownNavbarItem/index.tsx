/**
 * Ejected: the theme's version dropdown links a version that lacks the page
 * being read to its introduction, and nothing says so. Here such a version
 * is muted, its accessible name and tooltip say the page is not there, and
 * its link carries `?missing=<page>` so the introduction it lands on names
 * the missing page (src/components/VersionSwitchNotice).
 *
 * It also shows each docs area's dropdown only inside that area (the server
 * versions on /server pages, the client versions on /client pages, neither
 * on the blog or home page), and on the not-found page only after hydration.
 */
import React, {useContext} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {useActiveDocsAreaId} from '@site/src/client/activeDocs';
import {OnNotFoundPage} from '@site/src/client/notFound';
import {mainDocOf, pageOf} from '@site/src/site/docVersions';
import {MISSING_PAGE_PARAM, withoutParam} from '@site/src/site/versionSwitch';
import styles from './styles.module.css';

function VersionDropdown({
  mobile,
  docsPluginId,
  dropdownItemsBefore,
  dropdownItemsAfter,
  dropdownActiveClassDisabled: _activeClassDisabled,
  versions: _versions,
  ...props
}: Props) {
  const {search, hash} = useLocation();
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const versions = useVersions(docsPluginId);
  const candidates = useDocsVersionCandidates(docsPluginId);
  const {activeDoc, activeVersion, alternateDocVersions} = activeDocContext;
  const page = activeDoc && activeVersion ? pageOf(activeVersion, activeDoc.path) : undefined;
  const carried = withoutParam(search, MISSING_PAGE_PARAM);

  function target(version: GlobalVersion): {to: string; missing: boolean} {
    const same = alternateDocVersions[version.name];
    if (same) return {to: `${same.path}${carried}${hash}`, missing: false};
    const intro = mainDocOf(version)?.path ?? version.path;
    if (!page) return {to: intro, missing: false};
    return {to: `${intro}?${MISSING_PAGE_PARAM}=${encodeURIComponent(page)}`, missing: true};
  }

  const items: LinkLikeNavbarItemProps[] = versions.map((version) => {
    const {to, missing} = target(version);
    return {
      label: version.label,
      to,
      isActive: () => version === activeVersion,
      onClick: () => savePreferredVersionName(version.name),
      ...(missing && {
        className: styles.missing,
        'aria-label': `${version.label}, without this page: opens its introduction`,
        title: `${version.label} has no “${page}” page; this opens its introduction`,
      }),
    };
  });
  const displayed = candidates[0] ?? versions[0];
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={mobile ? 'Versions' : (displayed?.label ?? '')}
      to={mobile || !displayed ? undefined : target(displayed).to}
      items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]}
    />
  );
}

export default function DocsVersionDropdownNavbarItem(props: Props): React.ReactElement | null {
  const onNotFound = useContext(OnNotFoundPage);
  const isBrowser = useIsBrowser();
  const areaId = useActiveDocsAreaId();
  if ((onNotFound && !isBrowser) || areaId !== (props.docsPluginId ?? 'default')) return null;
  return <VersionDropdown {...props} />;
}
