import { processWide } from '../cache';

interface Window {
  loggedAt: number;
  suppressed: number;
}

/**
 * Logs a line of one kind at most once per `everyMs`; the lines held back meanwhile are counted
 * and the next line says how many. A dead database or a password guesser must not flood the log,
 * and the log must still show that it keeps happening.
 */
export function logLimited(
  kind: string,
  message: string,
  { everyMs = 60_000, now = Date.now(), write = (line: string) => console.error(line) } = {},
): void {
  const windows = processWide('log-windows', () => new Map<string, Window>());
  const window = windows.get(kind);
  if (window && now - window.loggedAt < everyMs) {
    window.suppressed++;
    return;
  }
  const held = window?.suppressed ?? 0;
  windows.set(kind, { loggedAt: now, suppressed: 0 });
  write(held > 0 ? `${message} (son satırdan bu yana ${held} benzeri daha)` : message);
}
