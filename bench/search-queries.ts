/**
 * Fixed query lists for the search benchmark. RELEVANCE pairs a query with the
 * page (or pages) a reader means by it; the benchmark counts how often one of
 * them is among the first three hits.
 */
export type RelevanceCase = {query: string; expect: string[]; context?: 'server' | 'client' | 'blog'};

export const RELEVANCE: RelevanceCase[] = [
  {query: 'subscriptions websocket', expect: ['/server/subscriptions']},
  {query: 'make_executable_schema', expect: ['/server/api-reference']},
  {query: 'QueryType', expect: ['/server/api-reference', '/server/resolvers']},
  {query: 'file upload', expect: ['/server/file-uploads']},
  {query: 'dataloader', expect: ['/server/dataloaders']},
  {query: 'custom scalar', expect: ['/server/scalars']},
  {query: 'enum values python', expect: ['/server/enums']},
  {query: 'union resolve type', expect: ['/server/unions']},
  {query: 'interface types', expect: ['/server/interfaces']},
  {query: 'mutation', expect: ['/server/mutations']},
  {query: 'input types', expect: ['/server/inputs']},
  {query: 'error formatter', expect: ['/server/error-messaging', '/server/api-reference']},
  {query: 'snake case names', expect: ['/server/case-conversion']},
  {query: 'convert_names_case', expect: ['/server/case-conversion', '/server/api-reference']},
  {query: 'fastapi', expect: ['/server/fastapi-integration']},
  {query: 'django view', expect: ['/server/django-integration']},
  {query: 'flask', expect: ['/server/flask-integration']},
  {query: 'starlette mount', expect: ['/server/starlette-integration']},
  {query: 'aws lambda', expect: ['/server/aws-lambda']},
  {query: 'opentelemetry', expect: ['/server/open-telemetry']},
  {query: 'opentracing', expect: ['/server/open-tracing']},
  {query: 'apollo federation', expect: ['/server/apollo-federation']},
  {query: 'graphiql explorer', expect: ['/server/explorers']},
  {query: 'disable introspection', expect: ['/server/security-overview', '/server/asgi-reference', '/server/asgi']},
  {query: 'query cost validator', expect: ['/server/query-validators']},
  {query: 'middleware', expect: ['/server/middleware']},
  {query: 'extension', expect: ['/server/extensions']},
  {query: 'schema directive visitor', expect: ['/server/schema-directives']},
  {query: 'load_schema_from_path', expect: ['/server/modularization', '/server/api-reference']},
  {query: 'relay connection', expect: ['/server/graphql-relay']},
  {query: 'stack trace', expect: ['/server/disabling-stack-traces']},
  {query: 'field suggestions', expect: ['/server/hiding-field-suggestions']},
  {query: 'GraphQLTransportWSHandler', expect: ['/server/asgi-handlers-reference']},
  {query: 'HttpBadRequestError', expect: ['/server/exceptions-reference']},
  {query: 'server sent events', expect: ['/server/subscriptions']},
  {query: 'apollo tracing', expect: ['/server/apollo-tracing']},
  {query: 'wsgi middleware', expect: ['/server/wsgi', '/server/wsgi-reference']},
  {query: 'pyproject settings', expect: ['/client/configuration'], context: 'client'},
  {query: 'plugin hooks', expect: ['/client/plugins/custom-plugins'], context: 'client'},
  {query: 'ShorterResultsPlugin', expect: ['/client/plugins/standard-plugins'], context: 'client'},
  {query: 'async client', expect: ['/client/using-generated-client', '/client/configuration'], context: 'client'},
  {query: 'ariadne 0.24', expect: ['/blog/2024/12/19/ariadne-0-24'], context: 'blog'},
];

/** Fifty queries typed into the modal for the latency figures: words, prefixes, identifiers, typos. */
export const LATENCY_QUERIES: string[] = [
  'schema', 'sche', 'resolver', 'resolv', 'make_executable_schema', 'make_exec', 'QueryType', 'querytyp',
  'subscription', 'subscriptions websocket', 'websocket', 'file upload', 'upload', 'dataloader', 'scalar',
  'custom scalar', 'enum', 'union', 'interface', 'mutation', 'input', 'error', 'error formatter', 'debug',
  'snake case', 'fastapi', 'django', 'flask', 'starlette', 'asgi', 'wsgi', 'lambda', 'opentelemetry', 'tracing',
  'federation', 'explorer', 'graphiql', 'playground', 'introspection', 'cost', 'validator', 'middleware',
  'extension', 'directive', 'relay', 'context value', 'root value', 'subscirption', 'resolvr', 'graphql',
];
