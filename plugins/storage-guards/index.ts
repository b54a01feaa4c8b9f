/**
 * storage-guards: first-paint corrections for the two values the theme reads
 * from browser storage before React starts, placed after the theme's own
 * scripts:
 * - colour mode: the site is light only (the switch is disabled), but the
 *   theme still applies a `theme` value left by an earlier deployment on the
 *   first load; this sets light and drops the stale value;
 * - announcement bar: the theme hides the bar on first paint whenever it was
 *   dismissed, even when the dismissed announcement was an older one, and
 *   shows the new one only on the next load; this hides it only when the
 *   dismissed id is the current one.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

type ThemeConfigWithAnnouncement = {announcementBar?: {id?: string}};

export function storageGuardScript(announcementId: string | undefined): string {
  return `(function(){var d=document.documentElement;d.setAttribute('data-theme','light');d.setAttribute('data-theme-choice','light');try{localStorage.removeItem('theme');var dismissed=localStorage.getItem('docusaurus.announcement.dismiss')==='true'&&localStorage.getItem('docusaurus.announcement.id')===${JSON.stringify(announcementId ?? null)};d.setAttribute('data-announcement-bar-initially-dismissed',String(dismissed));}catch(e){}})();`;
}

export default function storageGuards(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfigWithAnnouncement;
  return {
    name: 'storage-guards',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: storageGuardScript(announcementBar?.id)}]};
    },
  };
}
