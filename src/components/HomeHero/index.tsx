import React from 'react';
import Link from '@docusaurus/Link';
import ThreadIllustration from './ThreadIllustration';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

/** The top of the home page: what Ariadne is and the two ways in. */
export default function HomeHero(): React.ReactElement {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Python GraphQL</p>
          <Heading as="h1" className={styles.title}>
            Write the schema first. Ariadne wires Python to it.
          </Heading>
          <p className={styles.lead}>
            Ariadne is a GraphQL server library for Python that starts from your schema in SDL and lets you attach plain
            functions to its fields. Ariadne Codegen reads the same schema and writes a fully typed Python client for
            the operations your project uses.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/server/intro">
              Server docs
            </Link>
            <Link className={`button button--lg ${styles.secondary}`} to="/client/intro">
              Client docs
            </Link>
          </div>
          <p className={styles.install}>
            <code>pip install ariadne</code>
            <span aria-hidden="true"> · </span>
            <code>pip install ariadne-codegen</code>
          </p>
        </div>
        <ThreadIllustration className={styles.art} />
      </div>
    </header>
  );
}
