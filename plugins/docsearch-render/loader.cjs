/**
 * Rewrites the three once-per-opening values of DocSearch's modal (see
 * ./index.ts) from `useRef(value).current` to `useState(() => value)[0]`.
 * The expressions are those of @docsearch/react 3.9.0, the version the lock
 * file pins; if one is not found, the build fails and says which.
 */
'use strict';

const ONCE_PER_OPENING = [
  '"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""',
  'xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})',
  'xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})',
];

function rewrite(source) {
  let out = source;
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
