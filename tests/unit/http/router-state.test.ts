import { isRouterState, refusal } from '@/lib/http/request-target';

describe('the router state header', () => {
  const encode = (state: unknown) => encodeURIComponent(JSON.stringify(state));

  it('accepts what Next’s router sends', () => {
    expect(isRouterState(encode(['', { children: ['__PAGE__', {}] }, null, null, true]))).toBe(true);
    expect(
      isRouterState(encode(['', { children: [['sign', 'koc', 'd', null], { children: ['__PAGE__', {}] }] }])),
    ).toBe(true);
  });

  it.each(['%%%', '%E0%A4%A', 'null', '[]', '{"children":[]}', encode(['', []]), encode([1, {}])])(
    'refuses %s with a Turkish 400',
    (header) => {
      expect(isRouterState(header)).toBe(false);
      expect(refusal('GET', '/daily/koc', { routerStateTree: header })).toEqual({
        status: 400,
        message: 'Geçersiz istek: sayfa yönlendirici başlığı okunamadı.',
      });
    },
  );

  it('refuses a header sent twice or longer than Next accepts', () => {
    expect(isRouterState(['a', 'b'])).toBe(false);
    expect(isRouterState(encode(['', { children: ['x'.repeat(40_000), {}] }]))).toBe(false);
  });
});
