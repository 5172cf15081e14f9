/**
 * Repair of the invalid JSON publishers ship in ld+json blocks: HTML comment and CDATA
 * wrappers, trailing commas, raw control characters inside strings, single quotes, several
 * top-level values in a row, a trailing semicolon. One linear scan, no backtracking.
 */

const CONTROL_ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};
const HEX4 = /^[0-9a-f]{4}$/i;
/** Characters that end a run of literal (number, true, junk) outside strings. */
const LITERAL_STOP = '{}[],:"\'/';

/**
 * One linear pass from what publishers ship to JSON texts, one per top-level value. It skips
 * wrappers and junk between values (`<!--`, CDATA, `;`, JS comments), drops trailing and doubled
 * commas, adds a missing one between values, reads single-quoted strings, escapes raw control
 * characters, drops invalid escapes, escapes a quote inside a string when what follows it cannot
 * follow a string's end, reads `undefined` and `NaN` as null, and closes whatever a truncated
 * block left open. No backtracking: hostile input stays linear.
 */
export function repairJson(src: string): string[] {
  const values: string[] = [];
  const closers: string[] = [];
  let parts: string[] = [];
  let last = -1;
  const emit = (t: string) => {
    parts.push(t);
    last = parts.length - 1;
  };
  const lastToken = () => (last >= 0 ? parts[last] : '');
  // After a complete value (not after `{`, `[`, `,`, `:`) another value needs a comma first.
  const afterValue = () => lastToken() !== '' && !'{[,:'.includes(lastToken().at(-1)!);
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && (src[i + 1] === '/' || src[i + 1] === '*')) {
      const end = src[i + 1] === '/' ? src.indexOf('\n', i) : src.indexOf('*/', i + 2) + 1;
      i = end <= 0 ? src.length : end + 1;
    } else if (closers.length === 0) {
      // Between top-level values only an object or array starts one; the rest is wrapper or junk.
      if (src.startsWith('<![CDATA[', i)) i += 9;
      else if (c === '"' || c === "'") i = readString(src, i, null).end;
      else {
        if (c === '{' || c === '[') {
          parts = [];
          closers.push(c === '{' ? '}' : ']');
          emit(c);
        }
        i++;
      }
    } else if (c === '"' || c === "'") {
      if (afterValue()) emit(',');
      const s = readString(src, i, closers.at(-1)!);
      emit(s.text);
      i = s.end;
    } else if (c === '{' || c === '[') {
      if (afterValue()) emit(',');
      closers.push(c === '{' ? '}' : ']');
      emit(c);
      i++;
    } else if (c === '}' || c === ']') {
      if (lastToken() === ',') parts[last] = '';
      emit(closers.pop()!); // a mismatched closer becomes the expected one
      if (closers.length === 0) values.push(parts.join(''));
      i++;
    } else if (c === ',') {
      if (afterValue()) emit(',');
      i++;
    } else if (c === ':') {
      emit(':');
      i++;
    } else if (c <= ' ') i++;
    else {
      let j = i + 1;
      while (j < src.length && src[j] > ' ' && !LITERAL_STOP.includes(src[j])) j++;
      if (afterValue()) emit(',');
      const word = src.slice(i, j);
      emit(word === 'undefined' || word === 'NaN' ? 'null' : word);
      i = j;
    }
  }
  if (closers.length) {
    if (lastToken() === ',') parts[last] = '';
    if (lastToken() === ':') emit('null');
    values.push(parts.join('') + closers.reverse().join(''));
  }
  return values;
}

/** A string starting at `start` (either quote) as a JSON string; `context` is the enclosing closer. */
function readString(src: string, start: number, context: string | null): { text: string; end: number } {
  const quote = src[start];
  const out: string[] = ['"'];
  let run = start + 1;
  let i = run;
  while (i < src.length) {
    const c = src[i];
    if (c !== '\\' && c !== '"' && c !== "'" && c >= ' ') {
      i++;
      continue;
    }
    if (i > run) out.push(src.slice(run, i));
    if (c === '\\') {
      const e = src[i + 1] ?? '';
      const valid = e === 'u' ? HEX4.test(src.slice(i + 2, i + 6)) : e !== '' && '"\\/bfnrt'.includes(e);
      // Invalid escapes (`\'`, `\x`, `\u` without 4 hex digits) lose the backslash.
      out.push(valid ? `\\${e}` : escapeChar(e));
      i += 2;
    } else if (c < ' ') {
      out.push(escapeChar(c));
      i++;
    } else if (c !== quote) {
      out.push(escapeChar(c));
      i++;
    } else if (endsString(src, i + 1, context)) {
      out.push('"');
      return { text: out.join(''), end: i + 1 };
    } else {
      out.push(escapeChar(c));
      i++;
    }
    run = i;
  }
  if (i > run) out.push(src.slice(run, i));
  out.push('"');
  return { text: out.join(''), end: src.length };
}

function escapeChar(c: string): string {
  if (c === '"') return '\\"';
  if (c >= ' ' || c === '') return c;
  return CONTROL_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * Whether a quote at `k - 1` closes its string: what follows must be able to follow a string
 * (`:`, `}`, `]`, a comment, the end, a space then a quote, or a comma and then something that
 * can come after a comma there). `He said "no" to it` keeps both inner quotes.
 */
function endsString(src: string, k: number, context: string | null): boolean {
  if (context === null) return true;
  const start = k;
  while (k < src.length && src[k] <= ' ') k++;
  const next = src[k];
  if (next === undefined || next === ':' || next === '}' || next === ']' || next === '/') return true;
  if (next === '"') return k > start; // `"a" "b"`: a missing comma, not `""` inside a string
  if (next !== ',') return false;
  k++;
  while (k < src.length && src[k] <= ' ') k++;
  const after = src[k];
  if (after === undefined) return true;
  return (context === '}' ? '"\'}/' : '"\'{[]/-0123456789tfn').includes(after);
}
