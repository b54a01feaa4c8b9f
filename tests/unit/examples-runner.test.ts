// The example runner's reading of a page (scripts/examples/run.py): which operations it pairs with
// which block and result, and which files it hands ariadne-codegen for a client page. The runner
// itself needs library checkouts and is not run here; these are its pure functions, called
// through python3.
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const RUNNER_DIR = path.resolve(__dirname, '../../scripts/examples');

const FENCE = '```';
// Each check starts python3, which takes seconds on a loaded machine.
const PYTHON_CHECK = {timeout: 60_000};

function readPage(markdown: string, call: string): unknown {
  const program = [
    'import json, sys',
    `sys.path.insert(0, ${JSON.stringify(RUNNER_DIR)})`,
    'from run import codegen_setup, plan_page, read_blocks',
    'blocks = read_blocks(sys.stdin.read())',
    `print(json.dumps(${call}))`,
  ].join('\n');
  const output = execFileSync('python3', ['-c', program], {input: markdown, encoding: 'utf8'});
  return JSON.parse(output);
}

const clientPage = [
  `${FENCE}graphql schema`,
  'type Query { plant(sku: String!): String }',
  FENCE,
  '',
  `${FENCE}graphql`,
  'query GetPlant($sku: String!) { plant(sku: $sku) }',
  FENCE,
  '',
  `${FENCE}toml`,
  '[tool.ariadne-codegen]',
  'schema_path = "schema.graphql"',
  'queries_path = "ops.graphql"',
  'target_package_name = "nursery"',
  FENCE,
  '',
].join('\n');

describe('example runner: client pages', () => {
  it(
    'hands the settings, schema and operations blocks to ariadne-codegen under the names the settings give',
    PYTHON_CHECK,
    () => {
      expect(readPage(clientPage, 'codegen_setup(blocks)')).toEqual({
        'pyproject.toml':
          '[tool.ariadne-codegen]\nschema_path = "schema.graphql"\nqueries_path = "ops.graphql"\ntarget_package_name = "nursery"',
        'schema.graphql': 'type Query { plant(sku: String!): String }',
        'ops.graphql': 'query GetPlant($sku: String!) { plant(sku: $sku) }',
      });
    },
  );

  it('generates from the schema alone when the settings name no operations file', PYTHON_CHECK, () => {
    const page = clientPage.replace('queries_path = "ops.graphql"\n', 'enable_custom_operations = true\n');
    expect(Object.keys(readPage(page, 'codegen_setup(blocks)') as object).sort()).toEqual([
      'pyproject.toml',
      'schema.graphql',
    ]);
  });

  it(
    'generates nothing for a page without ariadne-codegen settings or whose files are not GraphQL files inside its folder',
    PYTHON_CHECK,
    () => {
      expect(
        readPage(clientPage.replace('[tool.ariadne-codegen]', '[tool.other]'), 'codegen_setup(blocks)'),
      ).toBeNull();
      expect(readPage(clientPage.replace('"ops.graphql"', '"../ops.graphql"'), 'codegen_setup(blocks)')).toBeNull();
      expect(readPage(clientPage.replace('"ops.graphql"', '"ops.txt"'), 'codegen_setup(blocks)')).toBeNull();
    },
  );
});

describe('example runner: operations and results', () => {
  const serverPage = [
    `${FENCE}python`,
    'schema = build()',
    FENCE,
    '',
    `${FENCE}graphql variables='{"sku": "F1"}'`,
    '{ plant(sku: $sku) }',
    FENCE,
    '',
    `${FENCE}json`,
    '{"data": {"plant": "Fern"}}',
    FENCE,
    '',
    `${FENCE}graphql norun="needs a database"`,
    '{ plants }',
    FENCE,
    '',
    `${FENCE}json`,
    '{"data": {"plants": []}}',
    FENCE,
  ].join('\n');

  it(
    'pairs a shown result with the block that built the schema, with its variables, and leaves out a norun operation',
    PYTHON_CHECK,
    () => {
      const plan = readPage(
        serverPage,
        '[{"line": e["block"].line, "operations": [[o["variables"], o["expected"]] for o in e["operations"]]} for e in plan_page(blocks)]',
      );
      expect(plan).toEqual([{line: 1, operations: [[{sku: 'F1'}, {data: {plant: 'Fern'}}]]}]);
    },
  );
});
