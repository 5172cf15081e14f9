import type { Step } from '../types.ts';

/**
 * Zero-width and formatting characters that carry nothing in extracted text. Kept: ZWJ/ZWNJ
 * (U+200C/D, meaningful in Indic and Persian scripts and emoji) and bidi marks (RTL text).
 */
const INVISIBLE = /[\u200B\u2060\uFEFF\u180E\u2061-\u2064]/g;
/** Spaces of other widths (NBSP, en/em/thin/hair, narrow NBSP, math, ideographic, ogham). */
const EXOTIC_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
/** C0/C1 controls other than tab and newline (CR, VT, FF and NEL are line breaks, handled first). */
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
/** A soft hyphen at a line end marks a word the typesetter broke: `docu\u00AD\nment`. */
const SOFT_HYPHEN_BREAK = /\u00AD[ \t]*\n[ \t]*/g;

/** Every character this step acts on: most texts have none, and one scan settles that. */
const ANY =
  /[\r\u0085\u2028\u2029\v\f\u0000-\u0008\u000E-\u001F\u007F-\u009F\u200B\u2060\uFEFF\u180E\u2061-\u2064\u00AD\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/;

function replaceCounting(text: string, re: RegExp, by: string, count: (n: number) => void): string {
  let n = 0;
  const out = text.replace(re, () => {
    n++;
    return by;
  });
  count(n);
  return out;
}

export const invisibles: Step = {
  id: 'invisibles',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Line endings to \\n, form feeds to paragraph breaks, controls, zero-width characters and soft hyphens removed, exotic spaces to a space; tabs (table cells) untouched.',
  run(text, ctx) {
    if (!ANY.test(text)) return text;
    let t = replaceCounting(text, /\r\n?|\u0085|\u2028|\v/g, '\n', (n) => ctx.count('line_break', n));
    t = replaceCounting(t, /[\f\u2029]/g, '\n\n', (n) => ctx.count('page_or_paragraph_break', n));
    t = replaceCounting(t, CONTROL, '', (n) => ctx.count('control_removed', n));
    t = replaceCounting(t, INVISIBLE, '', (n) => ctx.count('invisible_removed', n));
    t = replaceCounting(t, SOFT_HYPHEN_BREAK, '', (n) => ctx.count('soft_hyphen_join', n));
    t = replaceCounting(t, /\u00AD/g, '', (n) => ctx.count('soft_hyphen_removed', n));
    return replaceCounting(t, EXOTIC_SPACE, ' ', (n) => ctx.count('space', n));
  },
};
