/**
 * One run per DEST: a lock file (JSON: pid, host, start, last heartbeat, a random token) created
 * atomically (written beside, then hard-linked into place, so nobody ever reads half a lock).
 * A lock is stale when its pid is dead on this host (or now belongs to another process, checked
 * through the process start time where /proc exists), or when another host has not refreshed it
 * for `staleAfterMs`. Replacing a stale lock happens under a short-lived takeover folder (mkdir is
 * atomic), so two runs that both find the same stale lock cannot both win.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The holder refreshes `updatedAt` this often, so other hosts can tell a live lock from a dead one. */
const HEARTBEAT_MS = 30_000;
/** Another host's lock not refreshed for this long is stale (ten missed heartbeats). */
const OTHER_HOST_STALE_MS = 5 * 60_000;
/** A takeover folder older than this was left by a process that died mid-takeover. */
const TAKEOVER_STALE_MS = 10_000;
/** Tries before giving up on a lock that keeps changing under us. */
const ACQUIRE_TRIES = 20;

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  updatedAt: string;
  dest?: string;
  token: string;
  /** Linux process start time (clock ticks after boot), to tell a reused pid from the holder. */
  procStart?: string;
}

export class DestLockedError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockHolder,
  ) {
    super(`${describeHolder(holder)}; lock file ${path}`);
  }
}

export interface DestLockOptions {
  /** Written into the lock for people reading it. */
  dest: string;
  /** @defaultValue 5 minutes */
  staleAfterMs?: number;
  /** @defaultValue 30 s */
  heartbeatMs?: number;
}

export interface DestLock {
  path: string;
  /** The stale lock this one replaced, for the caller to report; null when there was none. */
  replaced: LockHolder | null;
  release(): Promise<void>;
  /** For a process about to exit at once (second Ctrl-C). */
  releaseSync(): void;
}

export function describeHolder(h: LockHolder): string {
  return `pid ${h.pid} on ${h.host}, started ${h.startedAt}`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/PID/stat; undefined where there is no /proc (macOS). */
function procStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Why `h` no longer holds its lock, or null when it may still be running. */
export function staleReason(h: LockHolder, staleAfterMs: number, now = Date.now()): string | null {
  if (h.host === hostname()) {
    if (!Number.isInteger(h.pid) || !alive(h.pid)) return `pid ${h.pid} is not running`;
    const start = procStart(h.pid);
    if (h.procStart && start && start !== h.procStart) return `pid ${h.pid} now belongs to another process`;
    return null;
  }
  const age = now - Date.parse(h.updatedAt);
  return !(age < staleAfterMs) ? `not refreshed for ${Math.round(age / 1000)} s` : null;
}

async function readHolder(path: string): Promise<LockHolder | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as LockHolder;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or not JSON: nobody can show it is alive, so treat it as stale.
    return { pid: -1, host: hostname(), startedAt: '?', updatedAt: '?', token: '?' };
  }
}

/** Create `path` holding `body`, failing with EEXIST if it exists (never half-written). */
async function createExclusive(path: string, body: string): Promise<void> {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, body);
  try {
    await link(tmp, path);
  } finally {
    await unlink(tmp).catch(() => {});
  }
}

async function withTakeover<T>(path: string, fn: () => Promise<T>): Promise<T | 'busy'> {
  const guard = `${path}.takeover`;
  try {
    await mkdir(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const st = await stat(guard).catch(() => null);
    if (st && Date.now() - st.mtimeMs > TAKEOVER_STALE_MS) await rmdir(guard).catch(() => {});
    return 'busy';
  }
  try {
    return await fn();
  } finally {
    await rmdir(guard).catch(() => {});
  }
}

export async function acquireDestLock(path: string, opts: DestLockOptions): Promise<DestLock> {
  const staleAfterMs = opts.staleAfterMs ?? OTHER_HOST_STALE_MS;
  await mkdir(dirname(path), { recursive: true });
  const startedAt = new Date().toISOString();
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt,
    updatedAt: startedAt,
    dest: opts.dest,
    token: randomBytes(8).toString('hex'),
    procStart: procStart(process.pid),
  };
  let replaced: LockHolder | null = null;
  for (let i = 0; ; i++) {
    if (i >= ACQUIRE_TRIES) throw new Error(`could not take the lock ${path}: it keeps changing`);
    try {
      await createExclusive(path, JSON.stringify(me));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = await readHolder(path);
    if (!holder) continue; // released meanwhile
    if (staleReason(holder, staleAfterMs) === null) throw new DestLockedError(path, holder);
    const took = await withTakeover(path, async () => {
      // Still the same stale lock? (Another run may have replaced it before we got the guard.)
      const now = await readHolder(path);
      if (now && now.token !== holder.token) return false;
      await unlink(path).catch(() => {});
      await createExclusive(path, JSON.stringify(me));
      return true;
    }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') return false;
      throw err;
    });
    if (took === true) {
      replaced = holder;
      break;
    }
    await sleep(50 + Math.random() * 100);
  }

  const heartbeat = setInterval(() => {
    void (async () => {
      const now = await readHolder(path);
      if (now?.token !== me.token) return; // not ours any more: never overwrite another run's lock
      me.updatedAt = new Date().toISOString();
      const tmp = `${path}.${process.pid}.hb.tmp`;
      await writeFile(tmp, JSON.stringify(me));
      await rename(tmp, path);
    })().catch(() => {});
  }, opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const mine = () => {
    try {
      return (JSON.parse(readFileSync(path, 'utf8')) as LockHolder).token === me.token;
    } catch {
      return false;
    }
  };
  const releaseSync = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    if (mine()) unlinkSync(path);
  };
  return { path, replaced, release: async () => releaseSync(), releaseSync };
}
