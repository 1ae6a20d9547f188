import { basicAuthAllows } from '@/lib/analytics/basic-auth';

const header = (credentials: string) => `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;

describe('HTTP Basic check for the dashboard', () => {
  const expected = 'yönetici:gizli:parola';

  it('accepts exactly the configured user and password (a colon in the password included)', () => {
    expect(basicAuthAllows(header('yönetici:gizli:parola'), expected)).toBe(true);
    expect(basicAuthAllows(header('yönetici:gizli:parola').replace('Basic', 'basic'), expected)).toBe(true);
  });

  it('refuses a wrong user, a wrong password, a prefix and an empty one', () => {
    expect(basicAuthAllows(header('yonetici:gizli:parola'), expected)).toBe(false);
    expect(basicAuthAllows(header('yönetici:gizli:parolaX'), expected)).toBe(false);
    expect(basicAuthAllows(header('yönetici:gizli'), expected)).toBe(false);
    expect(basicAuthAllows(header(''), expected)).toBe(false);
  });

  it('refuses missing and malformed headers', () => {
    for (const h of [
      null,
      undefined,
      '',
      'Basic',
      'Bearer abc',
      'Basic !!!',
      `Digest ${header(expected).slice(6)}`,
    ]) {
      expect(basicAuthAllows(h, expected)).toBe(false);
    }
  });
});
