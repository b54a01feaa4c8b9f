/**
 * The llms.txt files (https://llmstxt.org): an H1, a one-paragraph summary in
 * a blockquote, then H2 sections of `- [Title](url): description` links.
 */

export type LlmsLink = {title: string; url: string; description?: string};
export type LlmsSection = {title: string; links: LlmsLink[]};
export type LlmsFile = {title: string; summary: string; details?: string; sections: LlmsSection[]};

/** Text on one line, with the characters that would end a link title or start markup escaped. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return inline(text).replace(/([\\[\]])/g, '\\$1');
}

export function renderLlms(file: LlmsFile): string {
  const lines = [`# ${inline(file.title)}`, '', `> ${inline(file.summary)}`, ''];
  if (file.details) lines.push(inline(file.details), '');
  for (const section of file.sections) {
    if (section.links.length === 0) continue;
    lines.push(`## ${inline(section.title)}`, '');
    for (const link of section.links) {
      const description = link.description ? `: ${inline(link.description)}` : '';
      lines.push(`- [${linkText(link.title)}](${link.url})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** A whole docs version as one Markdown file: each page in reading order, with its address. */
export function renderFullText(
  file: {title: string; summary: string},
  pages: readonly {url: string; markdown: string}[],
): string {
  const parts = [`# ${inline(file.title)}\n\n> ${inline(file.summary)}\n`];
  for (const page of pages) {
    // Every page's own H1 starts its part; the source address follows it.
    const [heading = '', ...rest] = page.markdown.split('\n');
    parts.push([heading, '', `Source: <${page.url}>`, ...rest].join('\n').trimEnd() + '\n');
  }
  return parts.join('\n');
}
