/**
 * The fonts of the search modal (./LocalModal.tsx), looked up before it needs
 * them. The modal sets text in sizes and weights the page does not use (the
 * input, a group's title, a hit's highlighted title, its path, where it lives,
 * the footer's keys), and the browser's first use of a font at a new size and
 * weight is the largest part of the modal's first layouts: on Linux each is a
 * call to the browser process, some 20 ms of a first search's tasks at 4x CPU
 * throttling. So once the modal's code and stylesheet have arrived, and before
 * it first opens, the fonts of a sample of each part of its screens are laid
 * out of sight, one font per task, and removed. The samples are made by the
 * modal's own markup functions and class names, so they use what the modal
 * uses.
 */
import type {HitGroup} from '../../search/modalGroups';
import {hitGroupsMarkup, seeAllMarkup, type ListedHit} from './hitsMarkup';
import {iconMarkup} from './icons';

/** Set on the samples while they are in the document. */
export const WARM_UP_ATTRIBUTE = 'data-search-font-warm-up';

const SAMPLE_PAGE: ListedHit = {
  objectID: 'sample-page',
  url: '/',
  type: 'lvl1',
  hierarchy: {lvl0: 'Sample', lvl1: 'Sample <mark>page</mark>'},
  content: 'Sample text of a <mark>page</mark>',
  docusaurus_tag: 'sample',
};

const SAMPLE_SECTION: ListedHit = {
  ...SAMPLE_PAGE,
  objectID: 'sample-section',
  type: 'lvl2',
  hierarchy: {...SAMPLE_PAGE.hierarchy, lvl2: 'Sample <mark>section</mark>'},
};

/** A page's row with its title alone: the first row sample brings one font, not three. */
const SAMPLE_TITLE: ListedHit = {...SAMPLE_PAGE, objectID: 'sample-title', content: ''};

const SAMPLE_GROUPS: HitGroup<ListedHit>[] = [
  {
    title: 'Sample',
    items: [
      {hit: SAMPLE_PAGE, parent: null, treeContinues: false},
      {hit: SAMPLE_SECTION, parent: SAMPLE_PAGE, treeContinues: false},
    ],
  },
];

/**
 * The samples, each with one or two of the modal's fonts (a lookup can take several milliseconds):
 * its search bar, start screen and footer, then a group of hits a piece at a time (a page's title,
 * the rest of its row, a section's row, a group's title with the link to the search page, and a
 * group whose section hangs from its page, with where it lives).
 */
function samples(): string[] {
  const key = `<kbd class="DocSearch-Commands-Key">${iconMarkup('enter')}</kbd>`;
  const [titleRow, pageRow, sectionRow] = [SAMPLE_TITLE, SAMPLE_PAGE, SAMPLE_SECTION].map(
    (hit) =>
      `<div class="DocSearch-Dropdown">${hitGroupsMarkup([{title: '', items: [{hit, parent: null, treeContinues: false}]}], () => null).now}</div>`,
  );
  return [
    '<header class="DocSearch-SearchBar"><form class="DocSearch-Form"><input class="DocSearch-Input" value="Search docs" tabindex="-1"></form><button class="DocSearch-Cancel" type="button" tabindex="-1">Cancel</button></header>',
    '<div class="DocSearch-Dropdown"><div class="DocSearch-StartScreen"><p class="DocSearch-Help">No recent searches</p></div></div>',
    `<footer class="DocSearch-Footer"><ul class="DocSearch-Commands"><li>${key}<span class="DocSearch-Label">to select</span></li></ul></footer>`,
    titleRow,
    pageRow,
    sectionRow,
    `<div class="DocSearch-Dropdown"><div class="DocSearch-Dropdown-Container">${hitGroupsMarkup([{title: 'Sample', items: []}], () => null).now}${seeAllMarkup('/search', 'See all results')}</div></div>`,
    `<div class="DocSearch-Dropdown"><div class="DocSearch-Dropdown-Container">${hitGroupsMarkup(SAMPLE_GROUPS, () => 'Sample').now}</div></div>`,
  ].map((markup) =>
    // No ids nor links a reader or a script could reach.
    markup.replace(/\s(?:id|aria-labelledby)="[^"]*"/g, '').replace(/\shref="[^"]*"/g, ''),
  );
}

let warmed: Promise<void> | null = null;
let stop: (() => void) | null = null;

/** Hidden, contained and out of the flow: what is laid out inside changes nothing around it. */
const OUT_OF_SIGHT =
  'position:fixed;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;pointer-events:none;contain:strict';

