/**
 * Sidebar of the development version (next) of the client docs.
 * Released versions keep their own copy in client_versioned_sidebars/.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro',
    'configuration',
    'using-generated-client',
    'step-by-step-example',
    'custom-operation-builder',
    {
      type: 'category',
      label: 'Plugins',
      items: ['plugins/standard-plugins', 'plugins/custom-plugins'],
    },
  ],
};

export default sidebars;
