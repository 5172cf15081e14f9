/** Messages between a worker and its parse child (IPC with 'advanced' serialization). */
import type { ProcessOptions, ProcessOutput } from '../shared/pipeline/index.ts';

export interface ParseRequest {
  type: 'parse';
  id: number;
  bytes: Uint8Array;
  key: string;
  etag: string | null;
  /** The source's Content-Type when the storage knows it (S3), for HTML charsets. */
  contentType?: string | null;
  options: ProcessOptions;
}

export type ChildMessage =
  | { type: 'ready'; pid: number }
  | { type: 'result'; id: number; output: ProcessOutput; rss: number; fatal: boolean };
