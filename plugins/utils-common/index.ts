/**
 * utils-common: in the browser bundle, `@docusaurus/utils-common` resolves to
 * ./exports.ts, the same functions without the package's CommonJS index,
 * which pulls all of tslib into main.js for one helper.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function utilsCommon(): Plugin {
  return {
    name: 'utils-common',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'exports.ts')}}};
    },
  };
}
