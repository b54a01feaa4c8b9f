/**
 * What the not-found page offers once it knows the address: for a docs
 * address, the same page in the versions that have it (the latest first,
 * then the nearest to the version asked for) or, when no version has it,
 * the pages whose names are closest to the one typed; for every address, a
 * search prefilled with its words. Loaded only by the not-found page, with
 * the page titles it names (plugins/version-pages) and the edit distance
 * code.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import titles from '@version-pages/titles';
import {docAt, pageOf, versionsWith, type AreaVersion, type DocsArea} from '@site/src/site/docVersions';
import {locate, nearestFirst} from '@site/src/site/docAddress';
import {closestPages} from '@site/src/site/closestPages';
import {SEARCH_QUERY_MAX_LENGTH, searchWordsFromPath} from './searchWords';
import styles from './styles.module.css';

type Props = {readonly pathname: string};

function DocsSuggestions({pathname}: Props): React.ReactElement | null {
  const areas = useAllDocsData() as Record<string, DocsArea>;
  const located = locate(areas, pathname);
  if (!located || located.page === '') return null;
  const {areaId, area, version, unknownVersion, page} = located;
  const areaTitles = titles[areaId] ?? {};
  const title = areaTitles[page];
  const name = title ? <>“{title}”</> : <code className={styles.path}>{page}</code>;
  const where = unknownVersion ? (
    <>
      The {areaId} documentation has no version <code className={styles.path}>{unknownVersion}</code>.
    </>
  ) : (
    <>
      {name} is not in {areaId} {version.label}.
    </>
  );
  const having = versionsWith(area, page);
  if (having.length > 0) {
    const latest = having.find((candidate) => candidate.isLast);
    const others = nearestFirst(
      area,
      having.filter((candidate) => candidate !== latest),
      version,
    );
    const link = (candidate: AreaVersion) => {
      const doc = docAt(candidate, page);
      return doc ? (
        <li key={candidate.name}>
          <Link to={doc.path}>{candidate.isLast ? `${candidate.label} (latest)` : candidate.label}</Link>{' '}
          <code className={styles.path}>{doc.path}</code>
        </li>
      ) : null;
    };
    return (
      <section className={styles.suggestions} aria-labelledby="not-found-versions">
        <Heading as="h2" id="not-found-versions">
          This page in other versions
        </Heading>
        <p>
          {where}{' '}
          {having.length === 1
            ? 'One version has it:'
            : `${having.length} versions have it, ${latest ? 'the latest first, then ' : ''}the nearest to ${version.label}:`}
        </p>
        <ul className={styles.versions}>
          {latest && link(latest)}
          {others.map(link)}
        </ul>
      </section>
    );
  }
  const closest = closestPages(version, page);
  return (
    <section className={styles.suggestions} aria-labelledby="not-found-closest">
      <Heading as="h2" id="not-found-closest">
        {closest.length > 0 ? 'Did you mean' : 'No similar page'}
      </Heading>
      <p>
        {unknownVersion && where} No version of the {areaId} documentation has a page{' '}
        <code className={styles.path}>{page}</code>
        {closest.length > 0
          ? `. The closest pages in ${version.label}:`
          : `, and no page of ${version.label} has a name close to it.`}
      </p>
      {closest.length > 0 && (
        <ul>
          {closest.map((doc) => {
            const candidate = pageOf(version, doc.path);
            return (
              <li key={doc.path}>
                <Link to={doc.path}>{areaTitles[candidate] ?? candidate}</Link>{' '}
                <code className={styles.path}>{doc.path}</code>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export default function NotFoundSuggestions({pathname}: Props): React.ReactElement {
  const searchPage = useBaseUrl('/search');
  return (
    <>
      <DocsSuggestions pathname={pathname} />
      <form className={styles.search} action={searchPage} method="get" role="search">
        <label htmlFor="not-found-search">Search the documentation</label>
        <input
          key={pathname}
          id="not-found-search"
          name="q"
          type="search"
          defaultValue={searchWordsFromPath(pathname)}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
        />
        <button type="submit" className="button button--primary button--sm">
          Search
        </button>
      </form>
    </>
  );
}
