/**
 * DocSearch keeps recent and favorite searches in localStorage and trusts what
 * it finds there: a value that is not a JSON array of hits (left by an older
 * version, another app on the same origin, or a hand edit) makes the modal
 * throw and takes the page down with it. This keeps only well-formed entries.
 */
const KEYS = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

function isStoredHit(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const hit = value as {objectID?: unknown; url?: unknown; hierarchy?: unknown};
  return (
    typeof hit.objectID === 'string' &&
    typeof hit.url === 'string' &&
    !!hit.hierarchy &&
    typeof hit.hierarchy === 'object'
  );
}

export function sanitizeDocSearchStorage(
  indexName: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!storage) return;
  for (const prefix of KEYS) {
    const key = `${prefix}${indexName}`;
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = null;
      }
      if (!Array.isArray(parsed)) {
        storage.removeItem(key);
        continue;
      }
      const valid = parsed.filter(isStoredHit);
      if (valid.length !== parsed.length) storage.setItem(key, JSON.stringify(valid));
    } catch {
      // Storage may be unavailable (private mode, disabled cookies): DocSearch copes with that itself.
    }
  }
}
