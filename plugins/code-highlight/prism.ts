/**
 * Prism with the grammars the site's pages use, and no others. Grammars
 * register themselves on the global `Prism`, which prism-core sets.
 */
import './prism-manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-graphql';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-toml';
import 'prismjs/components/prism-yaml';

export default Prism;
