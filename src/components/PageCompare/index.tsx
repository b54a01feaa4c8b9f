/**
 * The compare view: a choice of another version that has this docs page,
 * and the differences between the two pages' text, from the older version
 * to the newer. The choice is kept in the address (`?compare=<version>`,
 * src/site/pageCompare.ts), so a compare view can be linked to. Both pages'
 * text is read from their built HTML. This chunk, with the diff library,
 * loads only when the reader opens the view (src/components/PageVersions).
 */
import React, {useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {docAt, versionsWith, type AreaVersion, type DocsArea} from '@site/src/site/docVersions';
import {COMPARE_PARAM} from '@site/src/site/pageCompare';
import {compareTarget} from './target';
import {compareLines, type Comparison, type Row} from './lines';
import {fetchPageLines} from './pageText';
import styles from './styles.module.css';

type Props = {
  readonly area: DocsArea;
  readonly current: AreaVersion;
  readonly page: string;
};

type State = {status: 'loading'} | {status: 'failed'; message: string} | {status: 'done'; comparison: Comparison};

function RowView({row}: {readonly row: Row}): React.ReactElement {
  if (row.kind === 'skipped') {
    return (
      <li className={styles.skipped}>
        {row.count} unchanged {row.count === 1 ? 'line' : 'lines'}
      </li>
    );
  }
  if (row.kind === 'same') return <li className={styles.same}>{row.text}</li>;
  const content = row.parts
    ? row.parts.map((part, index) =>
        part.changed ? (
          <span key={index} className={styles.changed}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )
    : row.text;
  return (
    <li className={row.kind === 'added' ? styles.added : styles.removed}>
      {row.kind === 'added' ? <ins>{content}</ins> : <del>{content}</del>}
    </li>
  );
}

function Differences({area, current, other, page}: Props & {readonly other: AreaVersion}): React.ReactElement {
  const order = area.versions.map((version) => version.name);
  const [older, newer] = order.indexOf(other.name) > order.indexOf(current.name) ? [other, current] : [current, other];
  const [state, setState] = useState<State>({status: 'loading'});
  const view = useRef<HTMLDivElement>(null);
  const olderPath = docAt(older, page)?.path ?? older.path;
  const newerPath = docAt(newer, page)?.path ?? newer.path;

  useEffect(() => {
    let live = true;
    setState({status: 'loading'});
    Promise.all([fetchPageLines(olderPath), fetchPageLines(newerPath)])
      .then(([olderLines, newerLines]) => {
        if (live) setState({status: 'done', comparison: compareLines(olderLines, newerLines)});
      })
      .catch((error: unknown) => {
        if (live) setState({status: 'failed', message: error instanceof Error ? error.message : String(error)});
      });
    return () => {
      live = false;
    };
  }, [olderPath, newerPath]);

  useEffect(() => {
    if (state.status === 'done') view.current?.scrollIntoView({block: 'start'});
  }, [state.status]);

  const heading = (
    <>
      From <Link to={olderPath}>{older.label}</Link> to <Link to={newerPath}>{newer.label}</Link>
    </>
  );
  return (
    <div className={styles.compare} ref={view} aria-live="polite" data-compare={`${older.label}..${newer.label}`}>
      <Heading as="h3" className={styles.heading}>
        {heading}
      </Heading>
      {state.status === 'loading' && <p role="status">Loading the differences…</p>}
      {state.status === 'failed' && (
        <p role="alert">The differences could not be loaded ({state.message}). Reload the page to try again.</p>
      )}
      {state.status === 'done' && (
        <>
          <p role="status">
            {state.comparison.added === 0 && state.comparison.removed === 0
              ? 'The text of this page is the same in both versions.'
              : `${state.comparison.removed} ${state.comparison.removed === 1 ? 'line' : 'lines'} only in ${older.label}, ${state.comparison.added} only in ${newer.label}.`}
          </p>
          <ol className={styles.rows}>
            {state.comparison.rows.map((row, index) => (
              <RowView key={index} row={row} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

export default function PageCompare({area, current, page}: Props): React.ReactElement {
  const {search, pathname} = useLocation();
  const history = useHistory();
  const others = versionsWith(area, page).filter((version) => version !== current);
  const asked = new URLSearchParams(search).get(COMPARE_PARAM);
  const other = compareTarget(others, asked);

  function choose(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams(search);
    params.set(COMPARE_PARAM, String(new FormData(event.currentTarget).get(COMPARE_PARAM)));
    history.replace({pathname, search: `?${params}`});
  }

  return (
    <>
      <form className={styles.form} onSubmit={choose}>
        <label htmlFor="compare-version">Compare with</label>
        <select id="compare-version" name={COMPARE_PARAM} key={other?.name} defaultValue={other?.label}>
          {others.map((version) => (
            <option key={version.name}>{version.label}</option>
          ))}
        </select>
        <button type="submit" className="button button--secondary button--sm">
          Show differences
        </button>
      </form>
      {asked !== null && !other && (
        <p role="alert">
          No other version named <code>{asked}</code> has this page. Choose one above.
        </p>
      )}
      {other && <Differences area={area} current={current} other={other} page={page} />}
    </>
  );
}
