/**
 * Ejected: the theme's version loads extra Prism grammars by name at run
 * time, which pulls Prism's whole component catalogue into every page's
 * JavaScript. Our grammars are imported once, by name, in
 * plugins/code-highlight/prism.ts, so there is nothing to add here.
 */
export default function prismIncludeLanguages(): void {}
