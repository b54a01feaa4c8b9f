import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import docsearchRender, {DOCSEARCH_MODULE, docsearchEntry} from '../../plugins/docsearch-render';

const require = createRequire(import.meta.url);
const {rewrite, ONCE_PER_OPENING, STATE_CHANGE, STATE_CHANGE_SLICED} =
  require('../../plugins/docsearch-render/loader.cjs') as {
    rewrite: (source: string) => string;
    ONCE_PER_OPENING: string[];
    STATE_CHANGE: string;
    STATE_CHANGE_SLICED: string;
  };
const DOCSEARCH = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

describe('docsearch-render loader', () => {
  it('turns each once-per-opening value of the installed DocSearch into a lazy useState initialiser', () => {
    const out = rewrite(DOCSEARCH);
    for (const expression of ONCE_PER_OPENING) {
      expect(out).not.toContain(`e.useRef(${expression}).current`);
      expect(out).toContain(`e.useState((function(){return ${expression}}))[0]`);
    }
    expect(out).not.toContain(STATE_CHANGE);
    expect(out).toContain(STATE_CHANGE_SLICED);
    // Nothing else changes: the output differs from the input only by the four rewrites.
    const growth =
      ONCE_PER_OPENING.length * ('e.useState((function(){return }))[0]'.length - 'e.useRef().current'.length) +
      STATE_CHANGE_SLICED.length -
      STATE_CHANGE.length;
    expect(out.length - DOCSEARCH.length).toBe(growth);
    expect(out.match(/getSelection\(\)/g)).toHaveLength(1);
  });

  it('fails the build, naming what is missing, when DocSearch changes', () => {
    const changed = DOCSEARCH.replace('__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_RECENTS__');
    expect(() => rewrite(changed)).toThrow(/no longer contains e\.useRef\(xr\(\{key:"__DOCSEARCH_RECENT_SEARCHES__"/);
    expect(() => rewrite(DOCSEARCH.replace(STATE_CHANGE, 'onStateChange:function(e){C(e.state)}'))).toThrow(
      /no longer contains onStateChange:function\(e\)\{B\(e\.state\)\} exactly once/,
    );
  });

  it('renders a state update as a transition only when no input, keyboard, pointer or focus event is handled', () => {
    const run = (event: unknown) => {
      const calls: string[] = [];
      const React = {startTransition: (update: () => void) => (calls.push('transition'), update())};
      const B = (state: unknown) => calls.push(`set ${String(state)}`);
      const handlers = new Function('e', 'B', 'window', 'MessageEvent', `return {${STATE_CHANGE_SLICED}}`)(
        React,
        B,
        {event},
        MessageEventLike,
      ) as {onStateChange: (change: {state: string}) => void};
      handlers.onStateChange({state: 'next'});
      return calls;
    };
    class MessageEventLike {}
    expect(run(undefined)).toEqual(['transition', 'set next']);
    expect(run(new MessageEventLike())).toEqual(['transition', 'set next']);
    expect(run({type: 'input'})).toEqual(['set next']);
  });
});

describe('docsearch-render plugin', () => {
  const siteWith = (manifest: object) => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-render-'));
    fs.mkdirSync(path.join(siteDir, 'node_modules/@docsearch/react'), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'node_modules/@docsearch/react/package.json'), JSON.stringify(manifest));
    return {siteDir} as LoadContext;
  };

  it('keys its loader to the file the bundler takes for the installed DocSearch', () => {
    expect(DOCSEARCH_MODULE.test(docsearchEntry(path.resolve(__dirname, '../..')))).toBe(true);
  });

  it('stops the build when DocSearch moves its module build, instead of never running the loader', () => {
    expect(() => docsearchRender(siteWith({module: 'dist/esm/index.mjs'}))).toThrow(/does not match/);
    expect(() => docsearchRender(siteWith({module: 'dist/esm/index.js', exports: {'.': './x.js'}}))).toThrow(
      /declares `exports`/,
    );
    expect(docsearchRender(siteWith({module: 'dist/esm/index.js'})).name).toBe('docsearch-render');
  });
});
