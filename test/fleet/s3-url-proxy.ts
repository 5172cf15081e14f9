/**
 * fauxqs 1.9 ignores `encoding-type=url` on ListObjectsV2: it sends keys raw inside XML and no
 * `<EncodingType>`, so a key holding CR or a control character cannot cross it intact. This
 * loopback proxy answers such listings the way S3 does (measured on real S3: a space as `+`,
 * `+` as `%2B`, other bytes as `%XX` of their UTF-8, `/` kept; `<EncodingType>url</EncodingType>`
 * in the body), and forwards every other request untouched.
 */
import { forward, relay, serveLoopback } from '../helpers/proxy.ts';

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlUnescape(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_ENTITIES[e]);
}

/** A key as S3 encodes it under `encoding-type=url`. */
export function s3UrlEncode(key: string): string {
  let out = '';
  for (const b of Buffer.from(key, 'utf8')) {
    const c = String.fromCharCode(b);
    if (/[A-Za-z0-9\-_.~/]/.test(c)) out += c;
    else if (c === ' ') out += '+';
    else out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface UrlEncodingProxy {
  endpoint: string;
  /** Listings answered URL-encoded. */
  stats: { encodedListings: number };
  stop(): Promise<void>;
}

export async function startUrlEncodingProxy(target: string): Promise<UrlEncodingProxy> {
  const t = new URL(target);
  const stats = { encodedListings: 0 };
  const server = await serveLoopback((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const encode =
      req.method === 'GET' && query.get('list-type') === '2' && query.get('encoding-type') === 'url';
    forward(t, req, res, (r) => {
      if (!encode || r.statusCode !== 200) {
        relay(r, res);
        return;
      }
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => {
        stats.encodedListings++;
        const body = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<Key>([\s\S]*?)<\/Key>/g, (_, k: string) => `<Key>${s3UrlEncode(xmlUnescape(k))}</Key>`)
          .replace('<IsTruncated>', '<EncodingType>url</EncodingType><IsTruncated>');
        const headers = { ...r.headers };
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
  });
  return { ...server, stats };
}
