/**
 * "Was this page helpful?" at the end of every docs page (./Feedback.tsx). The
 * server renders the question; its code loads and hydrates when it comes near
 * the viewport (src/components/HydrateLater), so it is not part of the page's
 * first load.
 */
import {hydrateLater} from '@site/src/components/HydrateLater';
import type {Props} from './Feedback';

export default hydrateLater<Props>(() => import('./Feedback'), 'visible');
