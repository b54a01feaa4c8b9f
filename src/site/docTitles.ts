/**
 * The `<title>` of docs pages. Every docs version has an "Introduction", a
 * "Resolvers" and so on, so the default "Introduction | Ariadne" was shared
 * by 25 pages. Titles name the area and version where they would otherwise
 * collide: "Introduction | Ariadne server 0.19", "Introduction | Ariadne
 * client next". The latest server release keeps the shortest form,
 * "Introduction | Ariadne", and the latest client release names its area
 * only: "Introduction | Ariadne client".
 */
export type TitledVersion = {readonly area: string; readonly label: string; readonly isLast: boolean};

/** What follows the page title and delimiter in a docs page's `<title>`. */
export function docTitleSuffix(siteTitle: string, version: TitledVersion, mainArea = 'server'): string {
  if (version.isLast) return version.area === mainArea ? siteTitle : `${siteTitle} ${version.area}`;
  return `${siteTitle} ${version.area} ${version.label}`;
}
