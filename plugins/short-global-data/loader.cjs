/**
 * Loader for the generated global data (globalData.json). The bundle gets,
 * instead of the plugin's JSON, the short form worked out by the plugin
 * (./globalData.ts, passed in as `options.data`) and a call that expands it.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */

/** @this {{getOptions(): {data: string, expandModule: string}}} */
function globalDataLoader() {
  const {data, expandModule} = this.getOptions();
  return [
    `import {expandGlobalData} from ${JSON.stringify(expandModule)};`,
    `export default expandGlobalData(JSON.parse(${JSON.stringify(data)}));`,
  ].join('\n');
}

module.exports = globalDataLoader;
