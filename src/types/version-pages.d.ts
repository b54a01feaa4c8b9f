/** The docs page titles written by plugins/version-pages: area id → page path → title. */
declare module '@version-pages/titles' {
  const titles: Record<string, Record<string, string>>;
  export default titles;
}
