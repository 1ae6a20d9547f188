import { requestTargetProblem } from '@/lib/http/request-target';

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
