/**
 * Who may talk to the dashboard. Without a token it binds loopback only and also checks the Host
 * header, so a web page on another origin cannot reach it through DNS rebinding. With a token,
 * every request carries it: `Authorization: Bearer …`, or `?token=` once (answered with a
 * cookie and a redirect that drops the token from the address bar), then the cookie.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const COOKIE = 'gleaner_token';

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Compare secrets in constant time; hashing first makes the lengths equal. */
export function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export type AuthDecision =
  | { ok: true }
  | { ok: false; status: 401 | 403; reason: string }
  /** The token came in the query string: set the cookie and redirect to the clean URL. */
  | { ok: 'redirect'; location: string; cookie: string };

export function authorize(req: IncomingMessage, url: URL, token: string | undefined): AuthDecision {
  if (!token) {
    // No token means loopback-only: refuse requests addressed to any other host name.
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    return isLoopbackHost(host) ? { ok: true } : { ok: false, status: 403, reason: 'host not allowed' };
  }
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ') && sameSecret(auth.slice(7).trim(), token)) return { ok: true };
  const fromCookie = cookieValue(req.headers.cookie, COOKIE);
  if (fromCookie !== null && sameSecret(fromCookie, token)) return { ok: true };
  const fromQuery = url.searchParams.get('token');
  if (fromQuery !== null && sameSecret(fromQuery, token)) {
    const clean = new URL(url);
    clean.searchParams.delete('token');
    return {
      ok: 'redirect',
      location: clean.pathname + clean.search,
      cookie: `${COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict`,
    };
  }
  return { ok: false, status: 401, reason: 'token required' };
}
