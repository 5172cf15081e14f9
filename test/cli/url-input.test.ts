/**
 * `gleaner extract URL`: a local HTTP server on 127.0.0.1 (never the internet) serves a page,
 * redirects, a redirect loop, a body larger than the cap (streamed without a Content-Length,
 * so only counting can stop it), a response that never ends, and a 404. The fetcher is called
 * directly for each case, and the real CLI (spawned asynchronously: this process serves the
 * requests) for the content type reaching the pipeline and the one-line errors.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchInput, MAX_REDIRECTS, redactUrl } from '../../cli/fetch-url.ts';
import { GleanerError } from '../../shared/errors.ts';
import { gleanerAsync } from '../helpers/cli.ts';

/** Greek in ISO-8859-7 bytes: read as windows-1252 (what a page without a charset gets) it is "áâã". */
const GREEK_PAGE = Buffer.concat([
  Buffer.from('<html><head><title>Greek</title></head><body><h1>Letters</h1><p>The letters '),
  Buffer.from([0xe1, 0xe2, 0xe3]),
  Buffer.from(' open the alphabet and this paragraph is long enough to be body text.</p></body></html>'),
]);

let server: Server;
let base: string;
const hanging = new Set<ServerResponse>();

function route(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? '/';
  if (path === '/page') {
    res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-7' });
    res.end(GREEK_PAGE);
  } else if (path.startsWith('/hop/')) {
    const n = Number(path.slice('/hop/'.length));
    res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/page' });
    res.end();
  } else if (path === '/loop') {
    res.writeHead(301, { location: '/loop' });
    res.end();
  } else if (path === '/to-file') {
    res.writeHead(302, { location: 'file:///etc/passwd' });
    res.end();
  } else if (path === '/big') {
    // Chunked, no Content-Length: the client must count and stop.
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < 64 && res.write(chunk)) sent++;
      if (sent < 64 && !res.destroyed) res.once('drain', pump);
      else res.end();
    };
    pump();
  } else if (path === '/declared-big') {
    res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
    res.write('x');
    hanging.add(res);
  } else if (path === '/slow') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><body>');
    hanging.add(res); // never ends
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not here');
  }
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const OPTS = { maxBytes: 1024 * 1024, timeoutMs: 10_000 };

async function failure(p: Promise<unknown>): Promise<GleanerError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof GleanerError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

/** The real CLI, asynchronously (this process is the HTTP server). */
const run = (args: string[], env: Record<string, string> = {}) =>
  gleanerAsync(args, { ...process.env, ...env });

describe('fetching a URL', () => {
  it('returns the body and the Content-Type of a page', async () => {
    const r = await fetchInput(`${base}/page`, OPTS);
    expect(Buffer.from(r.bytes).equals(GREEK_PAGE)).toBe(true);
    expect(r.contentType).toBe('text/html; charset=iso-8859-7');
  });

  it(`follows up to ${MAX_REDIRECTS} redirects and refuses one more`, async () => {
    const ok = await fetchInput(`${base}/hop/${MAX_REDIRECTS}`, OPTS);
    expect(ok.finalUrl).toBe(`${base}/page`);
    const err = await failure(fetchInput(`${base}/hop/${MAX_REDIRECTS + 1}`, OPTS));
    expect(err.code).toBe('storage_error');
    expect(err.message).toBe(`more than ${MAX_REDIRECTS} redirects`);
  });

  it('ends a redirect loop', async () => {
    const err = await failure(fetchInput(`${base}/loop`, OPTS));
    expect(err.message).toBe(`more than ${MAX_REDIRECTS} redirects`);
  });

  it('refuses schemes other than http and https, given or redirected to', async () => {
    expect((await failure(fetchInput('ftp://127.0.0.1/x.pdf', OPTS))).code).toBe('unsupported_format');
    const err = await failure(fetchInput(`${base}/to-file`, OPTS));
    expect(err.code).toBe('unsupported_format');
    expect(err.message).toContain('only http and https');
  });

  it('stops a streamed body at the size cap (no Content-Length to go by)', async () => {
    const err = await failure(fetchInput(`${base}/big`, { ...OPTS, maxBytes: 100_000 }));
    expect(err.code).toBe('too_large');
    expect(err.message).toBe('more than 100000 bytes (limit)');
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    const err = await failure(fetchInput(`${base}/declared-big`, OPTS));
    expect(err.code).toBe('too_large');
    expect(err.message).toBe(`${10 * 1024 * 1024} bytes exceeds the limit of ${OPTS.maxBytes}`);
  });

  it('gives up on a response that never ends, as timeout', async () => {
    const err = await failure(fetchInput(`${base}/slow`, { ...OPTS, timeoutMs: 300 }));
    expect(err.code).toBe('timeout');
    expect(err.message).toBe('no complete response within 300 ms');
  });

  it('reports a 404 as not_found', async () => {
    const err = await failure(fetchInput(`${base}/missing.pdf`, OPTS));
    expect(err.code).toBe('not_found');
    expect(err.message).toBe('HTTP 404 Not Found');
  });

  it('strips user info from URLs it names', () => {
    expect(redactUrl('https://alice:s3cret@example.org/a.pdf?x=1')).toBe('https://example.org/a.pdf?x=1');
    expect(redactUrl('https://alice:s3cret@[bad/a.pdf')).toBe('https://[bad/a.pdf');
  });
});

describe('gleaner extract URL', () => {
  it('extracts an HTML page served without an extension, decoded by its Content-Type charset', async () => {
    const r = await run(['extract', `${base}/page`, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const sidecar = JSON.parse(r.stdout);
    expect(sidecar.source.format).toBe('html');
    expect(sidecar.source.key).toBe(`${base}/page`);
    expect(sidecar.text).toContain('αβγ');
  });

  it('fails in one line naming the URL without its credentials, and the reason', async () => {
    const url = `http://alice:s3cret@127.0.0.1:${new URL(base).port}/missing.pdf`;
    const r = await run(['extract', url]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`gleaner: ${base}/missing.pdf: HTTP 404 Not Found (not_found)\n`);
    expect(r.stderr).not.toContain('s3cret');
  });

  it('times out by GLEANER_FETCH_TIMEOUT_MS', async () => {
    const r = await run(['extract', `${base}/slow`], { GLEANER_FETCH_TIMEOUT_MS: '500' });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`gleaner: ${base}/slow: no complete response within 500 ms (timeout)\n`);
  });
});
