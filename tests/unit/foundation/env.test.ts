import { EnvError, parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('applies the embedded defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.ANALYTICS_RETENTION_DAYS).toBe(90);
  });

  it('reads and normalises values', () => {
    const env = parseEnv({
      PORT: '8080',
      SITE_URL: 'https://yildizrehberi.com/',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe('https://yildizrehberi.com');
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'seksen' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SITE_URL: 'ftp://x' }, 'SITE_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TRUST_PROXY: 'evet' }, 'TRUST_PROXY'],
    [{ ANALYTICS_BASIC_AUTH: 'yalnizkullanici' }, 'ANALYTICS_BASIC_AUTH'],
  ])('rejects %j naming the variable', (input, name) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    expect(() => parseEnv(input)).toThrow(name);
  });
});
