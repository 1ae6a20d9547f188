import { NextRequest } from 'next/server';
import { GET as getImage } from '@/app/api/sky-map/image/route';
import { GET as getSkyMap } from '@/app/api/sky-map/route';
import { skyMapAnswerSchema } from '@/lib/api/sky-map';
import { istanbulDay as istanbulToday } from '@/lib/time/zone';

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost'), { headers });
const ok = 'latitude=41.0082&longitude=28.9784';

describe('GET /api/sky-map', () => {
  it('answers with the image address and the nine bodies, in the wire contract', async () => {
    const res = await getSkyMap(request(`/api/sky-map?date=2024-08-12&${ok}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = skyMapAnswerSchema.parse(await res.json());
    expect(body).toMatchObject({
      success: true,
      date: '2024-08-12',
      time: '21:00',
      latitude: 41.0082,
      longitude: 28.9784,
    });
    expect(body.data).toBe(
      '/api/sky-map/image?date=2024-08-12&time=21%3A00&latitude=41.0082&longitude=28.9784',
    );
    expect(body.objects.map((o) => o.name)).toEqual([
      'Güneş',
      'Ay',
      'Merkür',
      'Venüs',
      'Mars',
      'Jüpiter',
      'Satürn',
      'Uranüs',
      'Neptün',
    ]);
    const moon = body.objects.find((o) => o.body === 'moon')!;
    expect(moon.aboveHorizon).toBe(true);
    expect(moon.azimuth).toBeGreaterThan(180);
  });

  it('keeps today’s answer only five minutes', async () => {
    const res = await getSkyMap(request(`/api/sky-map?date=${istanbulToday()}&${ok}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it.each([
    '',
    '?date=2024-08-12',
    `?date=2999-01-01&${ok}`,
    `?date=1899-12-31&${ok}`,
    '?date=2024-08-12&latitude=NaN&longitude=1',
    '?date=2024-08-12&latitude=1&longitude=1e999',
    `?date=2024-08-12&${ok}&time=7pm`,
    `?date=2024-08-12&date=2024-08-12&${ok}`,
    '?date=%E0%A4%A&latitude=%&longitude=%%',
  ])('refuses %j with 400 and a Turkish message, never 500', async (qs) => {
    const res = await getSkyMap(request(`/api/sky-map${qs}`));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/[a-zçğıöşü]/i);
  });
});

describe('GET /api/sky-map/image', () => {
  it('answers a PNG with long caching and an ETag, then 304 for the same ETag', async () => {
    const path = `/api/sky-map/image?date=2023-12-31&${ok}&time=22:15`;
    const res = await getImage(request(path));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1200);
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await getImage(request(path, { 'If-None-Match': etag }));
    expect(again.status).toBe(304);
  });

  it('refuses bad parameters with JSON, not an image', async () => {
    const res = await getImage(request('/api/sky-map/image?date=2024-08-12&latitude=100&longitude=0'));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).message).toBe('Enlem (latitude) −90 ile 90 arasında olmalı.');
  });
});
