/**
 * translation-descriptions: the browser's JavaScript goes without the
 * `description` of the theme's translations.
 *
 * The theme's `translate({id, message, description})` calls and
 * `<Translate id description>` elements carry a sentence for translators that
 * nothing reads at run time, and every page downloaded them: some 2.6 KB of
 * text, about 1 KB gzip on a blog post's first visit. Once the browser bundle
 * is minified, and before the files' content hashes are worked out, this
 * plugin takes `description:"…"` out of every object that begins with a theme
 * translation id (`{id:"theme.…"`, or `{message:"…",id:"theme.…"`). A page's
 * own `description` (front matter, metadata) begins no such object and stays.
 * A minified browser build in which it takes out none fails, naming the
 * plugin: the theme or the minifier then writes them some other way.
 */
import type {Plugin} from '@docusaurus/types';

const NAME = 'translation-descriptions';
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const TRANSLATION_DESCRIPTION = new RegExp(
  String.raw`(\{(?:message:${STRING},)?id:"theme\.(?:[^"\\]|\\.)*"(?:,message:${STRING})?),description:${STRING}`,
  'g',
);

/** `code` without the descriptions of its theme translations, and how many were taken out. */
export function withoutTranslationDescriptions(code: string): {code: string; count: number} {
  let count = 0;
  const stripped = code.replace(TRANSLATION_DESCRIPTION, (_match, head: string) => {
    count += 1;
    return head;
  });
  return {code: stripped, count};
}

type Source = {source(): string | Buffer};
type Compilation = {
  hooks: {
    processAssets: {tap(options: {name: string; stage: number}, run: (assets: Record<string, Source>) => void): void};
  };
  updateAsset(name: string, source: unknown): void;
};
type Compiler = {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {RawSource: new (code: string) => unknown};
  };
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
};

/** The bundler plugin: after the minifier (which runs at the optimize-size stage), before the hashes. */
export class TranslationDescriptionsPlugin {
  apply(compiler: Compiler): void {
    const {Compilation: Stages, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Stages.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        (assets) => {
          let total = 0;
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.js')) continue;
            const {code, count} = withoutTranslationDescriptions(String(asset.source()));
            if (count === 0) continue;
            compilation.updateAsset(name, new sources.RawSource(code));
            total += count;
          }
          if (total === 0) {
            throw new Error(
              `${NAME}: no theme translation with a description in the browser's JavaScript; re-check plugins/translation-descriptions against @docusaurus/theme-classic and the minifier`,
            );
          }
        },
      );
    });
  }
}

export default function translationDescriptions(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // Only where the minifier runs (the browser bundle of a production build without --no-minify): the pattern is its output's.
      if (isServer || !config.optimization?.minimize) return {};
      return {plugins: [new TranslationDescriptionsPlugin() as never]};
    },
  };
}
