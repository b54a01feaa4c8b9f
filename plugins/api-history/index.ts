/**
 * api-history: what the server docs say about the history of each public
 * name. The work is done by the remark plugin in remark.ts (badges under each
 * API reference entry, inline code linked to its entry), which the server docs
 * plugin runs; see that file. This module re-exports it for the config.
 */
export {default as remarkApiHistory} from './remark';
