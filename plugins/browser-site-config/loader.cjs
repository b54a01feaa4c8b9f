/**
 * Loader for the generated site config (docusaurus.config.mjs), browser
 * bundle only: the same object without the options of the plugins and
 * presets, which only the build reads (nothing in the browser looks at
 * `siteConfig.plugins` or `siteConfig.presets`).
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */
const START = 'export default ';

/** @param {string} source the generated docusaurus.config.mjs */
function withoutBuildOptions(source) {
  const start = source.indexOf(START);
  const end = source.lastIndexOf(';');
  if (start < 0 || end < start) {
    throw new Error(
      'browser-site-config: the generated site config is not `export default {...};`; has the engine changed how it writes it?',
    );
  }
  const whole = JSON.parse(source.slice(start + START.length, end));
  const missing = ['plugins', 'presets'].filter((key) => !(key in whole));
  if (missing.length > 0) {
    throw new Error(
      `browser-site-config: the generated site config has no ${missing.join(' or ')}; has the engine changed what it writes?`,
    );
  }
  const {plugins: _plugins, presets: _presets, ...config} = whole;
  return `${START}${JSON.stringify(config)};\n`;
}

module.exports = withoutBuildOptions;
module.exports.withoutBuildOptions = withoutBuildOptions;
