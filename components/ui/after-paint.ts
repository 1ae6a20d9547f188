/**
 * Runs `fn` once the browser has painted the current frame: the requestAnimationFrame callback
 * comes just before that paint, and the task it queues runs just after it. A press that starts
 * heavy rendering through this is answered by its own frame first (its pressed state), so the
 * visitor's next paint does not wait for that rendering (INP, bench/vitals.ts). Without a
 * rendering loop (a hidden tab, a test environment without animation frames) `fn` runs at once.
 */
export function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    fn();
    return;
  }
  requestAnimationFrame(() => setTimeout(fn, 0));
}
