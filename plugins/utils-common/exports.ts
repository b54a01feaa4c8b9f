/**
 * What `@docusaurus/utils-common` exports, taken from its modules one by one.
 * Its index is CommonJS compiled with tslib's `__importDefault`, and requiring
 * it brings the whole of tslib into the browser bundle. A unit test holds this
 * list to the package's own.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

/** The same value as the package's; the unit test compares them. */
export const blogPostContainerID = '__blog-post-container';
