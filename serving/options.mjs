/**
 * Where a local server of the build listens and which build it serves, read
 * from the environment the same way by `npm run serve` (scripts/serve.mjs)
 * and the nginx runner (serving/run-nginx.mjs):
 * - PORT: 1 to 65535, default 3000;
 * - HOST: an IPv4 address, a host name or a bracketed IPv6 address, default
 *   127.0.0.1 (it is written into the nginx configuration, so nothing else
 *   gets through);
 * - BUILD_DIR: the build folder, relative to the repository, default build.
 * A wrong value throws an Error whose message names the variable.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The repository's folder. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])$/;

/**
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [root] the folder BUILD_DIR is relative to
 * @returns {{port: number, host: string, buildDir: string}}
 */
export function servingOptions(env = process.env, root = REPO_ROOT) {
  const portText = env.PORT || '3000';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`PORT must be a number from 1 to 65535, got "${env.PORT}".`);
  const host = env.HOST || '127.0.0.1';
  if (!HOST.test(host)) {
    throw new Error(`HOST must be an IP address or a host name, got ${JSON.stringify(host)}.`);
  }
  return {port, host, buildDir: path.resolve(root, env.BUILD_DIR || 'build')};
}

/**
 * The options of a server started from the command line: a bad value ends the
 * process with status 2 and the message naming it, never a stack trace.
 */
export function servingOptionsOrExit() {
  try {
    return servingOptions();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
