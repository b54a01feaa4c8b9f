/**
 * Loader that runs right after @docusaurus/mdx-loader on every docs page and
 * blog post, and splits the compiled page in two modules (see ./index.ts):
 *
 * - the page module, what the route loads: the page's data (front matter,
 *   title, metadata, assets, table of contents) and, as its default export,
 *   a deferred component (src/components/DeferredMarkdown/deferredContent.ts)
 *   that imports the body when it is needed;
 * - the body module (the same file with `mdx-body` in its query): the page's
 *   content, wrapped in the theme's MDX components provider.
 *
 * The server bundle gets the body in one module, as before: every page is
 * rendered whole. A page module whose data refers to anything of the body
 * (an import, a local name) is not split, and stays one module as well.
 *
 * The body module is not compiled a second time: when the page module is
 * built, the body's code is kept here, and the body request takes it in the
 * pitching phase, before @docusaurus/mdx-loader would compile the file again.
 * (A body module built without its page module, from a partial cache, is
 * compiled as usual.)
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */
'use strict';

const acorn = require('acorn');

const BODY_QUERY = 'mdx-body';
/** The compiled MDX content's default export, as @mdx-js/mdx 3 writes it. */
const MDX_DEFAULT = 'export default function MDXContent(';
const PROVIDER = '@theme/MDXContent';
const DEFERRED = '@site/src/components/DeferredMarkdown/deferredContent';

/**
 * The page's content with the theme's provider around it.
 *
 * @param {string} source mdx-loader's output
 * @param {string} resource for errors
 */
function bodyModule(source, resource) {
  const at = source.indexOf(MDX_DEFAULT);
  if (at < 0 || source.indexOf(MDX_DEFAULT, at + 1) >= 0) {
    throw new Error(
      `deferred-content: expected "${MDX_DEFAULT}" once in the compiled ${resource}; re-check plugins/deferred-content against the installed @docusaurus/mdx-loader`,
    );
  }
  return `${source.slice(0, at)}function MDXContent(${source.slice(at + MDX_DEFAULT.length)}
import __MDXProvider from ${JSON.stringify(PROVIDER)};
import {jsx as __jsx} from 'react/jsx-runtime';
export default function MDXBody(props) {
  return __jsx(__MDXProvider, {children: __jsx(MDXContent, {...props})});
}
`;
}

/** Names a node reads that are not its own: an identifier not used as a property name or a declared name. */
function foreignNames(node, declared) {
  const names = new Set();
  (function walk(value, parent, key) {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, parent, key);
      return;
    }
    if (value.type === 'Identifier') {
      const propertyName =
        (parent?.type === 'Property' && key === 'key' && !parent.computed) ||
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed);
      if (!propertyName && !declared.has(value.name)) names.add(value.name);
      return;
    }
    for (const [childKey, child] of Object.entries(value)) {
      if (childKey !== 'type' && childKey !== 'start' && childKey !== 'end') walk(child, value, childKey);
    }
  })(node, undefined, undefined);
  return names;
}

/** Where @mdx-js/mdx 3 starts the page's content, after every import and export of the page. */
const CONTENT_START = '\nfunction _createMdxContent(';

/**
 * The part of mdx-loader's output that holds the page's imports and exports:
 * the text before its content function, when the content exports nothing but
 * its default (the whole output otherwise). Parsing the content as well would
 * cost most of the time, for nothing the page module keeps.
 *
 * @param {string} source mdx-loader's output
 */
function declarationsPart(source) {
  const at = source.indexOf(CONTENT_START);
  if (at < 0) return source;
  let exports = 0;
  for (let from = at; (from = source.indexOf('\nexport ', from + 1)) >= 0;) exports += 1;
  return exports === 1 && source.includes(`\n${MDX_DEFAULT}`, at) ? source.slice(0, at) : source;
}

/** Names the page module's data may read: `require` of an asset. */
const ALLOWED = new Set(['require', 'undefined']);

/**
 * The page's data and a deferred default export, or undefined when the data
 * cannot be taken apart from the body.
 *
 * @param {string} source mdx-loader's output
 * @param {string} bodyRequest the body module's request
 */
function pageModule(source, bodyRequest) {
  const program = acorn.parse(declarationsPart(source), {ecmaVersion: 'latest', sourceType: 'module'});
  const kept = [];
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    if (node.source) {
      kept.push(source.slice(node.start, node.end));
      continue;
    }
    if (node.declaration?.type !== 'VariableDeclaration') return undefined;
    const declared = new Set(node.declaration.declarations.map((declarator) => declarator.id.name));
    const foreign = [...foreignNames(node.declaration, declared)].filter((name) => !ALLOWED.has(name));
    if (foreign.length > 0) return undefined;
    kept.push(source.slice(node.start, node.end));
  }
  return `${kept.join('\n')}
import {deferredContent as __deferredContent} from ${JSON.stringify(DEFERRED)};
const __Content = __deferredContent(() => import(${JSON.stringify(bodyRequest)}));
export default __Content;
`;
}

/** Body modules whose page module has been built, by body request, until the body request takes them. */
const bodies = new Map();

/** @this {{getOptions(): {server?: boolean}, resourcePath: string, resourceQuery: string}} */
function splitLoader(source) {
  const {server} = this.getOptions();
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const resource = this.resourcePath + this.resourceQuery;
  if (server || query.has(BODY_QUERY)) return bodyModule(source, resource);
  const bodyRequest = `${this.resourcePath}${this.resourceQuery ? `${this.resourceQuery}&` : '?'}${BODY_QUERY}`;
  const page = pageModule(source, bodyRequest);
  if (!page) return bodyModule(source, resource);
  bodies.set(bodyRequest, bodyModule(source, resource));
  return page;
}

/** @this {{getOptions(): {server?: boolean}, resourcePath: string, resourceQuery: string}} */
function pitch() {
  const resource = this.resourcePath + this.resourceQuery;
  const body = bodies.get(resource);
  if (body === undefined) return undefined;
  bodies.delete(resource);
  return body;
}

module.exports = splitLoader;
module.exports.pitch = pitch;
module.exports.bodyModule = bodyModule;
module.exports.pageModule = pageModule;
module.exports.declarationsPart = declarationsPart;
module.exports.MDX_DEFAULT = MDX_DEFAULT;
module.exports.BODY_QUERY = BODY_QUERY;
module.exports.PROVIDER = PROVIDER;
