import {describe, expect, it} from 'vitest';
import {editHref, issueHref, markdownHref} from '../../src/components/PageActions/links';
import {
  FEEDBACK_EVENT,
  STORAGE_PREFIX,
  rememberAnswer,
  sendAnswer,
  storedAnswer,
} from '../../src/components/PageFeedback/feedback';
import {SITE_REPOSITORY} from '../../src/site/constants';
import {repositoryUrlFrom} from '../../src/site/env';

const repository = {url: 'https://github.com/mirumee/ariadne', branch: 'main'};

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length(): number {
    return this.values.size;
  }
  clear(): void {
    this.values.clear();
  }
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

describe('page actions', () => {
  it('edits the source file of the page’s own version', () => {
    expect(editHref(repository, '@site/server_versioned_docs/version-0.19/scalars.md')).toBe(
      'https://github.com/mirumee/ariadne/edit/main/server_versioned_docs/version-0.19/scalars.md',
    );
    expect(editHref(repository, '@site/server/resolvers.md')).toBe(
      'https://github.com/mirumee/ariadne/edit/main/server/resolvers.md',
    );
    expect(editHref(repository, '@site/blog/2024-12-19-ariadne-0-24.md')).toBe(
      'https://github.com/mirumee/ariadne/edit/main/blog/2024-12-19-ariadne-0-24.md',
    );
  });

  it('reports a problem as a new issue with the page’s address, version and title', () => {
    const url = new URL(
      issueHref(repository, {
        url: 'https://ariadnegraphql.org/server/0.19/scalars',
        title: 'Custom scalars',
        version: '0.19',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/mirumee/ariadne/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs: Custom scalars');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('Page: https://ariadnegraphql.org/server/0.19/scalars');
    expect(body).toContain('Version: 0.19');
    expect(body).toContain('Title: Custom scalars');
    const post = new URL(issueHref(repository, {url: 'https://ariadnegraphql.org/blog/x', title: 'A & B'}));
    expect(post.searchParams.get('body')).not.toContain('Version:');
    expect(post.searchParams.get('title')).toBe('Docs: A & B');
  });

  it('links the Markdown at the page’s address plus .md', () => {
    expect(markdownHref('/server/0.19/scalars')).toBe('/server/0.19/scalars.md');
  });

  it('takes the repository from SITE_REPOSITORY_URL, the navbar’s repository by default, and refuses what is not an address', () => {
    expect(repositoryUrlFrom(undefined)).toBe(SITE_REPOSITORY.url);
    expect(SITE_REPOSITORY.url).toBe('https://github.com/mirumee/ariadne');
    expect(repositoryUrlFrom('https://github.com/someone/ariadne-website/')).toBe(
      'https://github.com/someone/ariadne-website',
    );
    for (const value of [
      'github.com/x/y',
      'ftp://example.com/repo',
      'https://github.com',
      'https://github.com/x/y?a=1',
    ]) {
      expect(() => repositoryUrlFrom(value)).toThrow(/SITE_REPOSITORY_URL must be the web address of a repository/);
    }
  });
});

describe('page feedback', () => {
  it('remembers an answer per page and clears a stored value that is not an answer', () => {
    const storage = new MemoryStorage();
    expect(storedAnswer(storage, '/server/intro')).toBeNull();
    rememberAnswer(storage, '/server/intro', 'no');
    expect(storedAnswer(storage, '/server/intro')).toBe('no');
    expect(storedAnswer(storage, '/server/resolvers')).toBeNull();
    storage.setItem(`${STORAGE_PREFIX}/server/resolvers`, '<img src=x onerror=alert(1)>');
    expect(storedAnswer(storage, '/server/resolvers')).toBeNull();
    expect(storage.getItem(`${STORAGE_PREFIX}/server/resolvers`)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new Error('denied');
    };
    broken.setItem = broken.getItem;
    expect(storedAnswer(broken, '/server/intro')).toBeNull();
    expect(() => rememberAnswer(broken, '/server/intro', 'yes')).not.toThrow();
  });

  it('sends the answer through gtag, and nothing without it', () => {
    const calls: unknown[][] = [];
    const sent = sendAnswer(
      {gtag: (...args) => calls.push(args)},
      {page: '/server/0.19/scalars', version: '0.19', answer: 'yes'},
    );
    expect(sent).toBe(true);
    expect(calls).toEqual([
      ['event', FEEDBACK_EVENT, {page_path: '/server/0.19/scalars', docs_version: '0.19', answer: 'yes'}],
    ]);
    expect(sendAnswer({}, {page: '/server/intro', version: '0.25', answer: 'no'})).toBe(false);
  });
});
