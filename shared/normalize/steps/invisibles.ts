import type { Step } from '../types.ts';

/**
 * Zero-width and formatting characters that carry nothing in extracted text. Kept: ZWJ/ZWNJ
 * (U+200C/D, meaningful in Indic and Persian scripts and emoji) and bidi marks (RTL text).
 */
const INVISIBLE = /[\u200B\u2060\uFEFF\u180E\u2061-\u2064]/;
/** Spaces of other widths (NBSP, en/em/thin/hair, narrow NBSP, math, ideographic, ogham). */
const EXOTIC_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/;
/** C0/C1 controls other than tab and newline (CR, VT, FF and NEL are line breaks, handled first). */
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/;

/**
 * Everything in one scan (seven passes cost seven scans of every document): CR/CRLF, a soft
 * hyphen at a line end, then any single character this step acts on. The callback sorts them.
 */
const ALL = new RegExp(
  `\\r\\n?|\\u00AD[ \\t]*\\r?\\n[ \\t]*|[\\u0085\\u2028\\v\\f\\u2029\\u00AD${INVISIBLE.source.slice(1, -1)}${CONTROL.source.slice(1, -1)}${EXOTIC_SPACE.source.slice(1, -1)}]`,
  'g',
);

export const invisibles: Step = {
  id: 'invisibles',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Line endings to \\n, form feeds to paragraph breaks, controls, zero-width characters and soft hyphens removed, exotic spaces to a space; tabs (table cells) untouched.',
  run(text, ctx) {
    const n = {
      line_break: 0,
      page_or_paragraph_break: 0,
      soft_hyphen_join: 0,
      soft_hyphen_removed: 0,
      control_removed: 0,
      invisible_removed: 0,
      space: 0,
    };
    const out = text.replace(ALL, (m) => {
      const c = m[0];
      if (c === '\r' || c === '\u0085' || c === '\u2028' || c === '\v') {
        n.line_break++;
        return '\n';
      }
      if (c === '\f' || c === '\u2029') {
        n.page_or_paragraph_break++;
        return '\n\n';
      }
      if (c === '\u00AD') {
        if (m.length > 1) n.soft_hyphen_join++;
        else n.soft_hyphen_removed++;
        return '';
      }
      if (CONTROL.test(c)) {
        n.control_removed++;
        return '';
      }
      if (INVISIBLE.test(c)) {
        n.invisible_removed++;
        return '';
      }
      n.space++;
      return ' ';
    });
    for (const [event, count] of Object.entries(n)) ctx.count(event, count);
    return out;
  },
};
