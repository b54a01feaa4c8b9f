/**
 * On the intro page of every docs version: a line pointing to the upgrade
 * guide, preset to compare this version with the latest (or, on the latest,
 * the reader's own version with it; on the development version, the latest
 * with it). Renders nothing on other pages.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActivePlugin, useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {upgradeGuideHref} from '@site/src/site/upgradeGuide';
import styles from './styles.module.css';

const INTRO_ID = 'intro';

export default function UpgradeGuideLink(): ReactNode {
  const {metadata} = useDoc();
  const {version, isLast} = useDocsVersion();
  const area = useActivePlugin()?.pluginId;
  if (metadata.id !== INTRO_ID || (area !== 'server' && area !== 'client')) return null;
  const development = version === 'current';
  const href = isLast
    ? upgradeGuideHref(area)
    : development
      ? upgradeGuideHref(area, undefined, 'next')
      : upgradeGuideHref(area, version);
  const text = isLast
    ? 'Coming from an earlier version? The upgrade guide lists what changed since.'
    : development
      ? 'The upgrade guide lists what the development version changes since the latest release.'
      : `Moving on from ${version}? The upgrade guide lists what changed since.`;
  return (
    <aside className={styles.upgrade} data-upgrade-guide-link>
      <Link to={href}>{text}</Link>
    </aside>
  );
}
