/** The search modal's layout of hits, their markup, and its stored searches (src/theme/SearchBar/LocalModal.tsx). */
import {describe, expect, it} from 'vitest';
import {displayOrder, groupHits, type GroupableHit} from '../../src/search/modalGroups';
import {hitGroupsMarkup, seeAllMarkup, titleAndPath, type ListedHit} from '../../src/theme/SearchBar/hitsMarkup';
import {readStoredSearches, withSearchFirst, type StoredSearch} from '../../src/search/docSearchStorage';

type TestHit = GroupableHit & ListedHit;

function hit(
  objectID: string,
  lvl0: string,
  lvl1: string,
  type: TestHit['type'],
  extra: Partial<TestHit> = {},
): TestHit {
  return {
    objectID,
    url: `/server/${objectID}`,
    type,
    hierarchy: {
      lvl0,
      lvl1,
      lvl2: type === 'lvl2' ? `${lvl1} section` : null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: type === 'content' ? 'Some text' : null,
    ...extra,
  };
}

describe('modal groups', () => {
  it('groups by category in order of first hit, five at most, a page’s hits together', () => {
    const hits = [
      hit('a1', 'Docs', 'A', 'lvl1'),
      hit('p1', 'Blog', 'Post', 'lvl1'),
      hit('b2', 'Docs', 'B', 'lvl2'),
      hit('a2', 'Docs', 'A', 'content'),
      hit('a3', 'Docs', 'A', 'lvl2'),
      hit('c1', 'Docs', 'C', 'lvl1'),
      hit('d1', 'Docs', 'D', 'lvl1'),
    ];
    const groups = groupHits(hits);
    expect(groups.map((group) => group.title)).toEqual(['Docs', 'Blog']);
    expect(groups[0]?.items.map((item) => item.hit.objectID)).toEqual(['a1', 'a2', 'a3', 'b2', 'c1']);
    // Sections of A hang under A's hit; the line goes on from a2 to a3 and stops at a3; B has no page hit.
    expect(groups[0]?.items.map((item) => [item.parent?.objectID ?? null, item.treeContinues])).toEqual([
      [null, false],
      ['a1', true],
      ['a1', false],
      [null, false],
      [null, false],
    ]);
    expect(displayOrder(hits).map((one) => one.objectID)).toEqual(['a1', 'a2', 'a3', 'b2', 'c1', 'p1']);
  });

  it('groups by the category’s text without highlighting', () => {
    const marked = hit('a1', 'Docs', 'A', 'lvl1', {
      _highlightResult: {hierarchy: {lvl0: {value: '<mark>Docs</mark>'}}},
    });
    expect(groupHits([marked, hit('a2', 'Docs', 'B', 'lvl1')]).map((group) => group.title)).toEqual(['Docs']);
  });
});

describe('hits markup', () => {
  it('shows a page over its text, a section or passage over its page, snippets first', () => {
    expect(titleAndPath(hit('a', 'Docs', 'Page', 'lvl1'))).toEqual(['Page', '']);
    expect(titleAndPath(hit('b', 'Docs', 'Page', 'lvl2'))).toEqual(['Page section', 'Page']);
    const passage = hit('c', 'Docs', 'Page', 'content', {_snippetResult: {content: {value: '… <mark>text</mark> …'}}});
    expect(titleAndPath(passage)).toEqual(['… <mark>text</mark> …', 'Page']);
  });

  it('numbers options in display order and escapes addresses and labels', () => {
    const groups = groupHits([
      hit('a1', 'Docs', 'A', 'lvl1', {url: '/server/a?x="><script>', docusaurus_tag: 'docs-server-0.25'}),
      hit('a2', 'Docs', 'A', 'lvl2'),
      hit('p1', 'Blog', 'Post', 'lvl1'),
    ]);
    const {now: markup, later} = hitGroupsMarkup(groups, (tag) => (tag ? '<b>Server</b>' : null));
    expect(later).toEqual([]);
    expect([...markup.matchAll(/id="docsearch-item-(\d+)"/g)].map((match) => match[1])).toEqual(['0', '1', '2']);
    expect(markup).toContain('href="/server/a?x=&quot;&gt;&lt;script&gt;"');
    expect(markup).toContain('<span class="local-search-hit-area">&lt;b&gt;Server&lt;/b&gt;</span>');
    expect(markup).not.toContain('<script>');
    expect(markup.match(/DocSearch-Hit--Child/g)).toHaveLength(1);
    expect(markup.match(/<ul role="listbox"/g)).toHaveLength(2);
    // The enter icon is the active hit's only, added when it becomes active.
    expect(markup).not.toContain('DocSearch-Hit-Select-Icon');
    expect(markup.match(/<div class="DocSearch-Hit-action"><\/div>/g)).toHaveLength(3);
  });

  it('keeps aside the rows and groups that start below the height shown at once, never the first row', () => {
    const groups = groupHits([
      hit('a1', 'Docs', 'A', 'lvl1'),
      hit('b1', 'Docs', 'B', 'lvl1'),
      hit('c1', 'Docs', 'C', 'lvl1'),
      hit('p1', 'Blog', 'Post', 'lvl1'),
    ]);
    const items = (markup: string) => [...markup.matchAll(/id="docsearch-item-(\d+)"/g)].map((match) => match[1]);
    // A group's title is 40 px high and a row 60: within 130 px, the rows at 40 and 100 start.
    const cut = hitGroupsMarkup(groups, () => null, 130);
    expect(items(cut.now)).toEqual(['0', '1']);
    expect(cut.later.map((piece) => [piece.list, items(piece.markup)])).toEqual([
      ['docsearch-list-0', ['2']],
      [null, ['3']],
    ]);
    expect(cut.later[1]?.markup).toMatch(/^<section class="DocSearch-Hits">.*<\/section>$/);
    expect(items(hitGroupsMarkup(groups, () => null, 0).now)).toEqual(['0']);
    expect(hitGroupsMarkup(groups, () => null).later).toEqual([]);
  });

  it('escapes the link to the search page', () => {
    expect(seeAllMarkup('/search?q=a"b&server=0.25', 'See all <3> results')).toBe(
      '<section class="DocSearch-HitsFooter"><a href="/search?q=a&quot;b&amp;server=0.25">See all &lt;3&gt; results</a></section>',
    );
  });
});

describe('stored searches', () => {
  function storageWith(values: Record<string, string>): Storage {
    const map = new Map(Object.entries(values));
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
      clear: () => map.clear(),
      key: () => null,
      length: map.size,
    };
  }

  it('reads well-formed entries as text, and nothing from corrupt or failing storage', () => {
    const storage = storageWith({
      __DOCSEARCH_RECENT_SEARCHES__idx: JSON.stringify([
        {objectID: '1', url: '/server/intro', type: 'lvl1', hierarchy: {lvl1: '<img src=x onerror=alert(1)>'}},
        {objectID: '2', url: 'javascript:alert(1)', type: 'lvl1', hierarchy: {lvl1: 'x'}},
        {objectID: '3', url: '//evil.example/server/intro', type: 'lvl1', hierarchy: {lvl1: 'x'}},
        {objectID: '4', url: '/\\evil.example/server/intro', type: 'lvl1', hierarchy: {lvl1: 'x'}},
        {objectID: '5', url: '/%2e//evil.example/', type: 'lvl1', hierarchy: {lvl1: 'x'}},
        {objectID: '6', url: 'https://ariadnegraphql.org/server/intro#x', type: 'lvl1', hierarchy: {lvl1: 'x'}},
        'nonsense',
      ]),
      __DOCSEARCH_FAVORITE_SEARCHES__idx: '{not json',
    });
    const recent = readStoredSearches('recent', 'idx', storage);
    expect(recent.map((one) => one.objectID)).toEqual(['1', '5', '6']);
    expect(recent[0]?.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(readStoredSearches('favorite', 'idx', storage)).toEqual([]);
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readStoredSearches('recent', 'idx', failing)).toEqual([]);
  });

  it('puts a search first once, within the limit', () => {
    const one = (objectID: string) => ({objectID}) as StoredSearch;
    const list = withSearchFirst([one('a'), one('b'), one('c')], one('b'), 2);
    expect(list.map((entry) => entry.objectID)).toEqual(['b', 'a']);
  });
});
