/**
 * The notice itself: this version has no page `page`, the reader is on its
 * introduction, and these versions have the page. The page comes from the
 * address, so it is shown as text, and a page that no version has, or that
 * this version does have, gets a plain answer rather than a wrong one.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {useAllDocsData, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import titles from '@version-pages/titles';
import {docAt, versionsWith, type DocsArea} from '@site/src/site/docVersions';
import {nearestFirst} from '@site/src/site/docAddress';
import styles from './styles.module.css';

/** Page paths are short; anything longer is not one and is not echoed at length. */
const MAX_PAGE_LENGTH = 100;

export default function Notice({page}: {readonly page: string}): React.ReactElement | null {
  const {pluginId, version: versionName, label} = useDocsVersion();
  const area = (useAllDocsData() as Record<string, DocsArea>)[pluginId];
  const version = area?.versions.find((candidate) => candidate.name === versionName);
  if (!area || !version) return null;
  const wanted = page.trim().toLowerCase().slice(0, MAX_PAGE_LENGTH);
  if (!wanted || docAt(version, wanted)) return null;
  const having = nearestFirst(area, versionsWith(area, wanted), version);
  const title = titles[pluginId]?.[wanted];
  return (
    <div className={`alert alert--info margin-bottom--md ${styles.notice}`} role="status">
      <p>
        Version {label} of the {pluginId} documentation has no page {title ? `“${title}”` : <code>{wanted}</code>}, so
        you are on its introduction.
      </p>
      {having.length > 0 ? (
        <p>
          {having.length === 1 ? 'The version that has it: ' : 'Versions that have it, nearest first: '}
          {having.map((candidate, index) => (
            <React.Fragment key={candidate.name}>
              {index > 0 && ', '}
              <Link to={docAt(candidate, wanted)?.path ?? candidate.path}>
                {candidate.label}
                {candidate.isLast ? ' (latest)' : ''}
              </Link>
            </React.Fragment>
          ))}
          .
        </p>
      ) : (
        <p>No version of the {pluginId} documentation has a page by that name.</p>
      )}
    </div>
  );
}
