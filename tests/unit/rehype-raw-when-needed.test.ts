import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import {unified, type Processor} from 'unified';
import {VFile} from 'vfile';
import rehypeRawWhenNeeded, {asParsed} from '../../plugins/rehype-raw-when-needed';

/** rehype-raw as the engine adds it to a Markdown page's processor (@docusaurus/mdx-loader's processor.js). */
const ENGINE_REHYPE_RAW = [
  rehypeRaw,
  {passThrough: ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm']},
];

/** Without raw HTML: a tight list whose item has text and a nested list (two adjacent text nodes), a table, a footnote. */
const PLAIN = `# Tracing

A span per field. Its attributes are:

- \`component\`: the name. Its keys are:
  - \`graphql.operation.name\`
  - \`graphql.parentType\`
- the path

- [x] done
- [ ] not yet

| Option | Default |
| :----- | ------: |
| \`max_size\` | ~~none~~ 10 MB |

A note[^1], and www.example.com.

[^1]: The footnote.
`;

/** Compiles a Markdown page with the engine's rehype-raw, and the plugin first when `withPlugin`; also counts rehype-raw's runs. */
async function compileMarkdown(value: string, withPlugin: boolean) {
  let runs = 0;
  const counted = function (this: Processor, options: unknown) {
    const transform = (ENGINE_REHYPE_RAW[0] as typeof rehypeRaw).call(this, options as never);
    return (...args: Parameters<typeof transform>) => {
      runs += 1;
      return transform(...args);
    };
  };
  // Known by the name of the engine's rehype-raw.
  Object.defineProperty(counted, 'name', {value: 'rehypeRaw'});
  const output = await compile(new VFile({value, path: '/site/page.md'}), {
    format: 'md',
    remarkPlugins: [...(withPlugin ? [rehypeRawWhenNeeded] : []), remarkGfm],
    rehypePlugins: [[counted, ENGINE_REHYPE_RAW[1]]] as never,
  });
  return {code: String(output), runs};
}

describe('rehype-raw-when-needed', () => {
  it('compiles a page without raw HTML to the same module as rehype-raw does, without running it', async () => {
    const always = await compileMarkdown(PLAIN, false);
    const whenNeeded = await compileMarkdown(PLAIN, true);
    expect(always.runs).toBe(1);
    expect(whenNeeded.runs).toBe(0);
    expect(whenNeeded.code).toBe(always.code);
  });

  it('still runs rehype-raw on a page with raw HTML, which then becomes elements', async () => {
    const page =
      'Press <kbd>Ctrl</kbd> and <kbd>K</kbd>.\n\n<details><summary>More</summary>\n\nHidden text.\n\n</details>\n';
    const always = await compileMarkdown(page, false);
    const whenNeeded = await compileMarkdown(page, true);
    expect(whenNeeded.runs).toBe(1);
    expect(whenNeeded.code).toBe(always.code);
    expect(whenNeeded.code).toContain('_components.kbd');
    expect(whenNeeded.code).toContain('_components.details');
  });

  it('joins each run of adjacent text nodes, keeping the span of the run, and gives a true data attribute no value', () => {
    const at = (offset: number) => ({line: 1, column: offset + 1, offset});
    const tree = {
      type: 'root',
      children: [
        {type: 'text', value: 'Its keys are:', position: {start: at(0), end: at(13)}},
        {type: 'text', value: '\n', position: {start: at(13), end: at(14)}},
        {
          type: 'element',
          properties: {dataFootnoteRef: true, disabled: true},
          children: [
            {type: 'text', value: 'a'},
            {type: 'text', value: 'b'},
          ],
        },
        {type: 'text', value: 'end'},
      ],
    };
    expect(asParsed(tree)).toEqual({
      type: 'root',
      children: [
        {type: 'text', value: 'Its keys are:\n', position: {start: at(0), end: at(14)}},
        {
          type: 'element',
          properties: {dataFootnoteRef: '', disabled: true},
          children: [{type: 'text', value: 'ab', position: undefined}],
        },
        {type: 'text', value: 'end'},
      ],
    });
  });

  it('stops the build, saying why, when the processor has no list of plugins', () => {
    const processor = Object.assign(unified(), {attachers: undefined}) as unknown as Processor;
    expect(() => rehypeRawWhenNeeded.call(processor)).toThrow(
      "rehype-raw-when-needed: the processor has no list of plugins (unified's `attachers`)",
    );
  });
});
