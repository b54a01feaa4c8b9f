/**
 * Which docs versions are still being written. A version listed here may hold
 * draft pages (front matter `draft_page: true`); every other version must be
 * complete, and the checks below hold it to that. Remove a version from this
 * list when its last draft is replaced.
 */
export const UNFINISHED_VERSIONS: Record<'server' | 'client', readonly string[]> = {
  server: [],
  client: [],
};

/** A finished guide page has at least this many words of prose (code excluded). */
export const MIN_PROSE_WORDS = 150;

/** Markers of unfinished text. Upper-case markers match only in upper case (a to-do app is fine). */
export const PLACEHOLDER_MARKERS = /\b(TODO|TBD|FIXME|XXX)\b/;
export const PLACEHOLDER_PHRASES = /\b(lorem ipsum|coming soon|placeholder text|to be written|is being written)\b/i;
