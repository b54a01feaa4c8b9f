/**
 * The addresses behind a page's actions: its Markdown, its source file in the
 * site's repository, and a new issue about it. Kept apart from the component so
 * they are tested without a browser.
 */
export type SiteRepository = {url: string; branch: string};

export {markdownHref} from './markdown';

/** The page's source file (`@site/server_versioned_docs/version-0.19/scalars.md`) opened for editing. */
export function editHref(repository: SiteRepository, source: string): string {
  const file = source.replace(/^@site\//, '');
  return `${repository.url}/edit/${repository.branch}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** A new issue in the repository, prefilled with the page's address, version and title. */
export function issueHref(repository: SiteRepository, page: {url: string; title: string; version?: string}): string {
  const body = [
    `Page: ${page.url}`,
    ...(page.version ? [`Version: ${page.version}`] : []),
    `Title: ${page.title}`,
    '',
    'What is wrong or missing:',
    '',
  ].join('\n');
  const query = new URLSearchParams({title: `Docs: ${page.title}`, body});
  return `${repository.url}/issues/new?${query.toString()}`;
}
