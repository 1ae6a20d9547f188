/**
 * One instance per process, whatever the bundle. Next loads a module once per route bundle, so a
 * module-level singleton can exist several times in one process (three SQLite handles to one
 * file were measured); an instance kept on globalThis under a registered symbol cannot.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`yildiz-rehberi.${name}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  if (holder[key] === undefined) holder[key] = create();
  return holder[key] as T;
}

/** Forgets a process-wide instance (on shutdown, between tests, or after a failed open). */
export function forgetProcessWide(name: string): void {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  delete holder[Symbol.for(`yildiz-rehberi.${name}`)];
}
