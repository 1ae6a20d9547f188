import { EnvError, parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('applies the embedded defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toEqual({ hops: 0 });
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
    expect(env.TRUST_PROXY).toEqual({ hops: 1 });
    expect(env.DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ hops: 0 });
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,192.0.2.7' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'],
    });
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
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, nginx' }, 'TRUST_PROXY'],
    [{ ANALYTICS_BASIC_AUTH: 'yalnizkullanici' }, 'ANALYTICS_BASIC_AUTH'],
  ])('rejects %j naming the variable', (input, name) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    expect(() => parseEnv(input)).toThrow(name);
  });
});
