/**
 * Sidebar of the development version (next) of the server docs.
 * Released versions keep their own copy in server_versioned_sidebars/.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const category = (label: string, items: string[]) => ({type: 'category' as const, label, items});

const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    category('Docs', [
      'intro',
      'resolvers',
      'mutations',
      'inputs',
      'error-messaging',
      'case-conversion',
      'fragments',
      'scalars',
      'enums',
      'unions',
      'interfaces',
      'subscriptions',
      'dataloaders',
      'file-uploads',
      'documenting-schema',
      'modularization',
      'bindables',
      'schema-directives',
      'local-development',
      'logging',
      'explorers',
      'apollo-federation',
    ]),
    category('Monitoring', ['open-telemetry', 'open-tracing', 'apollo-tracing']),
    category('Security', [
      'security-overview',
      'hiding-field-suggestions',
      'disabling-stack-traces',
      'continuous-security-testing',
    ]),
    category('Servers', ['asgi', 'wsgi', 'aws-lambda']),
    category('Integrations', [
      'django-integration',
      'fastapi-integration',
      'flask-integration',
      'starlette-integration',
      'other-integrations',
    ]),
    category('Extensions', ['extensions', 'middleware', 'query-validators', 'query-stack']),
    category('API reference', [
      'api-reference',
      'asgi-reference',
      'asgi-handlers-reference',
      'constants-reference',
      'exceptions-reference',
      'types-reference',
      'wsgi-reference',
    ]),
    category('Other', ['logo']),
  ],
};

export default sidebars;
