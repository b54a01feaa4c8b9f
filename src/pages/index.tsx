import React from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import SchemaFirstSample from '@site/src/components/SchemaFirstSample';
import EntryCards, {type EntryCard} from '@site/src/components/EntryCards';
import {CLIENT_REPO_URL, MODULES_REPO_URL, PROXY_REPO_URL, SERVER_REPO_URL} from '@site/src/site/constants';

const START_HERE: readonly EntryCard[] = [
  {
    title: 'Build a GraphQL server',
    body: 'Go from pip install to a running API with resolvers, mutations, subscriptions and file uploads, on ASGI or WSGI.',
    to: '/server/intro',
    cta: 'Read the server docs',
  },
  {
    title: 'Generate a typed client',
    body: 'Point Ariadne Codegen at a schema and your queries, get Pydantic models and a sync or async client class.',
    to: '/client/intro',
    cta: 'Read the client docs',
  },
  {
    title: 'Plug into your framework',
    body: 'Mount the same schema in Starlette, FastAPI, Django or Flask, or run it on AWS Lambda.',
    to: '/server/fastapi-integration',
    cta: 'See the integrations',
  },
  {
    title: 'Run it in production',
    body: 'Tracing with OpenTelemetry, query cost limits, hidden stack traces and the other switches worth knowing.',
    to: '/server/security-overview',
    cta: 'Security best practices',
  },
];

const ECOSYSTEM: readonly EntryCard[] = [
  {
    title: 'Ariadne',
    body: 'The schema-first GraphQL server library for Python.',
    to: SERVER_REPO_URL,
    cta: 'mirumee/ariadne',
  },
  {
    title: 'Ariadne Codegen',
    body: 'Typed Python clients generated from a schema and your operations.',
    to: CLIENT_REPO_URL,
    cta: 'mirumee/ariadne-codegen',
  },
  {
    title: 'Ariadne GraphQL Modules',
    body: 'Define schema types as Python classes and split a large schema into modules.',
    to: MODULES_REPO_URL,
    cta: 'mirumee/ariadne-graphql-modules',
  },
  {
    title: 'Ariadne GraphQL Proxy',
    body: 'Combine several GraphQL services behind one Python gateway.',
    to: PROXY_REPO_URL,
    cta: 'mirumee/ariadne-graphql-proxy',
  },
];

export default function Home(): React.ReactElement {
  return (
    <Layout
      title="Python GraphQL, schema-first"
      description="Documentation of Ariadne, the schema-first GraphQL server library for Python, and Ariadne Codegen, the typed GraphQL client generator."
    >
      <main>
        <HomeHero />
        <SchemaFirstSample />
        <EntryCards id="start-here" heading="Where to start" cards={START_HERE} />
        <EntryCards id="ecosystem" heading="The ecosystem" cards={ECOSYSTEM} />
      </main>
    </Layout>
  );
}
