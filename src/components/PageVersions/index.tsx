/**
 * "This page across versions", at the end of every docs page: the versions
 * that have this page (links, in the static HTML) and a button that opens
 * the compare view (src/components/PageCompare), where the reader picks
 * another version and sees the differences. The compare view, with its diff
 * library and the other version's text, loads only when asked for: by the
 * button or by the address (`?compare=<version>`, src/site/pageCompare.ts).
 */
import React, {lazy, Suspense, useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import {useAllDocsData, useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {docAt, pageOf, versionsWith, type DocsArea} from '@site/src/site/docVersions';
import {COMPARE_PARAM} from '@site/src/site/pageCompare';
import styles from './styles.module.css';

const PageCompare = lazy(() => import('@site/src/components/PageCompare'));

export default function PageVersions(): React.ReactElement | null {
  const {pluginId, version: versionName} = useDocsVersion();
  const {permalink} = useDoc().metadata;
  const area = (useAllDocsData() as Record<string, DocsArea>)[pluginId];
  const {search} = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(search).has(COMPARE_PARAM)) setOpen(true);
  }, [search]);
  const current = area?.versions.find((version) => version.name === versionName);
  if (!area || !current) return null;
  const page = pageOf(current, permalink);
  const having = versionsWith(area, page);
  return (
    <section className={styles.versions} aria-labelledby="page-versions">
      <Heading as="h2" id="page-versions" className={styles.title}>
        This page across versions
      </Heading>
      <p>
        {having.length < 2 ? 'Only this version has it.' : `In ${having.length} versions: `}
        {having.length > 1 &&
          having.map((version, index) => (
            <React.Fragment key={version.name}>
              {index > 0 && ', '}
              {version === current ? (
                <strong aria-current="page">{version.label}</strong>
              ) : (
                <Link to={docAt(version, page)?.path}>{version.label}</Link>
              )}
            </React.Fragment>
          ))}
      </p>
      {having.length > 1 &&
        (open ? (
          <Suspense fallback={<p role="status">Loading the compare view…</p>}>
            <PageCompare area={area} current={current} page={page} />
          </Suspense>
        ) : (
          <button type="button" className="button button--secondary button--sm" onClick={() => setOpen(true)}>
            Compare with another version…
          </button>
        ))}
    </section>
  );
}
