#!/usr/bin/env node
/**
 * Runs nginx in the foreground over the build with the generated
 * configuration (serving/nginx.mjs --standalone), as the tests do: one
 * process, listening on HOST:PORT, with its configuration, pid, logs and
 * temporary files in a folder of its own under the system's temp folder,
 * removed when nginx stops. Stops nginx on SIGINT and SIGTERM.
 *
 * Environment: PORT (default 3000), HOST (default 127.0.0.1), BUILD_DIR
 * (default build), read by ./options.mjs; NGINX (default /usr/sbin/nginx).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {standaloneConfig} from './nginx.mjs';
import {REPO_ROOT as root, servingOptionsOrExit} from './options.mjs';
import {readManifest} from './rules.mjs';

const {port, host, buildDir} = servingOptionsOrExit();
const nginx = process.env.NGINX || '/usr/sbin/nginx';

if (!fs.existsSync(nginx)) {
  console.error(`No nginx at ${nginx}: install Debian's nginx and libnginx-mod-http-brotli-static, or set NGINX.`);
  process.exit(2);
}
let manifest;
try {
  manifest = readManifest(buildDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ariadne-nginx-'));
const config = path.join(prefix, 'nginx.conf');
fs.writeFileSync(config, standaloneConfig({prefix, root: buildDir, manifest, listen: `${host}:${port}`}));

const child = spawn(nginx, ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log')], {stdio: 'inherit'});
console.log(
  `nginx serving ${path.relative(root, buildDir) || '.'} at http://${host}:${port}/ (configuration ${config})`,
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  const log = path.join(prefix, 'error.log');
  if (code !== 0 && fs.existsSync(log)) process.stderr.write(fs.readFileSync(log, 'utf8'));
  fs.rmSync(prefix, {recursive: true, force: true});
  process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1));
});
