import type { IncomingMessage } from 'node:http';

/** Whether the client takes gzip (and has not refused it with q=0). */
export function acceptsGzip(req: Pick<IncomingMessage, 'headers'>): boolean {
  return /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/i.test(String(req.headers['accept-encoding'] ?? ''));
}
