/**
 * Loaded before Prism: in a browser, Prism highlights every
 * `code[class*=language-]` on the page by itself unless told it is driven by
 * hand, and that would change the DOM React is about to hydrate.
 */
const scope = globalThis as unknown as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};
export {};
