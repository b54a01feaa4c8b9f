/**
 * analytics: the Google tag plugin, with the tag's own script fetched only
 * after the page has loaded and the browser is idle, instead of in the head,
 * where it competed with the page's own resources. Everything else is the
 * plugin's: the inline `gtag()` queue and its config (with IP anonymising),
 * and the client module that sets the page path and sends `page_view` on
 * each navigation. Calls made before the script arrives wait in `dataLayer`,
 * which the tag reads when it starts.
 */
import type {HtmlTagObject, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import pluginGoogleGtag, {validateOptions} from '@docusaurus/plugin-google-gtag';
import type {PluginOptions} from '@docusaurus/plugin-google-gtag';

const TAG_HOST = 'https://www.googletagmanager.com';

/** The inline script that adds the tag's script once the page is loaded and idle. */
export function deferredTagLoader(src: string): string {
  return `(function(){function add(){var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(src)};document.head.appendChild(s);}function idle(){if('requestIdleCallback' in window){requestIdleCallback(add,{timeout:5000});}else{setTimeout(add,1);}}if(document.readyState==='complete'){idle();}else{window.addEventListener('load',idle,{once:true});}})();`;
}

/** The plugin's head tags with the script and the early host connections replaced by the deferred loader. */
export function deferTagScript(tags: readonly (HtmlTagObject | string)[]): (HtmlTagObject | string)[] {
  const result: (HtmlTagObject | string)[] = [];
  let src: string | undefined;
  for (const tag of tags) {
    if (
      typeof tag !== 'string' &&
      tag.tagName === 'script' &&
      typeof tag.attributes?.src === 'string' &&
      tag.attributes.src.startsWith(TAG_HOST)
    ) {
      src = tag.attributes.src;
      continue;
    }
    if (typeof tag !== 'string' && tag.tagName === 'link' && tag.attributes?.rel === 'preconnect') continue;
    result.push(tag);
  }
  if (!src)
    throw new Error(
      'analytics: the Google tag plugin no longer adds the script this plugin defers; review plugins/analytics.',
    );
  result.push({tagName: 'script', innerHTML: deferredTagLoader(src)});
  return result;
}

async function analytics(context: LoadContext, options: PluginOptions): Promise<Plugin | null> {
  const gtag = await pluginGoogleGtag(context, options);
  if (!gtag) return null;
  return {
    ...gtag,
    // The plugin names its client module relative to its own folder.
    getClientModules() {
      return [require.resolve('@docusaurus/plugin-google-gtag/lib/gtag')];
    },
    injectHtmlTags(args) {
      const tags = gtag.injectHtmlTags?.(args) ?? {};
      return {...tags, headTags: deferTagScript((tags.headTags ?? []) as (HtmlTagObject | string)[])};
    },
  };
}

const plugin = analytics as unknown as PluginModule;
plugin.validateOptions = validateOptions as PluginModule['validateOptions'];
export default plugin;
