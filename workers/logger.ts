/**
 * Process loggers (pino). Processes own their logging; library code never logs. Logs go to
 * stderr or to a file, never stdout (which carries plans, progress and summaries).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pino, { type Logger } from 'pino';

export function createLogger(level: string, file?: string): Logger {
  const base = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    return pino(base, pino.destination({ dest: file, sync: true, mkdir: true }));
  }
  return pino(base, pino.destination({ dest: 2, sync: true }));
}
