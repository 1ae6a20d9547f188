/**
 * Checks a raw request target before Next sees it. Returns a Turkish reason for a 400,
 * or null when the target is an ordinary origin-form path.
 */
export function requestTargetProblem(target: string | undefined): string | null {
  // '*' (OPTIONS *), absolute URIs and authority forms: Next 16 answers these with a 500.
  if (!target || !target.startsWith('/') || target.startsWith('//')) {
    return 'Geçersiz istek hedefi: adres / ile başlayan bir yol olmalı.';
  }
  const pathEnd = target.search(/[?#]/);
  const path = pathEnd === -1 ? target : target.slice(0, pathEnd);
  try {
    decodeURIComponent(path);
  } catch {
    return 'Geçersiz istek hedefi: adreste hatalı yüzde kodlaması var.';
  }
  return null;
}
