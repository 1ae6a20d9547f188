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
      expect(requestTargetProblem(t)).toMatch(/^Geçersiz istek hedefi/);
    },
  );
});
