import { refusal, requestTargetProblem } from '@/lib/http/request-target';

describe('requestTargetProblem', () => {
  it.each(['/', '/daily/koc', '/api/health?x=1', '/sky-map?date=2024-01-01#x', '/%C5%9F'])(
    'accepts %s',
    (t) => {
      expect(requestTargetProblem(t)).toBeNull();
    },
  );

  it.each(['*', 'http://example.com/', 'example.com:443', '', '//evil.example/x', '/%E0%A4%A', '/%'])(
    'refuses %j with a Turkish reason',
    (t) => {
      expect(requestTargetProblem(t)).toEqual({
        status: 400,
        message: expect.stringMatching(/^Geçersiz istek hedefi/),
      });
    },
  );
});

it('refuses an overlong target with 414', () => {
  expect(requestTargetProblem(`/sky-map?date=${'1'.repeat(2100)}`)).toEqual({
    status: 414,
    message: 'İstek adresi çok uzun.',
  });
  expect(requestTargetProblem(`/sky-map?x=${'1'.repeat(2000)}`)).toBeNull();
});

describe('refusal', () => {
  it('refuses writes (nothing here accepts them) with 405 and Allow', () => {
    expect(refusal('POST', '/api/health')).toEqual({
      status: 405,
      message: 'Bu adres yalnızca GET isteklerini kabul eder.',
      headers: { Allow: 'GET, HEAD, OPTIONS' },
    });
    expect(refusal('DELETE', '/api/horoscopes/daily/koc')?.status).toBe(405);
  });

  it('lets reads and page requests through', () => {
    expect(refusal('GET', '/api/health')).toBeNull();
    expect(refusal('HEAD', '/api/health')).toBeNull();
    expect(refusal('OPTIONS', '/api/health')).toBeNull();
    expect(refusal('TRACE', '/analytics')?.status).toBe(405);
    expect(refusal('POST', '/tarot')?.status).toBe(405);
  });

  it("takes the birth chart page's form and its server action by POST, nothing else", () => {
    const form = 'multipart/form-data; boundary=x';
    expect(refusal('POST', '/dogum-haritasi', { contentType: form })).toBeNull();
    expect(
      refusal('POST', '/dogum-haritasi', { contentType: 'application/x-www-form-urlencoded' }),
    ).toBeNull();
    expect(
      refusal('POST', '/dogum-haritasi', { contentType: 'text/plain;charset=UTF-8', serverAction: true }),
    ).toBeNull();
    expect(refusal('POST', '/dogum-haritasi', { contentType: 'application/json' })).toEqual({
      status: 415,
      message: 'Bu sayfa yalnızca formdan gönderilen bilgileri kabul eder.',
    });
    expect(refusal('POST', '/dogum-haritasi/opengraph-image', { contentType: form })?.status).toBe(405);
    expect(refusal('PUT', '/dogum-haritasi', { contentType: form })?.status).toBe(405);
  });

  it("takes the synastry page's form and its server action by POST, nothing else", () => {
    const form = 'multipart/form-data; boundary=x';
    expect(refusal('POST', '/iliski-haritasi', { contentType: form })).toBeNull();
    expect(
      refusal('POST', '/iliski-haritasi', {
        contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
      }),
    ).toBeNull();
    expect(
      refusal('POST', '/iliski-haritasi', { contentType: 'text/plain;charset=UTF-8', serverAction: true }),
    ).toBeNull();
    expect(refusal('POST', '/iliski-haritasi', { contentType: 'application/json' })).toEqual({
      status: 415,
      message: 'Bu sayfa yalnızca formdan gönderilen bilgileri kabul eder.',
    });
    // Only the page itself: its image and other methods stay read-only.
    expect(refusal('POST', '/iliski-haritasi/opengraph-image', { contentType: form })?.status).toBe(405);
    expect(refusal('DELETE', '/iliski-haritasi', { contentType: form })?.status).toBe(405);
    // A query does not change the path that is checked.
    expect(refusal('POST', '/iliski-haritasi?x=1', { contentType: form })).toBeNull();
  });

  it('checks the target first', () => {
    expect(refusal('GET', '*')?.status).toBe(400);
  });
});
