import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type EntryCard = {
  readonly title: string;
  readonly body: string;
  readonly to: string;
  readonly cta: string;
};

type Props = {
  readonly id: string;
  readonly heading: string;
  readonly cards: readonly EntryCard[];
};

/** A titled row of cards, each a way into the docs or the ecosystem. */
export default function EntryCards({id, heading, cards}: Props): React.ReactElement {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.inner}>
        <Heading as="h2" id={id} className={styles.heading}>
          {heading}
        </Heading>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <Heading as="h3" className={styles.title}>
                {card.title}
              </Heading>
              <p className={styles.body}>{card.body}</p>
              <Link className={styles.link} to={card.to}>
                {card.cta}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
