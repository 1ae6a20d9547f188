/**
 * Where a smooth quantity of time changes sign between two instants: the root finder every event
 * search shares. Regula falsi with the Illinois modification (Dowell & Jarratt 1971) converges
 * superlinearly on the near-linear quantities of astronomy (a longitude's distance from a sign
 * boundary, a speed near a station, an elongation), so a 12-hour bracket shrinks to a second in
 * four to six evaluations of the ephemeris where bisection takes sixteen. The bracket is kept
 * throughout: the answer never leaves it, whatever the function does.
 */

/**
 * Shrinks [lo, hi], where `f(lo)` and `f(hi)` have opposite signs, until it is at most
 * `tolerance` wide, and returns it. A zero counts on the side of `hi`.
 */
export function bracketRoot(
  f: (t: number) => number,
  lo: number,
  hi: number,
  tolerance: number,
  flo = f(lo),
  fhi = f(hi),
): [number, number] {
  // Each new point stays this far inside the bracket, so the last step always closes it.
  const margin = tolerance / 2;
  const hiSign = Math.sign(fhi);
  let kept = 0; // −1: lo kept by the last step, 1: hi kept
  for (let i = 0; i < 64 && hi - lo > tolerance; i++) {
    let t = lo + ((hi - lo) * flo) / (flo - fhi);
    if (!Number.isFinite(t)) t = lo + (hi - lo) / 2;
    t = Math.min(Math.max(t, lo + margin), hi - margin);
    const ft = f(t);
    if (ft === 0 || Math.sign(ft) === hiSign) {
      hi = t;
      fhi = ft;
      // The same end kept twice: halve its weight so the next point falls on its other side.
      if (kept === -1) flo /= 2;
      kept = -1;
    } else {
      lo = t;
      flo = ft;
      if (kept === 1) fhi /= 2;
      kept = 1;
    }
  }
  return [lo, hi];
}

/**
 * The first instant, to within `tolerance`, on the side of `hi` of the root of `f` in [lo, hi]
 * (`f(lo)` and `f(hi)` of opposite signs): where the event has happened.
 */
export function rootAfter(
  f: (t: number) => number,
  lo: number,
  hi: number,
  tolerance: number,
  flo?: number,
  fhi?: number,
): number {
  return bracketRoot(f, lo, hi, tolerance, flo, fhi)[1];
}
