/**
 * A shorter form of the docs plugin's global data, and its expansion back.
 *
 * Every page's JavaScript carries the global data, and for each docs version
 * it lists every page as `{id, path, sidebar}`: some 1,200 entries here, most
 * of them `{id, path: <version path>/<id>, sidebar: <the version's sidebar>}`.
 * The short form writes such an entry as its id alone; any other entry stays
 * as it is. The browser expands it back before anything reads it, so the
 * theme sees exactly the data the plugin wrote.
 */

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

type Doc = {id: string; path: string; sidebar?: string};
/** A docs version of the global data; its other fields pass through unchanged. */
type Version = {path: string; docs: Doc[]};
type ShortVersion = {path: string; docs: (string | Doc)[]; docSidebar?: string};
type GlobalData = Record<string, Record<string, unknown>>;

const docPath = (versionPath: string, id: string) => `${versionPath.replace(/\/$/, '')}/${id}`;

/** The sidebar most of a version's pages are in. */
function usualSidebar(docs: Doc[]): string | undefined {
  const counts = new Map<string, number>();
  for (const doc of docs) if (doc.sidebar) counts.set(doc.sidebar, (counts.get(doc.sidebar) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function shortVersion(version: Version): ShortVersion {
  const docSidebar = usualSidebar(version.docs);
  const docs = version.docs.map((doc) => {
    const usual =
      Object.keys(doc).join() === 'id,path,sidebar' &&
      doc.path === docPath(version.path, doc.id) &&
      doc.sidebar === docSidebar;
    return usual ? doc.id : doc;
  });
  return {...version, docs, docSidebar};
}

function expandVersion({docSidebar, ...version}: ShortVersion): Version {
  return {
    ...version,
    docs: version.docs.map((doc) =>
      typeof doc === 'string' ? {id: doc, path: docPath(version.path, doc), sidebar: docSidebar} : doc,
    ),
  };
}

function mapDocsVersions<From, To>(data: GlobalData, map: (version: From) => To): GlobalData {
  const instances = data[DOCS_PLUGIN];
  if (!instances) return data;
  const mapped = Object.fromEntries(
    Object.entries(instances).map(([id, instance]) => {
      const {versions} = instance as {versions: From[]};
      return [id, {...(instance as object), versions: versions.map(map)}];
    }),
  );
  return {...data, [DOCS_PLUGIN]: mapped};
}

export function shortenGlobalData(data: GlobalData): GlobalData {
  return mapDocsVersions<Version, ShortVersion>(data, shortVersion);
}

export function expandGlobalData(data: GlobalData): GlobalData {
  return mapDocsVersions<ShortVersion, Version>(data, expandVersion);
}
