/**
 * The reference the benches compare our pages with: an empty App Router app (bench/floor-app)
 * built with the project's own Next and React, served by `next start` exactly as Next ships it.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../tests/helpers/server';

const ROOT = path.join(__dirname, '..');

export interface FloorApp {
  url: string;
  stop: () => void;
}

/** Builds the floor app inside the project (so it resolves the same node_modules) and serves it. */
export async function startFloorApp(): Promise<FloorApp> {
  const dir = path.join(ROOT, '.next-floor-app');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(__dirname, 'floor-app'), dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  );
  const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const };
  execFileSync(process.execPath, [next, 'build', dir], { env, stdio: 'pipe' });
  const port = await freePort();
  const child = spawn(process.execPath, [next, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        if (i > 200) throw new Error('The empty app did not start.');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    stop();
    throw err;
  }
  return { url, stop };
}
