/**
 * staged-start: the engine's client entry imports everything the app needs
 * (React DOM, the route table, the app with its providers and client modules)
 * and then looks up and fetches the current route's code, all in the one task
 * that evaluates `main.js`: on a phone-class CPU, the longest task of a first
 * load. ./clientEntry.js does the same steps in the same order, each in a task
 * of its own, so input and painting can run between them; ./loader.cjs puts
 * it in place of the engine's file.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {TEST} from './loader.cjs';

export default function stagedStart(): Plugin {
  return {
    name: 'staged-start',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: TEST, use: [{loader: path.join(__dirname, 'loader.cjs')}]}]}};
    },
  };
}
