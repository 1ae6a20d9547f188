/**
 * Reads a request body of at most `limit` bytes as text. One byte more and it stops reading and
 * throws `tooLarge()`, so a large body costs nothing; a declared Content-Length over the limit is
 * refused unread. Each route says what "too large" is for it (a 413 or a 400 and its message).
 */
export async function readBodyLimited(
  request: Request,
  limit: number,
  tooLarge: () => Error,
): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    parts.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(parts));
}
