/**
 * Starts scripts/serve.mjs on a port for a benchmark and resolves once it
 * answers, so the first measurement never races the server's start.
 * BENCH_BUILD_DIR measures another build folder than build/ (scripts/serve.mjs's BUILD_DIR).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';

export type BuildServer = {origin: string; stop: () => void};

export async function serveBuild(root: string, port: number, compression: 'br' | 'gzip' = 'br'): Promise<BuildServer> {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    env: {
      ...process.env,
      BUILD_DIR: process.env.BENCH_BUILD_DIR ?? 'build',
      PORT: String(port),
      HOST: '127.0.0.1',
      COMPRESSION: compression,
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/`)).ok) return {origin, stop: () => server.kill()};
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill();
      throw new Error(`scripts/serve.mjs did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
