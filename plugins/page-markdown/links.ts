/**
 * The links of a page's Markdown (./convert.ts): where each link of its
 * source points on the site. Used in the conversion worker (./convertWorker.cjs).
 */
import path from 'node:path';
import type {PageHeading} from './convert';

/** Makes a link of a page's source absolute: relative `.md` links become the address of the page they name. */
export function urlResolver(
  origin: string,
  page: {file: string; permalink: string},
  permalinkOfFile: ReadonlyMap<string, string>,
): (url: string) => string {
  return (url) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('#')) return `${origin}${page.permalink}${url}`;
    const [, target = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
    if (target.startsWith('/')) return `${origin}${target}${rest}`;
    if (/\.mdx?$/.test(target)) {
      const file = path.resolve(path.dirname(page.file), decodeURIComponent(target));
      const permalink = permalinkOfFile.get(file);
      if (!permalink) throw new Error(`page-markdown: ${page.file} links to ${url}, which is no page of the site.`);
      return `${origin}${permalink}${rest}`;
    }
    return new URL(url, `${origin}${page.permalink}`).href;
  };
}

/** What a page's Markdown is converted with (./convert.ts): its title, byline and links. */
export function pageHeading(
  origin: string,
  page: {file: string; permalink: string; title: string; byline?: string},
  permalinkOfFile: ReadonlyMap<string, string>,
): PageHeading {
  return {title: page.title, byline: page.byline, resolveUrl: urlResolver(origin, page, permalinkOfFile)};
}
