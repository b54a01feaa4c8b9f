/**
 * The engine scrolls to the #target of a navigation within the site as soon as
 * the new location renders (scrollIntoView in its ClientLifecyclesDispatcher),
 * over the estimated room of blocks not laid out yet (./styles.css), so the
 * target could end up off screen. After such a navigation every block of the
 * page is laid out and the target scrolled to again; a navigation without a
 * target goes back to laying out blocks near the viewport only.
 */
import type {ClientModule} from '@docusaurus/types';
import './styles.css';

/** On the root element while every block of the docs page is laid out. */
const WHOLE_ATTRIBUTE = 'data-doc-blocks-whole';

function targetId(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({previousLocation, location}) {
    // The first render's scroll is the browser's, at load, which the stylesheet takes care of.
    if (!previousLocation) return;
    const root = document.documentElement;
    if (!location.hash) {
      root.removeAttribute(WHOLE_ATTRIBUTE);
      return;
    }
    root.setAttribute(WHOLE_ATTRIBUTE, '');
    const id = targetId(location.hash);
    if (id) document.getElementById(id)?.scrollIntoView();
  },
};

export default clientModule;
