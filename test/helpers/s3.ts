/**
 * A real S3 HTTP endpoint for tests (fauxqs), plus a loopback proxy that answers a share of
 * requests with 503 SlowDown, the way S3 throttles.
 */
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startFauxqs } from 'fauxqs';
import { forward, serveLoopback } from './proxy.ts';

export interface TestS3 {
  endpoint: string;
  client: S3Client;
  createBucket(name: string): Promise<void>;
  put(bucket: string, key: string, body: Uint8Array | string, contentType?: string): Promise<void>;
  stop(): Promise<void>;
}

// The SDK needs credentials even for an emulator; these are dummies, never real secrets.
process.env.AWS_ACCESS_KEY_ID ??= 'test';
process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export function s3Client(endpoint: string): S3Client {
  return new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, maxAttempts: 5 });
}

export async function startS3(): Promise<TestS3> {
  const server = await startFauxqs({ port: 0, host: '127.0.0.1', logger: false });
  const endpoint = `http://127.0.0.1:${server.port}`;
  const client = s3Client(endpoint);
  return {
    endpoint,
    client,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    async put(bucket, key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async stop() {
      client.destroy();
      await server.stop();
    },
  };
}

const SLOW_DOWN =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>';

/** Forward to `target`, but answer `rate` of requests with 503 SlowDown. Counts both. */
export async function startFaultProxy(
  target: string,
  rate: number,
  random: () => number = Math.random,
): Promise<{ endpoint: string; stats: { forwarded: number; faulted: number }; stop(): Promise<void> }> {
  const t = new URL(target);
  const stats = { forwarded: 0, faulted: 0 };
  const server = await serveLoopback((req, res) => {
    if (random() < rate) {
      stats.faulted++;
      req.resume();
      res.writeHead(503, { 'content-type': 'application/xml' }).end(SLOW_DOWN);
      return;
    }
    stats.forwarded++;
    forward(t, req, res);
  });
  return { ...server, stats };
}
