/**
 * The conversion of captured syntax trees to Markdown (./capture.ts) in a
 * worker thread. It loads the TypeScript modules as Docusaurus loads the
 * plugins, with jiti, is told the expected pages and the site's links once
 * (workerData), and answers each tree it is sent with one message.
 */
const {parentPort, workerData} = require('node:worker_threads');
const createJiti = require('jiti');

const jiti = createJiti(__filename);
const {treeToPageMarkdown} = jiti('./convert.ts');
const {pageHeading} = jiti('./links.ts');

const pages = new Map(workerData.pages);
const permalinkOfFile = new Map(workerData.permalinkOfFile);

parentPort.on('message', ({id, file, tree, prepared}) => {
  try {
    const page = pages.get(file);
    if (!page) throw new Error('it is not one of the expected pages');
    const markdown = treeToPageMarkdown(
      tree,
      prepared,
      pageHeading(workerData.origin, {file, ...page}, permalinkOfFile),
    );
    parentPort.postMessage({id, markdown});
  } catch (error) {
    parentPort.postMessage({
      id,
      error: `page-markdown: converting ${file}: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
});
