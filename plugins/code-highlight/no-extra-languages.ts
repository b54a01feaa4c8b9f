/**
 * Stands in for the theme's client module `prism-include-languages`, which
 * would import Prism into every page to let it load extra grammars by name.
 * Our grammars are imported once, in ./prism.ts, with the highlighter that
 * code blocks load when they need it; there is nothing to add on page load.
 */
export {};
