/**
 * The one rule for clean paths, shared by the in-page script, the local server
 * and the tests: drop `index.html`, then `.html`, then trailing slashes.
 * The site root stays `/` (or the base URL).
 *
 * @param {string} pathname
 * @param {string} [baseUrl]
 * @returns {string}
 */
export function cleanPath(pathname, baseUrl = '/') {
  let clean = pathname.replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  if (clean === '' || clean === baseUrl.replace(/\/$/, '')) clean = baseUrl;
  return clean;
}

/**
 * The same rule as a self-contained browser snippet: it runs before the app
 * starts, so it cannot import anything.
 *
 * @param {string} baseUrl
 * @returns {string}
 */
export function cleanPathScript(baseUrl) {
  return `(function(){try{var p=location.pathname,c=(${cleanPath.toString()})(p,${JSON.stringify(baseUrl)});if(c!==p){history.replaceState(history.state,'',c+location.search+location.hash);}}catch(e){}})();`;
}
