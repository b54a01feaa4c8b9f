/**
 * search-shortcut: a search shortcut (Ctrl+K, Cmd+K, or "/" outside a text
 * field) pressed before the page's JavaScript has started would otherwise be
 * lost, or reach the browser (Ctrl+K focuses its address bar's search). A
 * small inline script in the page's head catches it until the SearchBar
 * (src/theme/SearchBar) takes over, and the SearchBar opens the modal as soon
 * as it is hydrated. The script sets `window.__earlySearchShortcut`:
 * `{pending, stop()}`.
 */
import type {Plugin} from '@docusaurus/types';

export const EARLY_SHORTCUT_SCRIPT = `(function(){var s={pending:false,stop:function(){removeEventListener('keydown',k,true)}};function k(e){var t=e.target,f=t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)),c=e.key&&e.key.toLowerCase();if((c==='k'&&(e.metaKey||e.ctrlKey))||(e.key==='/'&&!f)){e.preventDefault();s.pending=true}}addEventListener('keydown',k,true);window.__earlySearchShortcut=s})();`;

export default function searchShortcut(): Plugin {
  return {
    name: 'search-shortcut',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_SHORTCUT_SCRIPT}]};
    },
  };
}
