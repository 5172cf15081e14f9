/** Small helpers shared by the CLI commands. */
import { GleanerError } from '../shared/errors.ts';
import { escapeName } from '../shared/escape.ts';

export class UsageError extends Error {}

/** Bad input: exit 2 with one line naming the file. */
export class InputError extends Error {
  constructor(
    readonly file: string,
    readonly error: GleanerError,
  ) {
    super(`${escapeName(file)}: ${error.message} (${error.code})`);
  }
}

export function oneOfFlag<T extends string>(
  name: string,
  value: string | undefined,
  values: readonly T[],
  def: T,
): T {
  if (value === undefined) return def;
  if (!values.includes(value as T))
    throw new UsageError(`--${name} must be one of ${values.join(', ')} (got "${value}")`);
  return value as T;
}

export function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    process.stdin.on('data', (c: Buffer) => chunks.push(c));
    process.stdin.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', reject);
  });
}

/**
 * Standard input as bytes (`gleaner extract -`), under the same cap as a file: reading stops one
 * chunk past `maxBytes` with `too_large`, so `cat /dev/zero | gleaner extract -` ends.
 */
export function readStdinBytes(maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (c: Buffer) => {
      total += c.length;
      if (total > maxBytes) {
        process.stdin.off('data', onData).pause();
        reject(new GleanerError('too_large', `more than ${maxBytes} bytes (limit)`));
      } else chunks.push(c);
    };
    process.stdin.on('data', onData);
    process.stdin.once('end', () => resolve(new Uint8Array(Buffer.concat(chunks, total))));
    process.stdin.once('error', (err) =>
      reject(new GleanerError('storage_error', `cannot read standard input (${err.message})`)),
    );
  });
}

/** Write and resolve when the data is handed to the OS (pipes can be slow readers). */
export function write(stream: NodeJS.WriteStream, data: string): Promise<void> {
  return new Promise((resolve) => {
    if (stream.write(data)) resolve();
    else stream.once('drain', () => resolve());
  });
}

export { escapeName };
