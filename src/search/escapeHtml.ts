/**
 * Text made safe to put in HTML. A module of its own because the search bar,
 * which every page loads, needs it (./docSearchStorage.ts) and nothing else of
 * the search code: importing it from ./highlight.ts brought the tokenizer and
 * its stemmer into every page's first load.
 */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
