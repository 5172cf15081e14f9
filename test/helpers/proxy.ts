/**
 * Loopback HTTP proxies in front of a test endpoint (fauxqs): the S3 throttling proxy
 * (helpers/s3.ts) and the URL-encoding listing proxy (fleet/s3-url-proxy.ts) share the serving
 * and the forwarding here and differ only in what they do to a request or an answer.
 */
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  endpoint: string;
  stop(): Promise<void>;
}

/** Pass the upstream answer on untouched. */
export function relay(upstream: IncomingMessage, res: ServerResponse): void {
  res.writeHead(upstream.statusCode ?? 502, upstream.headers);
  upstream.pipe(res);
}

/**
 * Forward one request to `target` as it came; `answer` gets the upstream response (by default
 * relayed untouched). An unreachable target is answered 502.
 */
export function forward(
  target: URL,
  req: IncomingMessage,
  res: ServerResponse,
  answer: (upstream: IncomingMessage, res: ServerResponse) => void = relay,
): void {
  const up = request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
    (upstream) => answer(upstream, res),
  );
  up.on('error', () => res.writeHead(502).end());
  req.pipe(up);
}

/** Serve `handle` on a free loopback port; `stop` drops open connections, so it never waits on keep-alive. */
export async function serveLoopback(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LoopbackServer> {
  const server = createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
