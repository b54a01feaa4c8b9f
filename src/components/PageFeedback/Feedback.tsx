/**
 * "Was this page helpful?": Yes or No, remembered for the page and, when the
 * site has an analytics id, sent as an event (feedback.ts). Without one, the
 * answer never leaves the browser. ./index.tsx hydrates this component only
 * when it nears the viewport.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {rememberAnswer, sendAnswer, storedAnswer, type Answer, type Gtag} from './feedback';
import styles from './styles.module.css';

export type Props = {
  /** The page's address. */
  page: string;
  /** The docs version's name. */
  version: string;
};

export default function Feedback({page, version}: Props): ReactNode {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => setAnswer(storedAnswer(localStorage, page)), [page]);
  const choose = (value: Answer) => {
    setAnswer(value);
    rememberAnswer(localStorage, page, value);
    sendAnswer(window as Window & {gtag?: Gtag}, {page, version, answer: value});
  };
  return (
    <section className={styles.feedback} aria-label="Page feedback">
      {answer ? (
        <p role="status">You answered {answer === 'yes' ? 'Yes' : 'No'}. Thank you!</p>
      ) : (
        <>
          <p>Was this page helpful?</p>
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => choose('yes')}
          >
            Yes
          </button>
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => choose('no')}
          >
            No
          </button>
        </>
      )}
    </section>
  );
}
