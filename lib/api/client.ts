/**
 * The browser's one way to call the site's API. A call fails in one of three ways, and the
 * caller names the Turkish error for each (the texts differ per screen: see docs/contracts.md):
 *
 * - `network`: no answer at all (offline, refused, DNS);
 * - `status`: a non-OK answer, with the message of its `{ success: false, message }` body when
 *   it has one;
 * - `contract`: an OK answer that is not JSON or not the contract's shape.
 *
 * An aborted call (TanStack Query cancelling it) rejects with the abort error, untouched.
 * Client-safe and free of zod: callers hand in their check, and load their schemas lazily where
 * first-load JavaScript matters.
 */

export type ApiFailure =
  | { reason: 'network' }
  | { reason: 'status'; status: number; message: string | undefined }
  | { reason: 'contract'; status: number };

/** Anything with zod's `safeParse`. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ContractCall<T> {
  signal?: AbortSignal;
  /**
   * Reads an OK answer: `body` is its JSON value, or `undefined` when it is not JSON. Returns
   * `undefined` when the answer breaks the contract. With `keepText`, `text` is the raw answer
   * (for a screen that shows it); otherwise it is empty.
   */
  read: (body: unknown, text: string) => T | undefined | Promise<T | undefined>;
  /** The caller's own error for a failure. */
  fail: (failure: ApiFailure) => Error;
  keepText?: boolean;
}

/** The message of a failed answer's body, `{ success: false, message }`, if it carries one. */
export function failureMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** A `read` that checks the body against a schema. */
export const bySchema =
  <T>(schema: Schema<T>) =>
  (body: unknown): T | undefined => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  };

async function bodyOf(response: Response, keepText: boolean): Promise<{ body: unknown; text: string }> {
  if (!keepText) return { body: await response.json().catch(() => undefined), text: '' };
  const text = await response.text();
  try {
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    return { body: undefined, text };
  }
}

/** GETs a contract's path and returns what `read` makes of the answer, or throws `fail`'s error. */
export async function fetchContract<T>(
  url: string,
  { signal, read, fail, keepText = false }: ContractCall<T>,
): Promise<T> {
  let response: Response;
  let answer: { body: unknown; text: string };
  try {
    response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
    answer = await bodyOf(response, keepText);
  } catch (err) {
    if (signal?.aborted) throw err;
    throw fail({ reason: 'network' });
  }
  if (!response.ok) {
    throw fail({ reason: 'status', status: response.status, message: failureMessage(answer.body) });
  }
  const value = await read(answer.body, answer.text);
  if (value === undefined) throw fail({ reason: 'contract', status: response.status });
  return value;
}
