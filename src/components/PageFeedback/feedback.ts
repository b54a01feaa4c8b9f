/**
 * "Was this page helpful?": the answer remembered per page in localStorage and
 * sent as an analytics event through the Google tag, when the site has one
 * (plugins/analytics defines `window.gtag` only with a tracking id).
 */
export type Answer = 'yes' | 'no';

export const STORAGE_PREFIX = 'page-feedback:';
export const FEEDBACK_EVENT = 'page_feedback';

export type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

/** The stored answer for a page; a stored value that is not an answer is removed. */
export function storedAnswer(storage: Storage, page: string): Answer | null {
  try {
    const value = storage.getItem(STORAGE_PREFIX + page);
    if (value === 'yes' || value === 'no') return value;
    if (value !== null) storage.removeItem(STORAGE_PREFIX + page);
  } catch {
    // Storage refused (private mode, quota, disabled): the question shows again.
  }
  return null;
}

export function rememberAnswer(storage: Storage, page: string, answer: Answer): void {
  try {
    storage.setItem(STORAGE_PREFIX + page, answer);
  } catch {
    // Not remembered; the answer is still sent.
  }
}

/** Sends the answer as an analytics event; without the Google tag nothing is sent. */
export function sendAnswer(target: {gtag?: Gtag}, event: {page: string; version: string; answer: Answer}): boolean {
  if (typeof target.gtag !== 'function') return false;
  target.gtag('event', FEEDBACK_EVENT, {page_path: event.page, docs_version: event.version, answer: event.answer});
  return true;
}
