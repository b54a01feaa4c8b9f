/**
 * Relevance set for the site search: short queries a reader types into the search box, each written from a real
 * question asked in the issue trackers, pull requests or discussions of mirumee/ariadne and mirumee/ariadne-codegen,
 * and paired with the page (or pages) of the latest release that answer it.
 *
 * How a case is chosen:
 * - `source` names the thread the question comes from; the query is our short wording of what the asker wanted
 *   (a phrase of one to five words, or an identifier), never the thread's title pasted.
 * - `expect` lists pages of the latest versions (`/server/<id>` for Ariadne 0.25, `/client/<id>` for Ariadne Codegen
 *   0.15.3), best first. A page is listed only after reading it and checking that it answers the question; a second
 *   page is listed only when it answers as well.
 * - Questions that no page of ours answers are left out of the set: they are content gaps, not search failures.
 * - `kind` is `identifier` for a Python name, option, setting key or hook name, `phrase` for everything else.
 */
export type RelevanceCase = {
  query: string;
  expect: string[];
  area: 'server' | 'client';
  source: string;
  kind: 'phrase' | 'identifier';
};

export const RELEVANCE_SET: RelevanceCase[] = [
  // Server: file uploads
  {
    query: 'save uploaded file',
    expect: ['/server/file-uploads'],
    area: 'server',
    source: 'mirumee/ariadne#296',
    kind: 'phrase',
  },
  {
    query: 'multipart file upload',
    expect: ['/server/file-uploads'],
    area: 'server',
    source: 'mirumee/ariadne#186',
    kind: 'phrase',
  },

  // Server: subscriptions and websockets
  {
    query: 'websocket subprotocol',
    expect: ['/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#588',
    kind: 'phrase',
  },
  {
    query: 'apollo client subscriptions',
    expect: ['/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#341',
    kind: 'phrase',
  },
  {
    query: 'GraphQLTransportWSHandler',
    expect: ['/server/asgi-handlers-reference', '/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#837',
    kind: 'identifier',
  },
  {
    query: 'subscriptions over SSE',
    expect: ['/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#1195',
    kind: 'phrase',
  },
  {
    query: 'on_complete',
    expect: ['/server/subscriptions', '/server/asgi-reference'],
    area: 'server',
    source: 'mirumee/ariadne#802',
    kind: 'identifier',
  },
  {
    query: 'on_connect',
    expect: ['/server/subscriptions', '/server/asgi-reference'],
    area: 'server',
    source: 'mirumee/ariadne#488',
    kind: 'identifier',
  },
  {
    query: 'websocket authentication',
    expect: ['/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#355',
    kind: 'phrase',
  },

  // Server: performance, context, integrations
  {query: 'n+1 queries', expect: ['/server/dataloaders'], area: 'server', source: 'mirumee/ariadne#60', kind: 'phrase'},
  {
    query: 'context_value',
    expect: ['/server/asgi', '/server/resolvers'],
    area: 'server',
    source: 'mirumee/ariadne#843',
    kind: 'identifier',
  },
  {
    query: 'starlette authentication middleware',
    expect: ['/server/starlette-integration'],
    area: 'server',
    source: 'mirumee/ariadne#262',
    kind: 'phrase',
  },
  {
    query: 'starlette websocket route',
    expect: ['/server/starlette-integration'],
    area: 'server',
    source: 'mirumee/ariadne#952',
    kind: 'phrase',
  },
  {
    query: 'fastapi Depends',
    expect: ['/server/fastapi-integration'],
    area: 'server',
    source: 'mirumee/ariadne#998',
    kind: 'phrase',
  },
  {
    query: 'handle_request',
    expect: ['/server/fastapi-integration', '/server/starlette-integration'],
    area: 'server',
    source: 'mirumee/ariadne#1010',
    kind: 'identifier',
  },
  {
    query: 'flask example',
    expect: ['/server/flask-integration'],
    area: 'server',
    source: 'mirumee/ariadne#125',
    kind: 'phrase',
  },

  // Server: federation
  {
    query: 'apollo gateway',
    expect: ['/server/apollo-federation'],
    area: 'server',
    source: 'mirumee/ariadne#332',
    kind: 'phrase',
  },
  {
    query: 'federation 2',
    expect: ['/server/apollo-federation'],
    area: 'server',
    source: 'mirumee/ariadne#861',
    kind: 'phrase',
  },

  // Server: errors and logging
  {
    query: 'log errors',
    expect: ['/server/logging', '/server/error-messaging'],
    area: 'server',
    source: 'mirumee/ariadne#257',
    kind: 'phrase',
  },
  {
    query: 'error code extensions',
    expect: ['/server/error-messaging'],
    area: 'server',
    source: 'mirumee/ariadne#339',
    kind: 'phrase',
  },

  // Server: inputs, scalars, enums, unions
  {
    query: 'input as dataclass',
    expect: ['/server/inputs'],
    area: 'server',
    source: 'mirumee/ariadne#333',
    kind: 'phrase',
  },
  {
    query: 'InputType',
    expect: ['/server/inputs', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#1057',
    kind: 'identifier',
  },
  {
    query: 'rename input fields',
    expect: ['/server/inputs'],
    area: 'server',
    source: 'mirumee/ariadne#22',
    kind: 'phrase',
  },
  {
    query: 'scalar input parsing',
    expect: ['/server/scalars'],
    area: 'server',
    source: 'mirumee/ariadne#13',
    kind: 'phrase',
  },
  {
    query: 'enum internal values',
    expect: ['/server/enums'],
    area: 'server',
    source: 'mirumee/ariadne#90',
    kind: 'phrase',
  },
  {
    query: 'python Enum class',
    expect: ['/server/enums'],
    area: 'server',
    source: 'mirumee/ariadne#1051',
    kind: 'phrase',
  },
  {
    query: 'union type resolver',
    expect: ['/server/unions'],
    area: 'server',
    source: 'mirumee/ariadne#214',
    kind: 'phrase',
  },
  {
    query: 'default union resolver',
    expect: ['/server/unions'],
    area: 'server',
    source: 'mirumee/ariadne#427',
    kind: 'phrase',
  },

  // Server: security and validation
  {
    query: 'query depth limit',
    expect: ['/server/security-overview'],
    area: 'server',
    source: 'mirumee/ariadne#911',
    kind: 'phrase',
  },
  {
    query: 'cost_validator',
    expect: ['/server/query-validators', '/server/security-overview'],
    area: 'server',
    source: 'mirumee/ariadne#185',
    kind: 'identifier',
  },

  // Server: explorers
  {
    query: 'graphql playground',
    expect: ['/server/explorers'],
    area: 'server',
    source: 'mirumee/ariadne#9',
    kind: 'phrase',
  },
  {
    query: 'disable graphiql',
    expect: ['/server/explorers'],
    area: 'server',
    source: 'mirumee/ariadne#941',
    kind: 'phrase',
  },

  // Server: schema
  {
    query: 'load schema from directory',
    expect: ['/server/modularization', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#62',
    kind: 'phrase',
  },
  {
    query: 'custom directive',
    expect: ['/server/schema-directives'],
    area: 'server',
    source: 'mirumee/ariadne#138',
    kind: 'phrase',
  },
  {
    query: 'SchemaDirectiveVisitor',
    expect: ['/server/schema-directives', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#222',
    kind: 'identifier',
  },
  {
    query: 'middleware slow',
    expect: ['/server/middleware'],
    area: 'server',
    source: 'mirumee/ariadne#708',
    kind: 'phrase',
  },
  {
    query: 'relay pagination',
    expect: ['/server/graphql-relay'],
    area: 'server',
    source: 'mirumee/ariadne#188',
    kind: 'phrase',
  },
  {
    query: 'RelayConnection',
    expect: ['/server/graphql-relay'],
    area: 'server',
    source: 'mirumee/ariadne#1214',
    kind: 'identifier',
  },

  // Server: names and case conversion
  {
    query: 'camelCase arguments',
    expect: ['/server/case-conversion'],
    area: 'server',
    source: 'mirumee/ariadne#212',
    kind: 'phrase',
  },
  {
    query: 'convert_kwargs_to_snake_case',
    expect: ['/server/case-conversion', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#213',
    kind: 'identifier',
  },
  {
    query: 'snake_case input keys',
    expect: ['/server/case-conversion', '/server/inputs'],
    area: 'server',
    source: 'mirumee/ariadne#418',
    kind: 'phrase',
  },
  {
    query: 'resolve_to',
    expect: ['/server/api-reference', '/server/resolvers'],
    area: 'server',
    source: 'mirumee/ariadne#21',
    kind: 'identifier',
  },
  {
    query: 'acronyms snake case',
    expect: ['/server/case-conversion'],
    area: 'server',
    source: 'mirumee/ariadne#442',
    kind: 'phrase',
  },
  {
    query: 'convert_camel_case_to_snake',
    expect: ['/server/case-conversion', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#1209',
    kind: 'identifier',
  },
  {
    query: 'snake_case_fallback_resolvers',
    expect: ['/server/case-conversion', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#730',
    kind: 'identifier',
  },

  // Server: more questions
  {
    query: 'opentelemetry extension',
    expect: ['/server/open-telemetry'],
    area: 'server',
    source: 'mirumee/ariadne#649',
    kind: 'phrase',
  },
  {
    query: 'OpenTracingExtension',
    expect: ['/server/open-tracing'],
    area: 'server',
    source: 'mirumee/ariadne#173',
    kind: 'identifier',
  },
  {
    query: 'django async view',
    expect: ['/server/django-integration'],
    area: 'server',
    source: 'mirumee/ariadne#450',
    kind: 'phrase',
  },
  {
    query: 'query over GET',
    expect: ['/server/asgi', '/server/security-overview'],
    area: 'server',
    source: 'mirumee/ariadne#123',
    kind: 'phrase',
  },
  {
    query: 'schema descriptions',
    expect: ['/server/documenting-schema'],
    area: 'server',
    source: 'mirumee/ariadne#54',
    kind: 'phrase',
  },
  {
    query: 'cache query parsing',
    expect: ['/server/query-stack'],
    area: 'server',
    source: 'mirumee/ariadne#1101',
    kind: 'phrase',
  },
  {
    query: 'query_validator',
    expect: ['/server/query-stack', '/server/query-validators'],
    area: 'server',
    source: 'mirumee/ariadne#1070',
    kind: 'identifier',
  },
  {
    query: 'multiple type_defs',
    expect: ['/server/modularization'],
    area: 'server',
    source: 'mirumee/ariadne#7',
    kind: 'phrase',
  },
  {
    query: 'combine bindables',
    expect: ['/server/modularization', '/server/bindables'],
    area: 'server',
    source: 'mirumee/ariadne#258',
    kind: 'phrase',
  },
  {
    query: 'extend type',
    expect: ['/server/modularization'],
    area: 'server',
    source: 'mirumee/ariadne#166',
    kind: 'phrase',
  },
  {
    query: 'async resolver',
    expect: ['/server/resolvers'],
    area: 'server',
    source: 'mirumee/ariadne#103',
    kind: 'phrase',
  },
  {
    query: 'async resolvers flask',
    expect: ['/server/flask-integration'],
    area: 'server',
    source: 'mirumee/ariadne#1192',
    kind: 'phrase',
  },
  {
    query: 'execution_context_class',
    expect: ['/server/dataloaders', '/server/query-stack'],
    area: 'server',
    source: 'mirumee/ariadne#1131',
    kind: 'identifier',
  },
  {
    query: 'dataloader sync server',
    expect: ['/server/dataloaders'],
    area: 'server',
    source: 'mirumee/ariadne#240',
    kind: 'phrase',
  },
  {
    query: 'async reference resolver',
    expect: ['/server/apollo-federation'],
    area: 'server',
    source: 'mirumee/ariadne#307',
    kind: 'phrase',
  },
  {
    query: 'interface shared resolvers',
    expect: ['/server/interfaces'],
    area: 'server',
    source: 'mirumee/ariadne#112',
    kind: 'phrase',
  },
  {
    query: 'CORS',
    expect: ['/server/starlette-integration'],
    area: 'server',
    source: 'mirumee/ariadne#104',
    kind: 'phrase',
  },
  {
    query: 'middleware class',
    expect: ['/server/middleware'],
    area: 'server',
    source: 'mirumee/ariadne#295',
    kind: 'phrase',
  },
  {
    query: 'run dev server',
    expect: ['/server/local-development'],
    area: 'server',
    source: 'mirumee/ariadne#68',
    kind: 'phrase',
  },

  // Client: configuration
  {
    query: 'custom scalars',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#73',
    kind: 'phrase',
  },
  {
    query: 'remote_schema_headers',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#190',
    kind: 'identifier',
  },
  {
    query: 'header from environment variable',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#97',
    kind: 'phrase',
  },
  {
    query: 'save schema as graphql',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#274',
    kind: 'phrase',
  },
  {
    query: 'remote_schema_verify_ssl',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#112',
    kind: 'identifier',
  },
  {
    query: 'include_comments',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#221',
    kind: 'identifier',
  },
  {
    query: 'include_all_enums',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#244',
    kind: 'identifier',
  },
  {
    query: 'enums_module_name',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#229',
    kind: 'identifier',
  },
  {
    query: 'queries in several files',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#342',
    kind: 'phrase',
  },
  {
    query: 'two clients one project',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#92',
    kind: 'phrase',
  },
  {
    query: 'convert_to_snake_case',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#40',
    kind: 'identifier',
  },

  // Client: plugins
  {
    query: 'write a plugin',
    expect: ['/client/plugins/custom-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#67',
    kind: 'phrase',
  },
  {
    query: 'process_name',
    expect: ['/client/plugins/custom-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#129',
    kind: 'identifier',
  },

  // Client: using the generated client
  {
    query: 'own httpx client',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#134',
    kind: 'phrase',
  },
  {
    query: 'sync client',
    expect: ['/client/using-generated-client', '/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#50',
    kind: 'phrase',
  },
  {
    query: 'client subscriptions',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#65',
    kind: 'phrase',
  },
  {
    query: 'upload file',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#172',
    kind: 'phrase',
  },
  {
    query: 'GraphQLClientGraphQLMultiError',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#44',
    kind: 'identifier',
  },
  {
    query: 'response without data',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#240',
    kind: 'phrase',
  },
  {
    query: 'opentelemetry_client',
    expect: ['/client/using-generated-client', '/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#200',
    kind: 'identifier',
  },
  {
    query: 'query builder without queries file',
    expect: ['/client/custom-operation-builder'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#132',
    kind: 'phrase',
  },

  // Client: more questions
  {
    query: 'extend generated models',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#51',
    kind: 'phrase',
  },
  {
    query: 'mixin on fragment',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#174',
    kind: 'phrase',
  },
  {
    query: 'unwrap single field result',
    expect: ['/client/plugins/standard-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#66',
    kind: 'phrase',
  },
  {
    query: 'null vs unset',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#121',
    kind: 'phrase',
  },
  {
    query: 'UNSET',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#128',
    kind: 'identifier',
  },
  {
    query: 'optional arguments default',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#86',
    kind: 'phrase',
  },
  {
    query: 'client_name',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#18',
    kind: 'identifier',
  },
  {
    query: 'pydantic v2',
    expect: ['/client/intro'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#250',
    kind: 'phrase',
  },
  {
    query: 'Redefinition of reserved type',
    expect: ['/client/intro', '/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#389',
    kind: 'phrase',
  },
  {
    query: 'slow client import',
    expect: ['/client/plugins/standard-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#226',
    kind: 'phrase',
  },
  {
    query: 'ClientForwardRefsPlugin',
    expect: ['/client/plugins/standard-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#233',
    kind: 'identifier',
  },
  {
    query: 'only used input types',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#329',
    kind: 'phrase',
  },
  {
    query: 'access query strings',
    expect: ['/client/plugins/standard-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#230',
    kind: 'phrase',
  },
  {
    query: 'per request headers',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#228',
    kind: 'phrase',
  },
  {
    query: 'authorization header',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#69',
    kind: 'phrase',
  },
  {
    query: 'union result models',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#156',
    kind: 'phrase',
  },
];
