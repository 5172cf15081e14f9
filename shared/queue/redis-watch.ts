/**
 * Tells a process that its Redis is gone. Our clients reconnect forever (connection.ts) and queue
 * their commands meanwhile, so a dead Redis otherwise looks like a run that has stopped moving.
 * A separate probe connection without an offline queue PINGs on a short timer; connection
 * 'error'/'close' events trigger a PING at once. Unreachable (every PING failing) for
 * `lostAfterMs` means lost; `onLost` is called once.
 */
import { Redis } from 'ioredis';
import { redisOptions } from './connection.ts';

/** How often the probe PINGs. */
const PING_INTERVAL_MS = 1000;
/** A PING unanswered this long counts as failed (a local Redis answers in well under 1 ms). */
const PING_TIMEOUT_MS = 1000;

export interface RedisWatchOptions {
  url: string;
  /** Unreachable this long = lost. */
  lostAfterMs: number;
  onLost(reason: string): void;
  /** First failed PING after a good one (to warn while waiting). */
  onUnreachable?(reason: string): void;
  /** A PING answered again after onUnreachable. */
  onBack?(): void;
}

export interface RedisWatch {
  /** Mark the loss now (e.g. the private server's process exited). */
  lost(reason: string): void;
  close(): void;
}

export function watchRedis(o: RedisWatchOptions): RedisWatch {
  const probe = new Redis({
    ...redisOptions(o.url),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: PING_TIMEOUT_MS,
    retryStrategy: () => PING_INTERVAL_MS,
  });
  let lastError = '';
  let failingSince: number | null = null;
  let done = false;
  let pinging = false;
  const lost = (reason: string) => {
    if (done) return;
    done = true;
    close();
    o.onLost(reason);
  };
  const check = async () => {
    if (done || pinging) return;
    pinging = true;
    try {
      await probe.ping();
      if (failingSince !== null) o.onBack?.();
      failingSince = null;
    } catch (err) {
      const why = lastError || (err as Error).message;
      if (failingSince === null) {
        failingSince = Date.now();
        o.onUnreachable?.(why);
      }
      const secs = Math.round((Date.now() - failingSince) / 1000);
      if (Date.now() - failingSince >= o.lostAfterMs) lost(`no answer for ${secs} s: ${why}`);
    } finally {
      pinging = false;
    }
  };
  probe.on('error', (err: Error) => {
    lastError = err.message;
    void check();
  });
  probe.on('close', () => void check());
  probe.on('end', () => lost(lastError || 'connection ended'));
  const timer = setInterval(() => void check(), PING_INTERVAL_MS);
  timer.unref();
  function close() {
    done = true;
    clearInterval(timer);
    probe.disconnect();
  }
  return { lost, close };
}
