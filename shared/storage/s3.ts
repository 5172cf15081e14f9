/**
 * S3 (or any S3-compatible endpoint) as storage. Credentials come from the SDK's standard
 * chain (env, profile, instance role); nothing here ever sees or logs them.
 */
import {
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { GleanerError, toError } from '../errors.ts';
import { keyFromNameBytes, MAX_KEY_BYTES } from './keys.ts';
import { readCapped } from './local.ts';
import {
  type ListOptions,
  nullIfNotFound,
  type ObjectInfo,
  type ReadOptions,
  type Storage,
} from './types.ts';

/** Our own folders at the top of a destination, never taken as source documents. */
const OWN_FOLDERS = ['_runs/', '.gleaner/'];

/** Keys per ListObjectsV2 page: S3's maximum, so millions of keys cost thousands of requests. */
const LIST_PAGE = 1000;
/**
 * SDK-level attempts per request (its default is 3). Throttling (503 SlowDown) comes in bursts;
 * five attempts with the SDK's own jittered backoff absorb a 10% error rate before the job-level
 * retry ever sees it.
 */
const SDK_MAX_ATTEMPTS = 5;

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix without leading or trailing slash ('' for the whole bucket). */
  prefix: string;
  /** Custom endpoint (MinIO, emulators). @defaultValue AWS */
  endpoint?: string;
  /** @defaultValue true when an endpoint is given */
  forcePathStyle?: boolean;
  /** @defaultValue 'us-east-1' */
  region?: string;
  /** A ready client (tests share one); otherwise one is built from the fields above. */
  client?: S3Client;
}

/** Map an SDK or network error to the taxonomy. Messages carry the error name, never headers. */
export function s3Error(err: unknown, what: string): GleanerError {
  const e = toError(err) as Error & { $metadata?: { httpStatusCode?: number }; code?: string };
  const status = e.$metadata?.httpStatusCode;
  if (e.name === 'NoSuchKey' || e.name === 'NotFound' || status === 404)
    return new GleanerError('not_found', `${what}: no such object`);
  const reason = status ? `${e.name} (HTTP ${status})` : `${e.name}${e.code ? ` ${e.code}` : ''}`;
  return new GleanerError('storage_error', `${what}: ${reason}`, { cause: err });
}

/**
 * A listed key as it is stored. Listings ask for URL-encoded keys (`EncodingType: 'url'`)
 * because XML 1.0 cannot carry most control characters and its parsers turn CR and CRLF into
 * LF: a raw `cr\rx.html` came back as `cr\nx.html`, which names no object. S3 encodes keys as
 * a form does: a space as `+`, `+` itself as `%2B`, other bytes as `%XX` of their UTF-8. A
 * server that ignored the request (fauxqs 1.9, some gateways) sends no `EncodingType`, and its
 * keys are taken as they are. Percent bytes that are not UTF-8 (S3 refuses such keys; other
 * stores may not) become lone surrogates, as local names do (keyFromNameBytes), so two such
 * keys stay apart. A `%` not followed by two hex digits is kept as written.
 */
export function decodeListedKey(key: string, encodingType: string | undefined): string {
  if (encodingType?.toLowerCase() !== 'url') return key;
  const bytes: number[] = [];
  const form = key.replace(/\+/g, ' ');
  for (let i = 0; i < form.length; ) {
    if (form[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(form.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(form.slice(i + 1, i + 3), 16));
      i += 3;
      continue;
    }
    const ch = String.fromCodePoint(form.codePointAt(i)!);
    for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    i += ch.length;
  }
  return keyFromNameBytes(Uint8Array.from(bytes));
}

export class S3Storage implements Storage {
  readonly url: string;
  readonly client: S3Client;
  readonly bucket: string;
  /** Key prefix without leading or trailing slash. */
  readonly prefix: string;
  /** Room for an output key once the prefix and its slash are counted (S3 allows 1024 bytes). */
  readonly maxKeyBytes: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix.replace(/^\/+|\/+$/g, '');
    this.url = `s3://${this.bucket}${this.prefix ? `/${this.prefix}` : ''}`;
    this.maxKeyBytes = MAX_KEY_BYTES - (this.prefix ? Buffer.byteLength(this.prefix) + 1 : 0);
    const config: S3ClientConfig = {
      region: options.region ?? 'us-east-1',
      maxAttempts: SDK_MAX_ATTEMPTS,
    };
    if (options.endpoint) {
      config.endpoint = options.endpoint;
      config.forcePathStyle = options.forcePathStyle ?? true;
    } else if (options.forcePathStyle !== undefined) config.forcePathStyle = options.forcePathStyle;
    this.client = options.client ?? new S3Client(config);
  }

  private full(key: string): string {
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async *list(options: ListOptions = {}): AsyncIterable<ObjectInfo> {
    const root = this.prefix ? `${this.prefix}/` : '';
    const prefix = root + (options.prefix ?? '') || undefined;
    // Left-out folders are reported once each, not once per object in them.
    const excluded = [
      ...(options.exclude ?? []).map((f) => ({ folder: `${f}/`, detail: 'DEST' as string | undefined })),
      ...(options.prefix ? [] : OWN_FOLDERS.map((folder) => ({ folder, detail: undefined }))),
    ];
    const reported = new Set<string>();
    let token: string | undefined;
    do {
      let page: ListObjectsV2CommandOutput;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            ContinuationToken: token,
            MaxKeys: LIST_PAGE,
            EncodingType: 'url',
          }),
        );
      } catch (err) {
        throw s3Error(err, this.url);
      }
      for (const o of page.Contents ?? []) {
        // A key ending in `/` is a console-made folder marker, not a document.
        if (!o.Key) continue;
        const full = decodeListedKey(o.Key, page.EncodingType);
        if (full.endsWith('/')) continue;
        const key = full.slice(root.length);
        const out = excluded.find((e) => key.startsWith(e.folder));
        if (out) {
          if (!reported.has(out.folder))
            options.onSkip?.({ key: out.folder, reason: 'excluded_folder', detail: out.detail });
          reported.add(out.folder);
          continue;
        }
        yield { key, size: o.Size ?? 0, etag: (o.ETag ?? '').replace(/"/g, '') };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async read(key: string, options: ReadOptions): Promise<Uint8Array> {
    let res: GetObjectCommandOutput;
    try {
      res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.full(key) }));
    } catch (err) {
      throw s3Error(err, key);
    }
    const body = res.Body as (AsyncIterable<Uint8Array> & { destroy?: () => void }) | undefined;
    if (options.info) options.info.contentType = res.ContentType ?? null;
    if (res.ContentLength !== undefined && res.ContentLength > options.maxBytes) {
      body?.destroy?.();
      throw new GleanerError(
        'too_large',
        `${res.ContentLength} bytes exceeds the limit of ${options.maxBytes}`,
      );
    }
    if (!body) return new Uint8Array(0);
    try {
      return await readCapped(body, options.maxBytes, key);
    } catch (err) {
      if (err instanceof GleanerError && err.code === 'too_large') throw err;
      throw s3Error(err instanceof GleanerError ? err.cause : err, key);
    }
  }

  readIfExists(key: string, options: ReadOptions): Promise<Uint8Array | null> {
    return nullIfNotFound(this.read(key, options));
  }

  async write(key: string, data: Uint8Array | string, contentType?: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.full(key),
          Body: typeof data === 'string' ? Buffer.from(data) : data,
          ContentType: contentType,
        }),
      );
    } catch (err) {
      throw s3Error(err, key);
    }
  }
}
