/**
 * Storage: one small interface, a local-folder and an S3 implementation, picked from a URL
 * (`s3://bucket/prefix` or a plain path).
 */
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export {
  decodeOutputKey,
  isWellFormed,
  keyFromNameBytes,
  keyToNameBytes,
  MAX_KEY_BYTES,
  outputBase,
  outputKey,
  outputKeys,
  runRecordKey,
} from './keys.ts';
export { LocalStorage } from './local.ts';
export { S3Storage, type S3StorageOptions } from './s3.ts';
export type {
  ListOptions,
  ObjectInfo,
  ReadInfo,
  ReadOptions,
  SkippedEntry,
  SkipReason,
  Storage,
} from './types.ts';

export interface StorageConfig {
  s3Endpoint?: string;
  s3ForcePathStyle?: boolean;
  s3Region?: string;
}

export function isS3Url(url: string): boolean {
  return url.startsWith('s3://');
}

/** Open the storage a URL names. S3 clients are cached per config so workers reuse sockets. */
export function openStorage(url: string, config: StorageConfig = {}): Storage {
  if (!isS3Url(url)) return new LocalStorage(url);
  const rest = url.slice('s3://'.length);
  const slash = rest.indexOf('/');
  const bucket = slash === -1 ? rest : rest.slice(0, slash);
  const prefix = slash === -1 ? '' : rest.slice(slash + 1);
  if (!bucket) throw new Error(`bad S3 URL "${url}": expected s3://bucket[/prefix]`);
  return new S3Storage({
    bucket,
    prefix,
    endpoint: config.s3Endpoint,
    forcePathStyle: config.s3ForcePathStyle,
    region: config.s3Region,
  });
}
