// The theme's SearchBar imports DocSearch's modal as a separate entry point;
// @docsearch/react ships no type declarations for that path.
declare module '@docsearch/react/modal';
