// Builds the site when there is no production build or when a source file is newer than it,
// so that `npm start` on a fresh clone serves without a separate build step.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const sources = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.ts',
  'package.json',
  'proxy.ts',
  'tsconfig.json',
];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const changed = sources.some((s) => newestMtime(path.join(root, s)) > built);
if (changed) {
  console.log(built ? 'Kaynaklar değişmiş: yeniden derleniyor…' : 'Derleme yok: site derleniyor…');
  execSync('npx next build', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}
