/**
 * Which docs versions are still being written. A version listed here may hold
 * draft pages (front matter `draft_page: true`); every other version must be
 * complete, and the checks below hold it to that. Remove a version from this
 * list when its last draft is replaced.
 */
export const UNFINISHED_VERSIONS: Record<'server' | 'client', readonly string[]> = {
  server: ['0.24', '0.23', '0.22', '0.21', '0.20', '0.19', '0.18', '0.17', '0.16', '0.15', '0.14.0', '0.13.0', '0.12.0', '0.11.0', '0.10.0', '0.9.0', '0.8.0', '0.7.0', '0.6.0', '0.5.0', '0.4.0'],
  client: [],
};

/** A finished guide page has at least this many words of prose (code excluded). */
export const MIN_PROSE_WORDS = 150;

/** Markers of unfinished text. Upper-case markers match only in upper case (a to-do app is fine). */
export const PLACEHOLDER_MARKERS = /\b(TODO|TBD|FIXME|XXX)\b/;
export const PLACEHOLDER_PHRASES = /\b(lorem ipsum|coming soon|placeholder text|to be written|is being written)\b/i;
