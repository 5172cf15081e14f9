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

/**
 * A file name made safe for one line of terminal output: C0 and C1 control characters, DEL,
 * the Unicode line and paragraph separators and the bidirectional overrides become escapes
 * (`\n`, `\r`, `\t`, `\xNN`, `\uNNNN`) and a backslash is doubled, so a name can neither forge
 * extra lines nor send terminal escape sequences, and two different names never print alike.
 */
export function escapeName(name: string): string {
  return name.replace(/[\\\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    if (c === '\\') return '\\\\';
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
