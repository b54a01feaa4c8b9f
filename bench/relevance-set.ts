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
  /** What a reader types into the search box: one to five words, or an identifier. */
  query: string;
  /** Paths of the pages that answer it, best first: `/server/<id>` or `/client/<id>` of the latest versions. */
  expect: string[];
  /** The docs the reader is in when searching. */
  area: 'server' | 'client';
  /** The thread the question comes from: `mirumee/ariadne#<number>` or `mirumee/ariadne-codegen#<number>`. */
  source: string;
  kind: 'phrase' | 'identifier';
};

export const RELEVANCE_SET: RelevanceCase[] = [
  // Server: answered first by Resolvers (/server/resolvers)
  {
    query: 'alias nested attribute',
    expect: ['/server/resolvers'],
    area: 'server',
    source: 'mirumee/ariadne#1181',
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
    query: 'fallback_resolvers',
    expect: ['/server/resolvers', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#1012',
    kind: 'identifier',
  },
  {
    query: 'nested field resolver',
    expect: ['/server/resolvers'],
    area: 'server',
    source: 'mirumee/ariadne#101',
    kind: 'phrase',
  },

  // Server: answered first by Inputs (/server/inputs)
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

  // Server: answered first by Error messaging (/server/error-messaging)
  {
    query: 'error code extensions',
    expect: ['/server/error-messaging'],
    area: 'server',
    source: 'mirumee/ariadne#339',
    kind: 'phrase',
  },
  {
    query: 'error_formatter',
    expect: ['/server/error-messaging'],
    area: 'server',
    source: 'mirumee/ariadne#392',
    kind: 'identifier',
  },
  {
    query: 'debug traceback',
    expect: ['/server/error-messaging', '/server/disabling-stack-traces'],
    area: 'server',
    source: 'mirumee/ariadne#128',
    kind: 'phrase',
  },

  // Server: answered first by Name case conversion (/server/case-conversion)
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
  {
    query: 'convert_names_case',
    expect: ['/server/case-conversion', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#905',
    kind: 'identifier',
  },

  // Server: answered first by Custom scalars (/server/scalars)
  {
    query: 'scalar input parsing',
    expect: ['/server/scalars'],
    area: 'server',
    source: 'mirumee/ariadne#13',
    kind: 'phrase',
  },
  {query: 'literal parser', expect: ['/server/scalars'], area: 'server', source: 'mirumee/ariadne#158', kind: 'phrase'},

  // Server: answered first by Enumeration types (/server/enums)
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
    query: 'enum default value',
    expect: ['/server/enums'],
    area: 'server',
    source: 'mirumee/ariadne#293',
    kind: 'phrase',
  },
  {
    query: 'repair_schema_default_enum_values',
    expect: ['/server/enums', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#1136',
    kind: 'identifier',
  },

  // Server: answered first by Union types (/server/unions)
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

  // Server: answered first by Interface types (/server/interfaces)
  {
    query: 'interface shared resolvers',
    expect: ['/server/interfaces'],
    area: 'server',
    source: 'mirumee/ariadne#112',
    kind: 'phrase',
  },

  // Server: answered first by Subscriptions (/server/subscriptions)
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
  {
    query: 'subscription source',
    expect: ['/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#149',
    kind: 'phrase',
  },
  {
    query: 'test subscription',
    expect: ['/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#510',
    kind: 'phrase',
  },
  {
    query: 'subscription without resolver',
    expect: ['/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#514',
    kind: 'phrase',
  },

  // Server: answered first by Dataloaders (/server/dataloaders)
  {query: 'n+1 queries', expect: ['/server/dataloaders'], area: 'server', source: 'mirumee/ariadne#60', kind: 'phrase'},
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

  // Server: answered first by File uploads (/server/file-uploads)
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

  // Server: answered first by Documenting schema (/server/documenting-schema)
  {
    query: 'schema descriptions',
    expect: ['/server/documenting-schema'],
    area: 'server',
    source: 'mirumee/ariadne#54',
    kind: 'phrase',
  },

  // Server: answered first by Modularization (/server/modularization)
  {
    query: 'load schema from directory',
    expect: ['/server/modularization', '/server/api-reference'],
    area: 'server',
    source: 'mirumee/ariadne#62',
    kind: 'phrase',
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

  // Server: answered first by Schema directives (/server/schema-directives)
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

  // Server: answered first by Local development (/server/local-development)
  {
    query: 'run dev server',
    expect: ['/server/local-development'],
    area: 'server',
    source: 'mirumee/ariadne#68',
    kind: 'phrase',
  },
  {
    query: 'unit test resolvers',
    expect: ['/server/local-development'],
    area: 'server',
    source: 'mirumee/ariadne#206',
    kind: 'phrase',
  },

  // Server: answered first by Logging (/server/logging)
  {
    query: 'log errors',
    expect: ['/server/logging', '/server/error-messaging'],
    area: 'server',
    source: 'mirumee/ariadne#257',
    kind: 'phrase',
  },

  // Server: answered first by GraphQL explorers (/server/explorers)
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
  {
    query: 'graphiql options',
    expect: ['/server/explorers'],
    area: 'server',
    source: 'mirumee/ariadne#1117',
    kind: 'phrase',
  },
  {
    query: 'graphiql subscriptions',
    expect: ['/server/explorers'],
    area: 'server',
    source: 'mirumee/ariadne#1079',
    kind: 'phrase',
  },

  // Server: answered first by Apollo Federation (/server/apollo-federation)
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
  {
    query: 'async reference resolver',
    expect: ['/server/apollo-federation'],
    area: 'server',
    source: 'mirumee/ariadne#307',
    kind: 'phrase',
  },
  {
    query: 'composeDirective',
    expect: ['/server/apollo-federation'],
    area: 'server',
    source: 'mirumee/ariadne#1031',
    kind: 'identifier',
  },

  // Server: answered first by OpenTelemetry (/server/open-telemetry)
  {
    query: 'opentelemetry extension',
    expect: ['/server/open-telemetry'],
    area: 'server',
    source: 'mirumee/ariadne#649',
    kind: 'phrase',
  },

  // Server: answered first by OpenTracing (/server/open-tracing)
  {
    query: 'OpenTracingExtension',
    expect: ['/server/open-tracing'],
    area: 'server',
    source: 'mirumee/ariadne#173',
    kind: 'identifier',
  },

  // Server: answered first by Apollo Tracing (/server/apollo-tracing)
  {
    query: 'ApolloTracingExtension',
    expect: ['/server/apollo-tracing'],
    area: 'server',
    source: 'mirumee/ariadne#215',
    kind: 'identifier',
  },

  // Server: answered first by Security best practices (/server/security-overview)
  {
    query: 'query depth limit',
    expect: ['/server/security-overview'],
    area: 'server',
    source: 'mirumee/ariadne#911',
    kind: 'phrase',
  },
  {
    query: 'disable introspection',
    expect: ['/server/security-overview', '/server/query-validators'],
    area: 'server',
    source: 'mirumee/ariadne#358',
    kind: 'phrase',
  },

  // Server: answered first by ASGI application (/server/asgi)
  {
    query: 'context_value',
    expect: ['/server/asgi', '/server/resolvers'],
    area: 'server',
    source: 'mirumee/ariadne#843',
    kind: 'identifier',
  },
  {
    query: 'query over GET',
    expect: ['/server/asgi', '/server/security-overview'],
    area: 'server',
    source: 'mirumee/ariadne#123',
    kind: 'phrase',
  },

  // Server: answered first by WSGI application (/server/wsgi)
  {
    query: 'wsgi context environ',
    expect: ['/server/wsgi'],
    area: 'server',
    source: 'mirumee/ariadne#347',
    kind: 'phrase',
  },

  // Server: answered first by Django integration (/server/django-integration)
  {
    query: 'django async view',
    expect: ['/server/django-integration'],
    area: 'server',
    source: 'mirumee/ariadne#450',
    kind: 'phrase',
  },
  {
    query: 'django subscriptions',
    expect: ['/server/django-integration'],
    area: 'server',
    source: 'mirumee/ariadne#283',
    kind: 'phrase',
  },

  // Server: answered first by FastAPI integration (/server/fastapi-integration)
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

  // Server: answered first by Flask integration (/server/flask-integration)
  {
    query: 'flask example',
    expect: ['/server/flask-integration'],
    area: 'server',
    source: 'mirumee/ariadne#125',
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
    query: 'status code 400',
    expect: ['/server/flask-integration', '/server/fastapi-integration'],
    area: 'server',
    source: 'mirumee/ariadne#1320',
    kind: 'phrase',
  },

  // Server: answered first by Starlette integration (/server/starlette-integration)
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
    query: 'CORS',
    expect: ['/server/starlette-integration'],
    area: 'server',
    source: 'mirumee/ariadne#104',
    kind: 'phrase',
  },

  // Server: answered first by Extension system (/server/extensions)
  {
    query: 'extension context',
    expect: ['/server/extensions'],
    area: 'server',
    source: 'mirumee/ariadne#248',
    kind: 'phrase',
  },

  // Server: answered first by Middleware (/server/middleware)
  {
    query: 'middleware slow',
    expect: ['/server/middleware'],
    area: 'server',
    source: 'mirumee/ariadne#708',
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
    query: 'middleware ASGI app',
    expect: ['/server/middleware'],
    area: 'server',
    source: 'mirumee/ariadne#223',
    kind: 'phrase',
  },

  // Server: answered first by Query validators (/server/query-validators)
  {
    query: 'cost_validator',
    expect: ['/server/query-validators', '/server/security-overview'],
    area: 'server',
    source: 'mirumee/ariadne#185',
    kind: 'identifier',
  },

  // Server: answered first by Customizing Query Stack (/server/query-stack)
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
    query: 'execute query without server',
    expect: ['/server/query-stack', '/server/local-development'],
    area: 'server',
    source: 'mirumee/ariadne#458',
    kind: 'phrase',
  },

  // Server: answered first by API reference (/server/api-reference)
  {
    query: 'resolve_to',
    expect: ['/server/api-reference', '/server/resolvers'],
    area: 'server',
    source: 'mirumee/ariadne#21',
    kind: 'identifier',
  },

  // Server: answered first by ASGI handlers reference (/server/asgi-handlers-reference)
  {
    query: 'GraphQLTransportWSHandler',
    expect: ['/server/asgi-handlers-reference', '/server/subscriptions'],
    area: 'server',
    source: 'mirumee/ariadne#837',
    kind: 'identifier',
  },

  // Server: answered first by GraphQL Relay (/server/graphql-relay)
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

  // Client: answered first by Introduction (/client/intro)
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
    query: 'generated package dependencies',
    expect: ['/client/intro'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#353',
    kind: 'phrase',
  },

  // Client: answered first by Configuration (/client/configuration)
  {
    query: 'introspection ReadTimeout',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#320',
    kind: 'phrase',
  },
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
  {
    query: 'client_name',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#18',
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
    query: 'tool.ariadne-codegen',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#84',
    kind: 'identifier',
  },
  {
    query: 'command line strategy',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#365',
    kind: 'phrase',
  },
  {
    query: 'remote_schema_url',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#60',
    kind: 'identifier',
  },
  {
    query: 'fragments_module_name',
    expect: ['/client/configuration'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#143',
    kind: 'identifier',
  },
  {
    query: 'minimal configuration',
    expect: ['/client/configuration', '/client/intro'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#139',
    kind: 'phrase',
  },

  // Client: answered first by Using generated client (/client/using-generated-client)
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
  {
    query: 'aiohttp instead of httpx',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#268',
    kind: 'phrase',
  },
  {
    query: 'connection_ack',
    expect: ['/client/using-generated-client'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#255',
    kind: 'identifier',
  },

  // Client: answered first by Custom operation builder (/client/custom-operation-builder)
  {
    query: 'query builder without queries file',
    expect: ['/client/custom-operation-builder'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#132',
    kind: 'phrase',
  },
  {
    query: 'custom operation limitations',
    expect: ['/client/custom-operation-builder'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#302',
    kind: 'phrase',
  },

  // Client: answered first by Standard plugins (/client/plugins/standard-plugins)
  {
    query: 'unwrap single field result',
    expect: ['/client/plugins/standard-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#66',
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
    query: 'access query strings',
    expect: ['/client/plugins/standard-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#230',
    kind: 'phrase',
  },

  // Client: answered first by Custom plugins (/client/plugins/custom-plugins)
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
  {
    query: 'plugin configuration',
    expect: ['/client/plugins/custom-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#89',
    kind: 'phrase',
  },
  {
    query: 'generate_client_method',
    expect: ['/client/plugins/custom-plugins'],
    area: 'client',
    source: 'mirumee/ariadne-codegen#234',
    kind: 'identifier',
  },
];
