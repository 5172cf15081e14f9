/** Who may use the dashboard: loopback by default, a token everywhere else. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDashboard } from '../../dashboard/server.ts';
import { hasRedisServer, startRedis, type TestRedis } from './redis-server.ts';

const present = hasRedisServer();
if (!present) process.stderr.write('SKIPPED (redis-server not installed): dashboard auth\n');

/** A raw GET so the Host header can be set (fetch forbids it). */
function rawGet(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe.skipIf(!present)('dashboard access control', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('refuses to bind a non-loopback host without a token', async () => {
    await expect(startDashboard({ redis: redis.client, host: '0.0.0.0' })).rejects.toThrow(/without a token/);
  });

  it('refuses requests without the token, accepts a bearer header, or the query token once then its cookie', async () => {
    const token = 's3cret-token-for-test';
    const dash = await startDashboard({ redis: redis.client, host: '0.0.0.0', token, port: 0 });
    try {
      const base = dash.url.replace('0.0.0.0', '127.0.0.1');
      expect((await fetch(new URL('/api/runs', base))).status).toBe(401);
      expect((await fetch(new URL('/', base))).status).toBe(401);
      expect((await fetch(new URL('/metrics', base))).status).toBe(401);
      expect((await fetch(new URL('/api/runs?token=wrong', base))).status).toBe(401);
      const wrong = await fetch(new URL('/api/runs', base), { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      const bearer = await fetch(new URL('/api/runs', base), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(bearer.status).toBe(200);

      const first = await fetch(new URL(`/run/abc?token=${token}&x=1`, base), { redirect: 'manual' });
      expect(first.status).toBe(303);
      // The redirect drops the token from the address bar; the cookie carries it from now on.
      expect(first.headers.get('location')).toBe('/run/abc?x=1');
      const cookie = first.headers.get('set-cookie')!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      const withCookie = await fetch(new URL('/api/runs', base), {
        headers: { cookie: cookie.split(';')[0] },
      });
      expect(withCookie.status).toBe(200);
      const badCookie = await fetch(new URL('/api/runs', base), {
        headers: { cookie: 'gleaner_token=guess' },
      });
      expect(badCookie.status).toBe(401);
      // The token never appears in what the API returns.
      expect(await withCookie.text()).not.toContain(token);
    } finally {
      await dash.close();
    }
  });

  it('without a token, answers only requests addressed to a loopback name (DNS rebinding)', async () => {
    const dash = await startDashboard({ redis: redis.client });
    try {
      const url = new URL('/api/runs', dash.url).toString();
      expect(await rawGet(url, {})).toBe(200);
      expect(await rawGet(url, { host: 'localhost:1234' })).toBe(200);
      expect(await rawGet(url, { host: 'evil.example:80' })).toBe(403);
    } finally {
      await dash.close();
    }
  });

  it('answers 503 rather than hanging when its Redis is unreachable', async () => {
    // A port nothing listens on: a redis-server started and stopped for the purpose.
    const gone = await startRedis();
    const url = gone.url;
    await gone.stop();
    const dash = await startDashboard({ redisUrl: url });
    try {
      const res = await fetch(new URL('/api/runs', dash.url));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'Redis is not reachable' });
    } finally {
      await dash.close();
    }
  });
});
