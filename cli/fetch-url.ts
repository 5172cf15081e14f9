/**
 * `gleaner extract https://…`: one document fetched over HTTP(S), under the same size cap as a
 * file, a wall-clock deadline for the whole exchange and at most MAX_REDIRECTS redirects. The
 * response's Content-Type goes to format detection with the bytes (an HTML page served without
 * an extension is still HTML; the bytes still decide, as for files).
 *
 * Choices, written up in the README:
 *  - Only `http:` and `https:` are fetched, for the argument and for every redirect target
 *    (`file:`, `ftp:`, `data:`… are refused).
 *  - Redirects to private or loopback addresses are followed: the command fetches what the
 *    person running it points it at, from their machine, like curl; it is not a service that
 *    fetches for others, where that would be a server-side request forgery hole.
 *  - Credentials in a URL (`https://user:pass@host/…`) are sent as the URL asks but never
 *    printed: every message and the sidecar's key carry the URL without its user info.
 */
import type { IncomingMessage } from 'node:http';
import { GleanerError, toError } from '../shared/errors.ts';

/** Redirects followed before giving up (curl's --max-redirs is 50; browsers stop near 20). */
export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface FetchOptions {
  /** Largest body accepted, bytes: the file cap (GLEANER_MAX_FILE_BYTES). */
  maxBytes: number;
  /** Deadline for the whole exchange, redirects and body included (GLEANER_FETCH_TIMEOUT_MS). */
  timeoutMs: number;
  /** @defaultValue 'gleaner' */
  userAgent?: string;
}

export interface FetchedInput {
  bytes: Uint8Array;
  /** The response's Content-Type, or null when the server sent none. */
  contentType: string | null;
  /** The URL that answered (after redirects), without user info. */
  finalUrl: string;
}

/** Whether a command-line argument is a URL rather than a path (`scheme://…`). */
export function isUrlArgument(arg: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(arg);
}

/** The URL without `user:password@`, for messages and keys; the input as is when it does not parse. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    // Not a URL the parser takes: drop anything between the scheme and an `@` before the host.
    return raw.replace(/^([a-z][a-z\d+.-]*:\/\/)[^/?#]*@/i, '$1');
  }
}

/** `raw` as an http(s) URL; `via` names a redirect in the message (the argument needs no name: the message starts with it). */
function parseHttpUrl(raw: string, via?: string): URL {
  const prefix = via ? `${via}: ` : '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GleanerError('unsupported_format', `${prefix}not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new GleanerError(
      'unsupported_format',
      `${prefix}only http and https URLs are fetched (got ${url.protocol.slice(0, -1)})`,
    );
  return url;
}

/**
 * One request; resolves with the response (headers read), rejects on a network error. The
 * modules load on first use: node:https alone costs ~60 ms to import on a loaded 2-core machine
 * (measured 2026-12-03), which every `gleaner extract FILE` would pay before reading its file.
 */
async function send(url: URL, userAgent: string, signal: AbortSignal): Promise<IncomingMessage> {
  const { request } = url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { 'user-agent': userAgent, accept: '*/*' }, signal });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

/** The body, stopped as soon as it passes `maxBytes`. */
function readBody(res: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    res.on('data', (c: Buffer) => {
      total += c.length;
      if (total > maxBytes) {
        res.destroy();
        reject(new GleanerError('too_large', `more than ${maxBytes} bytes (limit)`));
      } else chunks.push(c);
    });
    res.once('end', () => resolve(new Uint8Array(Buffer.concat(chunks, total))));
    res.once('error', reject);
    res.once('close', () => {
      if (!res.complete)
        reject(new GleanerError('storage_error', 'the connection closed before the whole body'));
    });
  });
}

/** A network error as a one-line reason: the errno code, never the error's own text (it may hold the URL). */
function networkError(raw: unknown, timedOut: boolean, timeoutMs: number): GleanerError {
  if (raw instanceof GleanerError) return raw;
  if (timedOut) return new GleanerError('timeout', `no complete response within ${timeoutMs} ms`);
  const err = toError(raw) as NodeJS.ErrnoException;
  const code = err.code ?? err.name;
  return new GleanerError('storage_error', `cannot fetch (${code})`);
}

/**
 * GET `raw`, following up to MAX_REDIRECTS redirects. Throws GleanerError: `not_found` (404,
 * 410), `too_large` (Content-Length or the streamed body over the cap), `timeout`,
 * `unsupported_format` (not http or https, here or in a redirect), `storage_error` (other
 * HTTP statuses, too many redirects, network errors). Messages never hold the URL's user info.
 */
export async function fetchInput(raw: string, options: FetchOptions): Promise<FetchedInput> {
  let url = parseHttpUrl(raw);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const res = await send(url, options.userAgent ?? 'gleaner', controller.signal);
      const status = res.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        res.resume();
        const location = res.headers.location;
        if (!location) throw new GleanerError('storage_error', `HTTP ${status} redirect without a Location`);
        if (redirects >= MAX_REDIRECTS)
          throw new GleanerError('storage_error', `more than ${MAX_REDIRECTS} redirects`);
        let next: string;
        try {
          next = new URL(location, url).href;
        } catch {
          throw new GleanerError('storage_error', `HTTP ${status} redirect to an invalid Location`);
        }
        url = parseHttpUrl(next, `redirect to ${redactUrl(next)}`);
        continue;
      }
      if (status < 200 || status > 299) {
        res.resume();
        const reason = `HTTP ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}`;
        throw new GleanerError(status === 404 || status === 410 ? 'not_found' : 'storage_error', reason);
      }
      const length = Number(res.headers['content-length']);
      if (Number.isFinite(length) && length > options.maxBytes) {
        res.destroy();
        throw new GleanerError('too_large', `${length} bytes exceeds the limit of ${options.maxBytes}`);
      }
      const bytes = await readBody(res, options.maxBytes);
      return { bytes, contentType: res.headers['content-type'] ?? null, finalUrl: redactUrl(url.href) };
    }
  } catch (err) {
    throw networkError(err, timedOut, options.timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}
