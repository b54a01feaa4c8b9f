/**
 * The upgrade guide (`/upgrade`, added by plugins/upgrade-guide with its data):
 * between two versions of a docs area, the public names added and removed,
 * the docs pages added, removed and changed (each changed page links to its
 * compare view) and the release posts published in between. The static HTML
 * shows the previous release → the latest; in the browser the address's query
 * or the reader's preferred version choose the pair.
 */
import React, {useId, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {namesDiff, pagesDiff, postsBetween, type QualifiedName} from '@site/src/apiHistory/history';
import {fingerprintsAt, namesAt, type UpgradeAreaData, type UpgradeData} from '@site/src/apiHistory/upgradeData';
import {UPGRADE_GUIDE_PATH, upgradeGuideHref, type UpgradeArea} from '@site/src/site/upgradeGuide';
import {preferredVersionKey, preferredVersionName, resolveSelection, type Selection} from './selection';
import styles from './styles.module.css';

type Props = {readonly data: UpgradeData};

function readPreferred(area: UpgradeArea): string | null {
  try {
    return preferredVersionName(window.localStorage.getItem(preferredVersionKey(area)));
  } catch {
    return null;
  }
}

function byModule(names: QualifiedName[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const {module, name} of names) groups.set(module, [...(groups.get(module) ?? []), name]);
  return [...groups];
}

function NameList({names, kind}: {names: QualifiedName[]; kind: 'added' | 'removed'}): ReactNode {
  if (names.length === 0) return <p>None.</p>;
  return byModule(names).map(([module, list]) => (
    <div key={module} className={styles.group}>
      <Heading as="h4">
        <code>{module}</code>
      </Heading>
      <ul className={styles.names}>
        {list.map((name) => (
          <li key={name} data-name={`${module}.${name}`} data-kind={kind}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  ));
}

function PageList({
  ids,
  area,
  version,
  compareFrom,
}: {
  ids: string[];
  area: UpgradeAreaData;
  version: string;
  compareFrom?: string;
}): ReactNode {
  if (ids.length === 0) return <p>None.</p>;
  const base = area.bases[version];
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} data-page={id}>
          <Link to={`${base}/${id}`}>{area.pages[version]?.[id]?.[0] ?? id}</Link>
          {compareFrom !== undefined && (
            <>
              {' '}
              (<Link to={`${base}/${id}?compare=${encodeURIComponent(compareFrom)}`}>compare with {compareFrom}</Link>)
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function Comparison({data, selection}: {data: UpgradeData; selection: Selection}): ReactNode {
  const {area: areaName, from, to} = selection;
  const area = data[areaName];
  if (from === to) return <p>Pick two different versions to see what changed between them.</p>;
  const names = namesDiff(namesAt(area, from), namesAt(area, to));
  const pages = pagesDiff(fingerprintsAt(area, from), fingerprintsAt(area, to));
  const posts = postsBetween(area.posts, areaName, area.versions, from, to);
  const label = areaName === 'server' ? 'Ariadne' : 'Ariadne Codegen';
  return (
    <div data-comparison={`${areaName} ${from} ${to}`}>
      <p className={styles.summary}>
        {label} {from} → {to}: {names.added.length} public names added, {names.removed.length} removed;{' '}
        {pages.added.length} docs pages added, {pages.removed.length} removed, {pages.changed.length} changed.
      </p>
      <Heading as="h2">Public names</Heading>
      <Heading as="h3" id="names-added">
        Added in {to}
      </Heading>
      <NameList names={names.added} kind="added" />
      <Heading as="h3" id="names-removed">
        No longer in {to}
      </Heading>
      <NameList names={names.removed} kind="removed" />
      <Heading as="h2">Docs pages</Heading>
      <Heading as="h3" id="pages-changed">
        Changed
      </Heading>
      <PageList ids={pages.changed} area={area} version={to} compareFrom={from} />
      <Heading as="h3" id="pages-added">
        New in {to}
      </Heading>
      <PageList ids={pages.added} area={area} version={to} />
      <Heading as="h3" id="pages-removed">
        Not in {to}
      </Heading>
      <PageList ids={pages.removed} area={area} version={from} />
      <p>{pages.unchanged.length} pages have the same text in both versions.</p>
      <Heading as="h2">Release posts</Heading>
      {posts.length === 0 ? (
        <p>No release post between these versions.</p>
      ) : (
        <ul>
          {posts.map((post) => (
            <li key={post.slug} data-post={post.slug}>
              <Link to={post.route}>{post.title}</Link> <span className={styles.date}>({post.date})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: string;
  versions: string[];
  onChange: (version: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={label.toLowerCase()} value={value} onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </span>
  );
}

export default function UpgradeGuide({data}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  // Before hydration ends, the same default as the static HTML.
  const selection = resolveSelection(data, isBrowser ? location.search : '', isBrowser ? readPreferred : () => null);
  const versions = data[selection.area].versions;
  const go = (area: UpgradeArea, from?: string, to?: string) => history.replace(upgradeGuideHref(area, from, to));
  return (
    <Layout
      title="Upgrade guide"
      description="What changed between two versions of Ariadne or Ariadne Codegen: public names, docs pages and release posts."
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Upgrade guide</Heading>
        <p>
          Pick the version you use and the one you are moving to. The lists below come from the public names of each
          release and from the text of its docs pages.
        </p>
        <form
          className={styles.form}
          action={UPGRADE_GUIDE_PATH}
          method="get"
          onSubmit={(event) => event.preventDefault()}
        >
          <span className={styles.field}>
            <label htmlFor="upgrade-area">Docs</label>
            <select
              id="upgrade-area"
              name="area"
              value={selection.area}
              onChange={(event) => go(event.target.value === 'client' ? 'client' : 'server')}
            >
              <option value="server">Ariadne (server)</option>
              <option value="client">Ariadne Codegen (client)</option>
            </select>
          </span>
          <VersionSelect
            label="From"
            value={selection.from}
            versions={versions}
            onChange={(from) => go(selection.area, from, selection.to)}
          />
          <VersionSelect
            label="To"
            value={selection.to}
            versions={versions}
            onChange={(to) => go(selection.area, selection.from, to)}
          />
        </form>
        {selection.notices.map((notice) => (
          <p key={notice} className={styles.notice} role="status">
            {notice}
          </p>
        ))}
        <Comparison data={data} selection={selection} />
      </main>
    </Layout>
  );
}
