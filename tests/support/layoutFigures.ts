/**
 * What the layout test (tests/browser/reading-layout.spec.ts) and the layout
 * bench (bench/layout.ts) measure on a docs page, in one pass inside the page:
 * tables against the content column, code blocks that scroll sideways, the
 * page's own sideways overflow and where the current sidebar link sits.
 */
import {docRoutes, type AreaName, type DocRoute} from './site';

export type PageFigures = {
  /** Width of the content column (the article's Markdown body), in CSS pixels. */
  column: number;
  tables: number;
  /** Tables (or stacked entry lists) whose content is wider than the column or than their own box. */
  wideTables: {index: number; width: number}[];
  codeBlocks: number;
  /** Code blocks that scroll sideways, with the first line that does not fit. */
  scrollingCode: {index: number; overflow: number; line: string}[];
  /** True when the page itself scrolls sideways. */
  pageOverflows: boolean;
  /** The current page's link in the desktop sidebar: null when the sidebar is not shown. */
  sidebarLink: {top: number; bottom: number; viewport: number} | null;
};

/**
 * Runs in the page (passed to `page.evaluate`), so it uses nothing from this module's scope.
 */
export function measurePage(): PageFigures {
  const markdown = document.querySelector<HTMLElement>('article .markdown');
  const column = markdown?.clientWidth ?? 0;
  const tables = [...(markdown?.querySelectorAll<HTMLElement>('table, dl.entries') ?? [])];
  const wideTables = tables
    .map((table, index) => ({index, width: Math.max(table.scrollWidth, table.getBoundingClientRect().width)}))
    .filter(({width}, index) => width > column + 1 || tables[index]!.scrollWidth > tables[index]!.clientWidth + 1);
  const blocks = [...(markdown?.querySelectorAll<HTMLElement>('pre') ?? [])];
  const scrollingCode = blocks.flatMap((pre, index) => {
    const overflow = pre.scrollWidth - pre.clientWidth;
    if (overflow <= 1) return [];
    const lineElements = [...pre.querySelectorAll('.token-line')];
    const lines = lineElements.length
      ? lineElements.map((line) => line.textContent ?? '')
      : (pre.textContent ?? '').split('\n');
    const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
    return [{index, overflow, line: longest}];
  });
  const link = document.querySelector<HTMLElement>('.theme-doc-sidebar-menu a[aria-current="page"]');
  const rect = link && link.getClientRects().length > 0 ? link.getBoundingClientRect() : null;
  return {
    column,
    tables: tables.length,
    wideTables,
    codeBlocks: blocks.length,
    scrollingCode,
    pageOverflows: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
    sidebarLink: rect ? {top: rect.top, bottom: rect.bottom, viewport: window.innerHeight} : null,
  };
}

/** Every docs page of one version of one area. */
export function versionRoutes(area: AreaName, version: string): DocRoute[] {
  return docRoutes().filter((route) => route.area === area && route.version === version);
}

/** The widths the layout is held to: a desktop and a phone. */
export const LAYOUT_VIEWPORTS = [
  {width: 1280, height: 900},
  {width: 390, height: 844},
] as const;

/** At most this share of a version's code blocks may scroll sideways at 1280 px. */
export const SCROLLING_CODE_BUDGET = 0.05;
