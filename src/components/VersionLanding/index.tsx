import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {Redirect} from '@docusaurus/router';

type Props = {
  readonly landing: {readonly to: string; readonly title: string};
};

/**
 * A docs area or version root. In the browser it replaces itself with the
 * version's intro page; the static HTML carries a refresh to the same place
 * for readers without JavaScript.
 */
export default function VersionLanding({landing}: Props): React.ReactElement {
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${landing.to}`} />
        <link rel="canonical" href={landing.to} />
        <meta name="robots" content="noindex" />
      </Head>
      <Redirect to={landing.to} />
      <p>
        <Link to={landing.to}>{landing.title}</Link>
      </p>
    </>
  );
}
