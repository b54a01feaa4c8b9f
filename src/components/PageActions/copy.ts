/**
 * The "Copy page" work, a chunk of its own that PageActions loads when the
 * reader points at, touches or focuses the button: fetches the page's
 * Markdown (once) and puts it on the clipboard.
 */
const texts = new Map<string, Promise<string>>();

/** The Markdown at `href`, fetched once per page and kept while it is being copied. */
export function markdownText(href: string): Promise<string> {
  let text = texts.get(href);
  if (!text) {
    text = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return response.text();
    });
    text.catch(() => texts.delete(href));
    texts.set(href, text);
  }
  return text;
}

/**
 * Copies the Markdown. With ClipboardItem the clipboard write starts at once, in
 * the click, and waits for the text: browsers that allow a write only during
 * the reader's gesture (Safari) accept it that way.
 */
export async function copyMarkdown(href: string): Promise<void> {
  const text = markdownText(href);
  if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}
