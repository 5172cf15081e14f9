import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * UTF-8 read as Latin-1 or Windows-1252 and written out again ("Thatâ€™s", "cafÃ©"; a web page
 * stored through a wrong charset keeps it in its bytes). A run is a lead character whose byte
 * opens a UTF-8 sequence (U+00C2–U+00F4) followed by exactly the continuation characters the
 * sequence needs (bytes 0x80–0xBF: Latin-1's U+0080–U+00BF, or Windows-1252's letters and
 * punctuation in 0x80–0x9F). The run's bytes decoded as UTF-8 replace it when they are valid and
 * the character is one mojibake is made of (Latin letters, Greek, Cyrillic, punctuation, currency,
 * letterlike symbols, arrows, operators): "Straße…" (U+07C5) and "voilà…" (an incomplete
 * sequence) are text.
 */

/** Windows-1252's characters for bytes 0x80–0x9F (its five undefined bytes read as Latin-1's C1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const BYTE_OF = new Map<string, number>();
for (let b = 0x80; b <= 0xbf; b++) BYTE_OF.set(String.fromCharCode(b), b);
for (const [k, c] of [...CP1252_HIGH].entries()) BYTE_OF.set(c, 0x80 + k);

const CONT = `[\\u0080-\\u00BF${CP1252_HIGH.replace(/[\u0080-\u009F]/g, '')}]`;
/** A lead and the continuations its byte calls for (2-, 3- and 4-byte sequences). */
const RUN = new RegExp(
  `[\\u00C2-\\u00DF]${CONT}|[\\u00E0-\\u00EF]${CONT}{2}|[\\u00F0-\\u00F4]${CONT}{3}`,
  'g',
);

/** Code points mojibake is made of: what a wrongly decoded Western page held. */
function plausible(cp: number): boolean {
  return (
    (cp >= 0x00a0 && cp <= 0x024f) ||
    (cp >= 0x0370 && cp <= 0x04ff) ||
    (cp >= 0x2000 && cp <= 0x206f) ||
    (cp >= 0x20a0 && cp <= 0x20cf) ||
    (cp >= 0x2100 && cp <= 0x214f) ||
    (cp >= 0x2190 && cp <= 0x22ff)
  );
}

/** A run as the detail shows it: its C1 controls as escapes (they print as nothing). */
function visible(run: string): string {
  return run.replace(
    /[\u0080-\u009F]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The run's bytes decoded as UTF-8, or null when they are not one plausible character. */
function repaired(run: string): string | null {
  const bytes = new Uint8Array(run.length);
  bytes[0] = run.charCodeAt(0);
  for (let k = 1; k < run.length; k++) {
    const b = BYTE_OF.get(run[k]);
    if (b === undefined) return null;
    bytes[k] = b;
  }
  let out: string;
  try {
    out = UTF8.decode(bytes);
  } catch {
    return null;
  }
  const cp = out.codePointAt(0) ?? 0;
  return [...out].length === 1 && plausible(cp) ? out : null;
}

export const mojibake: Step = {
  id: 'mojibake',
  level: 'standard',
  version: 1,
  evidence: 'inferential',
  description:
    'UTF-8 read as Latin-1 or Windows-1252 ("â€™", "Ã©") decoded again, one character at a time, only into Latin, Greek, Cyrillic, punctuation and symbol characters.',
  run(text, ctx) {
    const tally = new Tally();
    const seen: string[] = [];
    const out = replaceChanged(text, RUN, (m: string) => {
      const fixed = repaired(m);
      if (fixed === null) return m;
      tally.add('mojibake_repaired');
      const shown = `${visible(m)}→${fixed}`;
      if (seen.length < 5 && !seen.includes(shown)) seen.push(shown);
      return fixed;
    });
    tally.report(ctx);
    if (seen.length) ctx.fallback('repaired', `double-encoded UTF-8 decoded again: ${seen.join(', ')}`);
    return out;
  },
};
