import {describe, expect, it} from 'vitest';
import {retargetSwcLoaders, serverTarget} from '../../plugins/server-js-target';

const swc = (targets: unknown) => ({loader: 'builtin:swc-loader', options: {env: {targets}, jsc: {}}});

describe('server-js-target', () => {
  it('targets the running major version of Node.js', () => {
    expect(serverTarget('20.20.2')).toBe('node 20');
    expect(serverTarget()).toBe(`node ${process.versions.node.split('.')[0]}`);
  });

  it("retargets each SWC loader of the server's rules, in copies of the rules it changes", () => {
    const shared = {test: /\.mdx?$/, use: [swc(['node 20.20.2']), {loader: 'mdx-loader'}]};
    const rules: unknown[] = [
      {test: /\.css$/, use: ['css-loader']},
      {oneOf: [{test: /\.[jt]sx?$/, use: [swc(['node 20.20.2'])]}]},
      shared,
    ];
    expect(retargetSwcLoaders(rules, 'node 20')).toBe(2);
    const js = (rules[1] as {oneOf: {use: ReturnType<typeof swc>[]}[]}).oneOf[0].use[0];
    const mdx = (rules[2] as {use: ReturnType<typeof swc>[]}).use[0];
    expect(js.options.env.targets).toEqual(['node 20']);
    expect(mdx.options.env.targets).toEqual(['node 20']);
    expect(mdx.options.jsc).toEqual({});
    // The rule another compiler may hold is left as it was.
    expect(shared.use[0]).toEqual(swc(['node 20.20.2']));
    expect(rules[0]).toEqual({test: /\.css$/, use: ['css-loader']});
  });

  it('fails when the engine gives the loader a target it does not know', () => {
    expect(() => retargetSwcLoaders([{use: [swc('defaults')]}], 'node 20')).toThrow(/server-js-target/);
    expect(() => retargetSwcLoaders([{use: [swc(['node 20', 'chrome 120'])]}], 'node 20')).toThrow(/server-js-target/);
  });
});
