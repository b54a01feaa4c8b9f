/**
 * Turns a missing path into a search query: the last meaningful segment, with
 * separators as spaces, limited to the search box's 64 characters.
 * `/server/0.9.0/file-uploads.html` gives "file uploads".
 */
export const SEARCH_QUERY_MAX_LENGTH = 64;

export function searchWordsFromPath(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const segments = decoded
    .split('/')
    .map((segment) => segment.replace(/\.html?$/i, '').trim())
    .filter((segment) => segment !== '' && segment !== 'index' && !/^\d+(\.\d+)*$/.test(segment));
  const last = segments[segments.length - 1] ?? '';
  return last
    .replace(/[-_+.]+/g, ' ')
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX_LENGTH)
    .trim();
}
