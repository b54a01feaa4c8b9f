/** The version a `?compare=` value names (src/site/pageCompare.ts), among the versions that have the page. */
type Named = {readonly name: string; readonly label: string};

/** By label (`0.18`, `next`) or docs plugin name (`current`); anything else names none. */
export function compareTarget<V extends Named>(versions: readonly V[], value: string | null): V | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return versions.find((version) => version.label.toLowerCase() === wanted || version.name.toLowerCase() === wanted);
}
