import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EXIT, SKIP, visitParents} from 'unist-util-visit-parents';
import type {Node, Parent} from 'unist';
import {VISITOR_NAMES_MARK} from '../../plugins/patch-register/patches';

const ROOT = path.resolve(__dirname, '../..');
const PATCH = path.join(ROOT, 'patches/unist-util-visit-parents+6.1.0.patch');

type Tree = Node & {value?: string; children?: Tree[]};

const TREE: Tree = {
  type: 'root',
  children: [
    {type: 'heading', children: [{type: 'text', value: 'Schema'}]},
    {
      type: 'element',
      children: [
        {type: 'text', value: 'a'},
        {type: 'inlineCode', value: 'b'},
      ],
    },
    {type: 'list', children: [{type: 'listItem', children: [{type: 'text', value: 'c'}]}]},
    {type: 'thematicBreak'},
  ],
} as Tree;

describe('visitor-names', () => {
  it("walks a tree as the package's tests expect (SKIP, EXIT, reverse), with no stack frame named after the node", () => {
    const seen: string[] = [];
    const stacks: string[] = [];
    visitParents(TREE, (node: Tree, parents: Parent[]) => {
      stacks.push(new Error().stack ?? '');
      seen.push(`${node.type}@${parents.map((parent) => parent.type).join('/')}`);
      if (node.type === 'heading') return SKIP;
      if (node.type === 'listItem') return EXIT;
      return undefined;
    });
    visitParents(TREE, 'text', (node: Tree) => void seen.push(`reverse ${node.value}`), true);
    expect(seen).toEqual([
      'root@',
      'heading@root',
      'element@root',
      'text@root/element',
      'inlineCode@root/element',
      'list@root',
      'listItem@root/list',
      'reverse c',
      'reverse a',
      'reverse Schema',
    ]);
    // Unpatched, the frame of each node's visit function is named like `node (heading)`.
    expect(stacks.length).toBe(7);
    for (const stack of stacks) expect(stack).not.toMatch(/node \(/);
  });

  it('is the patch npm install applies, and the mark the patch register looks for is in it', () => {
    const patch = fs.readFileSync(PATCH, 'utf8');
    expect(patch).toContain("-      Object.defineProperty(visit, 'name', {");
    expect(patch).toContain(`+      ${VISITOR_NAMES_MARK}`);
    const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(packageJson.scripts.postinstall).toBe('patch-package --error-on-fail');
  });
});
