// The theme's SearchBar imports DocSearch's modal and styles as separate entry
// points; @docsearch/react ships no type declarations for those two paths.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
