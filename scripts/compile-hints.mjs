// Marks the framework's own chunks, the ones every page runs as it starts, for eager compilation
// (V8's explicit compile hints, Chrome 136 and later). Without the mark V8 only pre-parses them as
// they download and compiles each function on the main thread when it is first called: React DOM
// and Next's router are called almost whole at start, so that work sat inside the start-up task.
// With it V8 compiles them on a background thread while they download. Runs after Next's compile
// (next.config.ts, compiler.runAfterProductionCompile), so a plain `next build` applies it too.
import fs from 'node:fs';
import path from 'node:path';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prefixes the hint to each of the build's root main files; returns them. Idempotent. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles ?? [];
  if (files.length === 0) {
    throw new Error('build-manifest.json içinde rootMainFiles yok: derleme ipuçları eklenemedi.');
  }
  for (const file of files) {
    const full = path.join(distDir, file);
    const code = fs.readFileSync(full, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(full, COMPILE_HINT + code);
  }
  return files;
}
