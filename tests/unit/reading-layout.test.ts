/**
 * The rehype plugins that make tables and identifiers fit the content column:
 * plugins/rehype-fitting-tables and plugins/rehype-identifier-breaks, run
 * through the MDX compiler with the docs plugin's own heading and
 * table-of-contents steps, as the build runs them.
 */
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type {Pluggable, PluggableList} from 'unified';
import {describe, expect, it} from 'vitest';
// The MDX loader's own heading and TOC steps (internals, imported by path as the loader does).
import tocPlugin from '@docusaurus/mdx-loader/lib/remark/toc/index.js';
import headingsPlugin from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import rehypeFittingTables from '../../plugins/rehype-fitting-tables';
import rehypeIdentifierBreaks, {breakCodeInHtml, breakPieces} from '../../plugins/rehype-identifier-breaks';

/** The CommonJS build of a plugin, as default export or module. */
const unwrap = (module: unknown): Pluggable => ((module as {default?: Pluggable}).default ?? module) as Pluggable;

async function render(
  markdown: string,
  rehypePlugins: PluggableList = [rehypeFittingTables as Pluggable, rehypeIdentifierBreaks as Pluggable],
) {
  const output = await compile(
    {value: markdown, path: 'page.md'},
    {
      format: 'md',
      remarkPlugins: [
        remarkGfm,
        [unwrap(headingsPlugin), {anchorsMaintainCase: false}] as Pluggable,
        unwrap(tocPlugin),
      ],
      rehypePlugins,
    },
  );
  return String(output);
}

describe('identifier breaks', () => {
  it('splits identifiers between their words, keeping GraphQL whole', () => {
    expect(breakPieces('GraphQLTransportWSHandler')).toEqual(['GraphQL', 'Transport', 'WS', 'Handler']);
    expect(breakPieces('make_executable_schema')).toEqual(['make_', 'executable_', 'schema']);
    expect(breakPieces('ariadne.asgi.handlers')).toEqual(['ariadne.', 'asgi.', 'handlers']);
    expect(breakPieces('convert_names_case=True')).toEqual(['convert_', 'names_', 'case=', 'True']);
  });

  it('leaves short words and spaces alone', () => {
    expect(breakPieces('QueryType')).toEqual(['QueryType']);
    expect(breakPieces('a b')).toEqual(['a b']);
  });

  it('adds <wbr> in the code of TOC entries, never inside an entity', () => {
    expect(breakCodeInHtml('The <code>GraphQLHTTPHandler</code> class')).toBe(
      'The <code>GraphQL<wbr>HTTP<wbr>Handler</code> class',
    );
    expect(breakCodeInHtml('<code>&quot;graphql_transport_ws&quot;</code>')).toBe(
      '<code>&quot;graphql_<wbr>transport_<wbr>ws&quot;</code>',
    );
    expect(breakCodeInHtml('No code here: GraphQLHTTPHandler')).toBe('No code here: GraphQLHTTPHandler');
  });

  it("rewrites the docs plugin's toc export and the heading itself", async () => {
    const output = await render('## The `GraphQLTransportWSHandler` class\n\nText.\n');
    expect(output).toContain('"value": "The <code>GraphQL<wbr>Transport<wbr>WS<wbr>Handler</code> class"');
    expect(output).toMatch(/children: \["GraphQL", _jsx\(_components\.wbr/);
  });

  it('stops the build when the toc export is not where the MDX loader used to put it', async () => {
    const withoutToc = (tree: {children: {type: string}[]}) => {
      tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    };
    await expect(render('## A heading\n', [() => withoutToc, rehypeIdentifierBreaks as Pluggable])).rejects.toThrow(
      /rehype-identifier-breaks: headings but no `toc` export in page\.md/,
    );
  });

  it('leaves code blocks alone', async () => {
    const output = await render('```python\nfrom ariadne import make_executable_schema\n```\n');
    expect(output).not.toContain('wbr');
  });
});

describe('fitting tables', () => {
  const settings = [
    '| Key | Type | Default | What it does |',
    '| --- | --- | --- | --- |',
    '| `schema_path` | string | `""` | Path to the schema file, read when the client is generated and checked before anything is written. |',
    '| `plugins` | list of strings | `[]` | Plugins to load. |',
  ].join('\n');

  it('turns a settings table into stacked entries: name, type and default on one line, the description below', async () => {
    const output = await render(settings);
    expect(output).not.toContain('_components.table');
    expect(output).toContain('className: "entries"');
    expect(output.match(/className: "entry"/g)).toHaveLength(2);
    const entry = output.slice(output.indexOf('className: "entry"'));
    const dt = entry.indexOf('_components.dt');
    const dd = entry.indexOf('_components.dd');
    expect(dt).toBeGreaterThan(0);
    expect(dd).toBeGreaterThan(dt);
    // Type and default sit in the term, before the description.
    expect(entry.slice(dt, dd)).toContain('"Type"');
    expect(entry.slice(dt, dd)).toContain('"Default"');
    expect(entry.slice(dd)).toContain('Path to the schema file');
    expect(entry.slice(dd, dd + 300)).not.toContain('entry__label');
  });

  it('labels long columns that are not the description and keeps them below the name', async () => {
    const output = await render(
      [
        '| Hook | Called | Returns |',
        '| --- | --- | --- |',
        '| `process_schema(schema)` | Once, after loading the schema and before validating it against the queries. | `GraphQLSchema` |',
      ].join('\n'),
    );
    expect(output).toContain('className: "entry__detail"');
    expect(output).toMatch(/className: "entry__meta"[\s\S]*"Returns"/);
  });

  it('keeps other tables as tables, each body cell labelled with its column header', async () => {
    const output = await render(['| Request | Response |', '| --- | --- |', '| `GET /` | the explorer |'].join('\n'));
    expect(output).toContain('_components.table');
    expect(output).toContain('"data-label": "Request"');
    expect(output).toContain('"data-label": "Response"');
  });
});
