/** Hostile names (file keys, messages) made safe to print. */

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
