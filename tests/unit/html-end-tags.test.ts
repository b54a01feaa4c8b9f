/**
 * html-end-tags: the pages' HTML minifier keeps every optional end tag (the
 * patch npm install applies to @docusaurus/bundler), which the search
 * extraction's htmlparser2 needs to read a page as a browser does; a page that
 * lacks one stops the extraction, naming the page and the element.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {minify} from '@swc/html';
import {getHtmlMinifier} from '@docusaurus/bundler';
import {HTML_END_TAGS_MARK, PATCHES} from '../../plugins/patch-register/patches';
import {installedPackages, patchProblems} from '../../plugins/patch-register/index';
import {extractPage, unclosedElement} from '../../plugins/search-index/extract';

const ROOT = path.resolve(__dirname, '../..');
const PATCH = path.join(ROOT, 'patches/@docusaurus+bundler+3.8.1.patch');

/** A page fragment with each element whose end tag HTML lets a minifier leave out. */
const FRAGMENT =
  '<!doctype html><html lang="en"><head><title>T</title></head><body><article><div class="markdown">' +
  '<p>One</p><ul><li>a</li><li>b</li></ul><dl><dt>term</dt><dd>meaning</dd></dl>' +
  '<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>' +
  '</div></article></body></html>';

const END_TAGS = ['</p>', '</li>', '</dt>', '</dd>', '</th>', '</tr>', '</thead>', '</td>', '</tbody>'];

describe('html-end-tags', () => {
  it("keeps every optional end tag in the engine's minified pages, which the minifier leaves out unpatched", async () => {
    const minifier = await getHtmlMinifier({type: 'swc'});
    const {code} = await minifier.minify(FRAGMENT);
    for (const tag of END_TAGS) expect(code).toContain(tag);
    expect(unclosedElement(code)).toBeUndefined();

    const omitted = (await minify(Buffer.from(FRAGMENT), {})).code;
    for (const tag of ['</li>', '</td>', '</tr>']) expect(omitted).not.toContain(tag);
    expect(unclosedElement(omitted)).toBeDefined();
  });

  it('is the patch npm install applies, and the register finds it in the installed package', () => {
    const patch = fs.readFileSync(PATCH, 'utf8');
    expect(patch).toContain(`+                    ${HTML_END_TAGS_MARK}`);
    expect(patch).toContain('+                    tagOmission: false,');
    const entry = PATCHES.filter((candidate) => candidate.id === 'html-end-tags');
    expect(entry).toHaveLength(1);
    expect(patchProblems(installedPackages(ROOT), entry)).toEqual([]);
  });

  it('names the first element opened more often than closed, and tells apart tags that share a prefix', () => {
    expect(unclosedElement('<ul><li>a</li><li>b</ul>')).toBe('li');
    expect(unclosedElement('<table><tr><td>a<td>b</tr></table>')).toBe('td');
    expect(unclosedElement('<p class=x>a</p><link rel=icon><pre>b</pre><svg><path d=M0 /></svg>')).toBeUndefined();
    expect(unclosedElement('<table><thead><tr><th>a</th></tr></thead></table>')).toBeUndefined();
    expect(unclosedElement('<table><thead><tr><th>a</th></tr><tbody></tbody></table>')).toBe('thead');
  });

  it('stops the extraction of a page whose article lacks an end tag, naming the page and the element', () => {
    const page = (list: string) =>
      `<html lang=en><head></head><body><article><header><h1>Title</h1></header><div class="theme-doc-markdown markdown">${list}</div></article></body></html>`;
    expect(extractPage({path: '/server/x', html: page('<ul><li>a</li></ul>'), defaultLvl0: 'Docs'})).not.toBeNull();
    expect(() => extractPage({path: '/server/x', html: page('<ul><li>a<li>b</ul>'), defaultLvl0: 'Docs'})).toThrow(
      /^\/server\/x: a <li> has no end tag, .*html-end-tags/,
    );
  });
});
