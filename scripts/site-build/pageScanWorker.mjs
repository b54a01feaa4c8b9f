/**
 * Reads and scans its share of a build's pages (./page-scan.mjs,
 * scanBuildInWorkers) in a worker thread, and answers once with every page's
 * scan, or with the first error.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {scanFiles} from './page-scan.mjs';

try {
  const scans = scanFiles(workerData.buildDir, workerData.files).map(([file, scan]) => [
    file,
    [...scan.ids],
    scan.links,
    scan.scripts,
  ]);
  parentPort?.postMessage({scans});
} catch (error) {
  parentPort?.postMessage({error: error instanceof Error ? error.message : String(error)});
}
