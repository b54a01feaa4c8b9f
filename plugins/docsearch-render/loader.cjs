/**
 * Rewrites two things of DocSearch's modal (see ./index.ts), in the
 * expressions of @docsearch/react 3.9.0, the version the lock file pins; if
 * one is not found, the build fails and says which:
 * - its three once-per-opening values, from `useRef(value).current` to
 *   `useState(() => value)[0]`;
 * - its state updates: one made outside a reader's input (results arriving
 *   from the search worker, the "stalled" timer) is rendered as a React
 *   transition, which React renders in slices of a few milliseconds instead
 *   of one long task; one made while an input, keyboard, pointer or focus
 *   event is being handled stays synchronous, as a controlled input needs.
 */
'use strict';

const ONCE_PER_OPENING = [
  '"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""',
  'xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})',
  'xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})',
];

/** DocSearch's handler of autocomplete's state changes, which sets the modal's state. */
const STATE_CHANGE = 'onStateChange:function(e){B(e.state)}';
/**
 * `e` is React in the enclosing scope. `window.event` is the event being handled:
 * a MessageEvent (the worker's answer) or none (a timer) is not the reader's input.
 */
const STATE_CHANGE_SLICED =
  'onStateChange:function(t){var n=t.state,v=window.event;' +
  'v&&!(v instanceof MessageEvent)?B(n):e.startTransition((function(){B(n)}))}';

function rewrite(source) {
  let out = source;
  if (out.split(STATE_CHANGE).length !== 2) {
    throw new Error(
      `docsearch-render: @docsearch/react no longer contains ${STATE_CHANGE} exactly once; update plugins/docsearch-render for its new version`,
    );
  }
  out = out.replace(STATE_CHANGE, () => STATE_CHANGE_SLICED);
  for (const expression of ONCE_PER_OPENING) {
    const before = `e.useRef(${expression}).current`;
    if (!out.includes(before)) {
      throw new Error(
        `docsearch-render: @docsearch/react no longer contains ${before}; update plugins/docsearch-render for its new version`,
      );
    }
    out = out.replace(before, () => `e.useState((function(){return ${expression}}))[0]`);
  }
  return out;
}

module.exports = function docsearchRenderLoader(source) {
  return rewrite(source);
};
module.exports.rewrite = rewrite;
module.exports.ONCE_PER_OPENING = ONCE_PER_OPENING;
module.exports.STATE_CHANGE = STATE_CHANGE;
module.exports.STATE_CHANGE_SLICED = STATE_CHANGE_SLICED;