/** An element marked as a warm-up sample, out of sight, that no reader or assistive technology reaches. */
function outOfSight(className: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = className;
  element.setAttribute(WARM_UP_ATTRIBUTE, '');
  element.setAttribute('aria-hidden', 'true');
  element.inert = true;
  element.style.cssText = OUT_OF_SIGHT;
  return element;
}

/** A font of a sample: what the browser looks a font up by. */
type SampleFont = {style: string; weight: string; size: string; stretch: string; family: string};

/**
 * The fonts that the text of `sample` is set in, each with that text. The sample is in the document
 * but not displayed: its styles are computed, nothing is laid out, no font is looked up.
 */
function fontsOf(sample: HTMLElement): Map<string, {font: SampleFont; text: string}> {
  const fonts = new Map<string, {font: SampleFont; text: string}>();
  for (const element of sample.querySelectorAll<HTMLElement>('*')) {
    const text =
      element instanceof HTMLInputElement
        ? element.value
        : [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? '')
            .join('')
            .trim();
    if (!text) continue;
    const style = getComputedStyle(element);
    const font = {
      style: style.fontStyle,
      weight: style.fontWeight,
      size: style.fontSize,
      stretch: style.fontStretch,
      family: style.fontFamily,
    };
    const key = Object.values(font).join('|');
    const known = fonts.get(key);
    if (known) known.text += ` ${text}`;
    else fonts.set(key, {font, text});
  }
  return fonts;
}

/**
 * Lays the samples' fonts out once per page: the promise settles when the last has left (./index.tsx
 * opens the modal then, with its fonts found). Later calls get the same promise.
 *
 * Everything is laid out inside a stage that is itself hidden and contained, so that what comes or
 * goes lays out the stage alone, not the page. A sample is parsed into a detached element in one
 * task and put on the stage undisplayed in the next, where the fonts of its text are read from its
 * computed styles; then each font not looked up before is laid out in a task of its own, as a line
 * of the text the sample sets in it. One lookup can take tens of milliseconds on a slow device; a
 * sample with two or three in one layout made a task of over 50 ms.
 */
export function warmUpModalFonts(): Promise<void> {
  if (warmed) return warmed;
  if (typeof document === 'undefined') return Promise.resolve();
  warmed = new Promise<void>((done) => {
    const queue = samples();
    const looked = new Set<string>();
    // Under the modal's own classes, so its stylesheet applies.
    const stage = outOfSight('local-search');
    let stopped = false;
    const channel = new MessageChannel();
    let step: () => void = () => undefined;
    channel.port1.onmessage = () => step();
    // The next step in a task of its own, without the clamping of nested timers.
    const inNextTask = (next: () => void) => {
      step = next;
      channel.port2.postMessage(null);
    };
    // With the channel closed no step is left to run.
    const finish = () => {
      if (stopped) return;
      stopped = true;
      stage.remove();
      channel.port1.close();
      done();
    };
    stop = finish;
    const layOut = (fonts: {font: SampleFont; text: string}[]) => {
      const next = fonts.shift();
      if (!next) {
        inNextTask(prepare);
        return;
      }
      const {font, text} = next;
      const line = outOfSight('');
      const run = document.createElement('span');
      run.style.cssText = `font-style:${font.style};font-weight:${font.weight};font-size:${font.size};font-stretch:${font.stretch};font-family:${font.family};white-space:nowrap`;
      run.textContent = text;
      line.append(run);
      inNextTask(() => {
        stage.replaceChildren(line);
        // Laid out now, in this task, rather than with whatever the next frame brings.
        void line.offsetWidth;
        layOut(fonts);
      });
    };
    const prepare = () => {
      const markup = queue.shift();
      if (markup === undefined) {
        finish();
        return;
      }
      const sample = outOfSight('');
      sample.style.display = 'none';
      sample.innerHTML = `<div class="DocSearch DocSearch-Container"><div class="DocSearch-Modal">${markup}</div></div>`;
      inNextTask(() => {
        stage.replaceChildren(sample);
        const fonts = [...fontsOf(sample)].filter(([key]) => !looked.has(key));
        for (const [key] of fonts) looked.add(key);
        layOut(fonts.map(([, font]) => font));
      });
    };
    inNextTask(() => {
      document.body.append(stage);
      void stage.offsetWidth;
      inNextTask(prepare);
    });
  });
  return warmed;
}

/**
 * Ends the warm-up where it is. The modal calls it as it opens, in the same task, so no sample is
 * ever in the document beside it (where the modal's class names would find both), should it open
 * without waiting for the warm-up.
 */
export function stopModalFontWarmUp(): void {
  stop?.();
}
