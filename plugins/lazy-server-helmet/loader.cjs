/**
 * Rewrites the Helmet dispatcher of react-helmet-async 1.3.0 (Docusaurus's
 * `@slorber/react-helmet-async`, `lib/index.module.js`; see ./index.ts): on
 * the server, each `<Head>` no longer works out the page's whole head as it
 * renders, but hands the provider a stand-in that works it out, once, when
 * it is first read. In the browser nothing changes. The replaced texts must
 * be found exactly once, or the build fails and says so.
 */
'use strict';

const {packageFileLoader} = require('../patch-register/replaceOnce.cjs');

/** [text, replacement]: each text must occur exactly once. */
const REPLACE = [
  [
    'r.emitChange=function(){var t,e,r=this.props.context,n=r.setHelmet,',
    'r.emitChange=function(){if(q.canUseDOM||!k)return this.emitChangeNow();lazyServerHelmet(this)},r.emitChangeNow=function(){var t,e,r=this.props.context,n=r.setHelmet,',
  ],
  // What the rewrite relies on, unchanged: `q` is the provider (its `canUseDOM`), `k` maps the reduced
  // state to the server's head, and `n` is the context's `setHelmet`.
  ['q.canUseDOM?(e=o,', 'q.canUseDOM?(e=o,'],
  [':k&&(i=k(o)),n(i)}', ':k&&(i=k(o)),n(i)}'],
  ['this.value={setHelmet:function(t){r.context.helmet=t},', 'this.value={setHelmet:function(t){r.context.helmet=t},'],
];

/**
 * The stand-in: a proxy of the head, which the dispatcher's own `emitChangeNow` works out from every
 * `<Head>` rendered so far when the proxy is first read (after the render: a page's head is read once).
 */
const APPEND = `
function lazyServerHelmet(dispatcher) {
  var context = dispatcher.props.context;
  var head = null;
  function state() {
    if (head === null) {
      var setHelmet = context.setHelmet;
      context.setHelmet = function (value) { head = value; };
      try { dispatcher.emitChangeNow(); } finally { context.setHelmet = setHelmet; }
    }
    return head;
  }
  context.setHelmet(new Proxy({}, {
    get: function (_, key) { return state()[key]; },
    has: function (_, key) { return key in state(); },
    ownKeys: function () { return Reflect.ownKeys(state()); },
    getOwnPropertyDescriptor: function (_, key) {
      var descriptor = Object.getOwnPropertyDescriptor(state(), key);
      if (descriptor) descriptor.configurable = true;
      return descriptor;
    },
  }));
}
`;

module.exports = packageFileLoader({
  patch: 'lazy-server-helmet',
  pkg: 'react-helmet-async',
  file: 'lib/index.module.js',
  replace: REPLACE,
  append: APPEND,
});
