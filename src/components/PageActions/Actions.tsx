/**
 * A page's actions: copy its Markdown, view it, edit its source file in the
 * site's repository, report a problem. The links are plain addresses; the copy
 * code is a chunk of its own (copy.ts), loaded when the reader shows intent to
 * copy. ./index.tsx hydrates this component only on the reader's intent.
 */
import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {editHref, issueHref, markdownHref, type SiteRepository} from './links';
import styles from './styles.module.css';

export type Props = {
  /** The page's address, base URL included. */
  permalink: string;
  /** The page's source file, as `@site/<path>`. */
  source: string;
  title: string;
  /** The docs version's label; none for a blog post. */
  version?: string;
};

let copyChunk: Promise<typeof import('./copy')> | undefined;
const loadCopy = () => (copyChunk ??= import('./copy'));

const COPY_LABELS = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

export default function Actions({permalink, source, title, version}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const repository = siteConfig.customFields?.siteRepository as SiteRepository;
  const [copy, setCopy] = useState<keyof typeof COPY_LABELS>('idle');
  const markdown = markdownHref(permalink);
  const prefetch = () => void loadCopy().then((chunk) => chunk.markdownText(markdown).catch(() => undefined));
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() =>
          loadCopy()
            .then((chunk) => chunk.copyMarkdown(markdown))
            .then(
              () => setCopy('copied'),
              () => setCopy('failed'),
            )
        }
      >
        <span aria-live="polite">{COPY_LABELS[copy]}</span>
      </button>
      {/* `pathname://`: a plain link to the file, not a route of the app. */}
      <Link className={styles.action} to={`pathname://${markdown}`}>
        View as Markdown
      </Link>
      <Link className={styles.action} to={editHref(repository, source)}>
        Edit this page
      </Link>
      <Link
        className={styles.action}
        to={issueHref(repository, {url: `${siteConfig.url}${permalink}`, title, version})}
      >
        Report a problem
      </Link>
    </div>
  );
}
