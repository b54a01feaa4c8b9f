/** The README's patch table sits between these two comments. */
const START = '<!-- patch table: npm run patches -->';
const END = '<!-- end of patch table -->';

export const README_TABLE = {
  /** The table as the README has it, or undefined when the markers are missing. */
  read(readme: string): string | undefined {
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    if (start < 0 || end < start) return undefined;
    return readme.slice(start + START.length, end).trim();
  },
  /** The README with its table replaced; throws when the markers are missing. */
  replace(readme: string, table: string): string {
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    if (start < 0 || end < start) throw new Error(`README.md has no "${START}" … "${END}" markers`);
    return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
  },
};
