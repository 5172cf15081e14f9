/**
 * `text.replace(pattern, fn)` for callbacks that often decide to leave a match as it is.
 * The native replace rebuilds the whole text as soon as anything matched, even when every
 * callback returned its match unchanged; on a paper that rebuild (a fresh multi-megabyte
 * string, then its garbage) cost several times the scan. Here only changed matches are spliced
 * in, and the text itself is returned when none changed.
 *
 * Same callback arguments as String.prototype.replace without named groups: the match, its
 * groups, its offset and the whole text.
 */
export function replaceChanged(
  text: string,
  pattern: RegExp,
  fn: (match: string, ...rest: never[]) => string,
): string {
  if (!pattern.global) throw new Error(`replaceChanged needs a global pattern: ${pattern}`);
  const call = fn as unknown as (...args: unknown[]) => string;
  let pieces: string[] | null = null;
  let copied = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const at = m.index;
    const matched = m[0];
    // An empty match must still move on, as replace does (by a code point under /u).
    if (matched === '')
      pattern.lastIndex = at + (pattern.unicode && (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);
    const replacement = call(...m, at, text);
    if (replacement === matched) continue;
    if (!pieces) pieces = [];
    pieces.push(text.slice(copied, at), replacement);
    copied = at + matched.length;
  }
  pattern.lastIndex = 0;
  if (!pieces) return text;
  pieces.push(text.slice(copied));
  return pieces.join('');
}
