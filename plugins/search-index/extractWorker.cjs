/**
 * The search index's page extraction (./extract.ts) in a worker thread of its
 * own (see ./extractInWorker.ts). It loads the TypeScript module as Docusaurus
 * loads the plugins, with jiti, and answers each page it is sent with one
 * message, in the order sent.
 */
const {parentPort} = require('node:worker_threads');
const createJiti = require('jiti');

const {extractPage} = createJiti(__filename)('./extract.ts');

parentPort.on('message', (input) => {
  try {
    parentPort.postMessage({page: extractPage(input)});
  } catch (error) {
    parentPort.postMessage({error: `${input.path}: ${error instanceof Error ? error.stack : String(error)}`});
  }
});
