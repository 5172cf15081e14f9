/**
 * Redis connections for BullMQ. Every client gets `maxRetriesPerRequest: null` (BullMQ's
 * blocking commands must wait through reconnects rather than fail), and reconnects forever with
 * a capped backoff so a Redis restart is a pause, not a crash.
 */
import { Redis, type RedisOptions } from 'ioredis';

/** Longest pause between reconnect attempts, ms: a restarted Redis is noticed within this. */
const MAX_RECONNECT_DELAY_MS = 2000;

/** `redis://…`, `rediss://…`, `unix:///path/redis.sock` or a bare socket path. */
export function redisOptions(url: string): RedisOptions {
  const base: RedisOptions = {
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (times) => Math.min(times * 100, MAX_RECONNECT_DELAY_MS),
  };
  if (url.startsWith('unix://')) return { ...base, path: url.slice('unix://'.length) };
  if (url.startsWith('/')) return { ...base, path: url };
  const u = new URL(url);
  return {
    ...base,
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

export function connect(url: string): Redis {
  const redis = new Redis(redisOptions(url));
  // Connection errors are retried by retryStrategy and surface as failed or delayed commands;
  // without a listener ioredis prints each one to stderr itself (library code must not print).
  redis.on('error', () => {});
  return redis;
}

/** URL for logs: the password is never shown. */
export function redactRedisUrl(url: string): string {
  if (!url.includes('@')) return url;
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis://(unparseable)';
  }
}

/**
 * BullMQ loses jobs silently if Redis evicts keys. Returns a warning to log, or null when the
 * policy is `noeviction` (or the server does not let us ask, e.g. managed Redis without CONFIG).
 */
export async function checkEvictionPolicy(redis: Redis): Promise<string | null> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    const policy = reply[1];
    if (policy && policy !== 'noeviction')
      return `Redis maxmemory-policy is "${policy}": queued jobs can be evicted and lost. Set "maxmemory-policy noeviction".`;
    return null;
  } catch {
    return null;
  }
}
