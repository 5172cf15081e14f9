/** Small helpers shared by the CLI commands. */
export class UsageError extends Error {}

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

/** Write and resolve when the data is handed to the OS (pipes can be slow readers). */
export function write(stream: NodeJS.WriteStream, data: string): Promise<void> {
  return new Promise((resolve) => {
    if (stream.write(data)) resolve();
    else stream.once('drain', () => resolve());
  });
}

export { escapeName } from '../shared/escape.ts';
