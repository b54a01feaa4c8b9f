import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

const SDL = `type Query {
  plants(sunlight: Sunlight): [Plant!]!
}

type Plant {
  name: String!
  waterEveryDays: Int!
}

enum Sunlight {
  FULL
  PARTIAL
  SHADE
}`;

// At most 72 characters a line: the width of the block at the narrowest desktop layout (styles.module.css).
const PYTHON = `from ariadne import (
    QueryType,
    load_schema_from_path,
    make_executable_schema,
)
from ariadne.asgi import GraphQL

GREENHOUSE = [
    {"name": "Fern", "water_every_days": 3, "sunlight": "SHADE"},
    {"name": "Basil", "water_every_days": 1, "sunlight": "FULL"},
]

query = QueryType()


@query.field("plants")
def resolve_plants(_, info, sunlight=None):
    return [p for p in GREENHOUSE if sunlight in (None, p["sunlight"])]


schema = make_executable_schema(
    load_schema_from_path("schema.graphql"),
    query,
    convert_names_case=True,
)
app = GraphQL(schema)  # serve with: uvicorn app:app`;

/** The home page's short answer to "what does schema-first mean?". */
export default function SchemaFirstSample(): React.ReactElement {
  return (
    <section className={styles.section} aria-labelledby="schema-first">
      <div className={styles.inner}>
        <Heading as="h2" id="schema-first" className={styles.heading}>
          Schema-first, in two files
        </Heading>
        <p className={styles.intro}>
          In a schema-first API the contract comes before the code. You describe types and fields in GraphQL&apos;s own
          language, share that file with the people who call your API, and then bind Python functions to the fields that
          need logic. Fields you leave alone read the matching key or attribute of the parent object.
        </p>
        <div className={styles.columns}>
          <div>
            <Heading as="h3" className={styles.label}>
              1. Describe the API
            </Heading>
            <CodeBlock language="graphql" title="schema.graphql">
              {SDL}
            </CodeBlock>
          </div>
          <div>
            <Heading as="h3" className={styles.label}>
              2. Bind Python to it
            </Heading>
            <CodeBlock language="python" title="app.py">
              {PYTHON}
            </CodeBlock>
          </div>
        </div>
      </div>
    </section>
  );
}
