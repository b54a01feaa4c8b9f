import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CONTACT_EMAIL, DISCUSSIONS_URL, SERVER_REPO_URL, CLIENT_REPO_URL} from '@site/src/site/constants';
import styles from './community.module.css';

type Channel = {
  readonly title: string;
  readonly body: React.ReactNode;
};

const CHANNELS: readonly Channel[] = [
  {
    title: 'Ask a question',
    body: (
      <>
        Questions about using Ariadne or Ariadne Codegen belong in{' '}
        <Link href={DISCUSSIONS_URL}>GitHub Discussions</Link>. Say which version you run, paste the smallest schema and
        resolver that show the problem, and the full error. Answers stay searchable for the next person.
      </>
    ),
  },
  {
    title: 'Report a bug',
    body: (
      <>
        Open an issue on <Link href={`${SERVER_REPO_URL}/issues`}>mirumee/ariadne</Link> for the server library or on{' '}
        <Link href={`${CLIENT_REPO_URL}/issues`}>mirumee/ariadne-codegen</Link> for the client generator. A failing test
        case or a script we can run is the fastest way to a fix.
      </>
    ),
  },
  {
    title: 'Contribute code',
    body: (
      <>
        Both projects take pull requests. Read the repository&apos;s <code>CONTRIBUTING.md</code>, run the test suite
        locally, and add a line to <code>CHANGELOG.md</code> for anything a user would notice. For a larger change,
        start a discussion first so the design can be agreed before you write it.
      </>
    ),
  },
  {
    title: 'Improve these docs',
    body: (
      <>
        Found a page that is wrong for your version, or an example that does not run? Tell us in Discussions with the
        page address and the version; we correct the page for that version and every later one it affects.
      </>
    ),
  },
  {
    title: 'Follow releases',
    body: (
      <>
        Release notes appear on the <Link to="/blog">blog</Link>, which has{' '}
        <Link href="pathname:///blog/rss.xml">RSS</Link> and <Link href="pathname:///blog/atom.xml">Atom</Link> feeds.
        On GitHub you can watch the repositories for releases only.
      </>
    ),
  },
  {
    title: 'Write to the team',
    body: (
      <>
        Ariadne is maintained by Mirumee Software. For anything that is not a question or a bug, write to{' '}
        <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>.
      </>
    ),
  },
];

export default function Community(): React.ReactElement {
  return (
    <Layout
      title="Community"
      description="Where to ask questions, report bugs, contribute and follow Ariadne releases."
    >
      <main className={styles.page}>
        <Heading as="h1">Community</Heading>
        <p className={styles.lead}>
          Ariadne and Ariadne Codegen are open source and developed in the open on GitHub. Here is where each kind of
          conversation happens.
        </p>
        <div className={styles.grid}>
          {CHANNELS.map((channel) => (
            <section key={channel.title} className={styles.card}>
              <Heading as="h2" className={styles.cardTitle}>
                {channel.title}
              </Heading>
              <p>{channel.body}</p>
            </section>
          ))}
        </div>
        <Heading as="h2">Code of conduct</Heading>
        <p>
          Everyone taking part in the projects&apos; spaces follows the code of conduct published in the{' '}
          <Link href={`${SERVER_REPO_URL}/blob/main/CODE_OF_CONDUCT.md`}>repository</Link>: be considerate, assume good
          intent, and keep discussions about the work.
        </p>
      </main>
    </Layout>
  );
}
