/** What the content checks hold every page to. */

/** A finished guide page has at least this many words of prose (code excluded). */
export const MIN_PROSE_WORDS = 150;

/** Markers of unfinished text. Upper-case markers match only in upper case (a to-do app is fine). */
export const PLACEHOLDER_MARKERS = /\b(TODO|TBD|FIXME|XXX)\b/;
export const PLACEHOLDER_PHRASES = /\b(lorem ipsum|coming soon|placeholder text|to be written|is being written)\b/i;
