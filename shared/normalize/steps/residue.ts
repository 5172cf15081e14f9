import { referencesStart } from '../lines.ts';
import type { Step, StepContext } from '../types.ts';
import { dehyphenate } from './dehyphenate.ts';
import { doiRejoin } from './doi.ts';
import { lineJoining } from './line-joining.ts';

/**
 * Removing a line makes a new seam (`docu-\nHEAD\nment`, `the\nHEAD\nmethod`). The joins run
 * before this step, so they are re-run on each new seam: otherwise a second normalization
 * would join those seams and normalization would not be idempotent. (Residue is never removed
 * inside the reference list, so reference_rejoin has no new seams to see.)
 */
const RESEAM = [doiRejoin, dehyphenate, lineJoining];
/** Characters of each side given to the joins: a DOI (the longest thing they read) fits. */
const SEAM_CONTEXT = 300;

/**
 * The line that results from joining `above` and `below` across the new seam, or null when
 * the joins leave the seam alone. Only the seam's surroundings are handed to the steps, so a
 * document with thousands of removed heads stays linear.
 */
function reseam(above: string, below: string, ctx: StepContext): string | null {
  if (!above.trim() || !below.trim()) return null;
  const head = above.slice(0, Math.max(0, above.length - SEAM_CONTEXT));
  const tail = below.slice(SEAM_CONTEXT);
  let window = `${above.slice(head.length)}\n${below.slice(0, below.length - tail.length)}`;
  for (const step of RESEAM) window = step.run(window, ctx);
  return window.includes('\n') ? null : head + window + tail;
}

/** A running head or footer is short... */
export const MAX_RESIDUE_CHARS = 100;
/** ...has at least two words with letters (single-word headings like "Method" recur legitimately)... */
export const MIN_RESIDUE_WORDS = 2;
/**
 * ...recurs at least this often: three copies when a number changes between them (a page
 * number is the signature of page furniture), four when the copies are identical (running
 * titles; below that, repeated figure labels and signature blocks in the corpus were hit)...
 */
export const MIN_REPEATS_NUMBERED = 3;
export const MIN_REPEATS_IDENTICAL = 4;
/**
 * ...at a page-like rhythm: the largest gap at most this many times the smallest. Pages differ
 * in length (figures, section ends) but not tenfold; code and figure labels recur irregularly.
 */
export const MAX_GAP_RATIO = 4;
/**
 * ...with every two copies at least this many lines apart. Pages are far longer; affiliation
 * blocks (`Department of Psychology, X University` three times in five lines) are not.
 */
export const MIN_GAP_LINES = 15;
/** Lines with notation or cells, or starting with neither letter nor digit, are data or maths, never furniture. */
const DATA_LINE = /[=<>+−±×÷∑∏√∫\t]|^[^\p{L}\d]/u;
/** Section headings that legitimately recur in multi-study papers. */
const HEADING_WORDS =
  /^(?:study|experiment|general|results|discussion|method|methods|materials|participants|procedure|design|measures|and|[#.:\s])+$/i;

/** Page numbers differ between copies of the same head. Cheap: runs on every short line. */
const DIGIT = /\d/;

function recurrenceKey(line: string): string | null {
  if (line.length > MAX_RESIDUE_CHARS + 20) return null;
  const t = line.trim();
  if (!t || t.length > MAX_RESIDUE_CHARS) return null;
  // Running heads repeat in the same case; only digits (page numbers) vary.
  return DIGIT.test(t) ? t.replace(/\d+/g, '#') : t;
}

/** Numbers as printed: a page number is a plain integer, a label's number is dotted ("Lemma 4.1"). */
const NUMBER = /\d+(?:\.\d+)*/g;

/**
 * Whether the numbers that change between copies are page numbers: plain integers. A statement
 * restated under other labels ("Lemma 4.1. For any instance I, …", "Lemma 5.1. For any
 * instance I, …") varies a dotted number; a running head varies its page number.
 */
function pageNumbered(copies: readonly string[]): boolean {
  const numbers = copies.map((c) => c.match(NUMBER) ?? []);
  const first = numbers[0];
  return first.every((n, k) => !n.includes('.') || numbers.every((m) => m[k] === n));
}

/** The costly checks, only for keys that recur. */
function isFurnitureShape(line: string, key: string): boolean {
  const t = line.trim();
  if (DATA_LINE.test(t) || HEADING_WORDS.test(key)) return false;
  return t.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= MIN_RESIDUE_WORDS;
}

export const residue: Step = {
  id: 'header_footer_residue',
  level: 'standard',
  // 3: a line whose changing number is dotted ("Lemma 4.1", "Lemma 5.1") is a restated
  // statement, not a running head.
  version: 3,
  // Recurrence is strong evidence, but deleting text is the costliest mistake: always declared.
  evidence: 'inferential',
  description:
    'Drops short lines that recur 3+ times far apart (running heads/footers earlier stages missed), outside the reference list; every removal is declared.',
  run(text, ctx) {
    const refs = referencesStart(text);
    const body = refs >= 0 ? text.slice(0, refs) : text;
    // Lines are walked by index and only short ones are cut out: splitting every paper into
    // lines cost more than the rest of the step. Most texts stop here with nothing to drop.
    const positions = new Map<string, number[]>();
    const short = new Map<number, string>();
    for (let start = 0, i = 0; start <= body.length; i++) {
      let end = body.indexOf('\n', start);
      if (end < 0) end = body.length;
      if (end - start <= MAX_RESIDUE_CHARS + 20) {
        const line = body.slice(start, end);
        const key = recurrenceKey(line);
        if (key) {
          short.set(i, line);
          const at = positions.get(key);
          if (at) at.push(i);
          else positions.set(key, [i]);
        }
      }
      start = end + 1;
    }
    const lineAt = (i: number) => short.get(i) ?? '';
    const drop = new Set<number>();
    for (const [key, at] of positions) {
      if (at.length < MIN_REPEATS_NUMBERED || !isFurnitureShape(lineAt(at[0]), key)) continue;
      const numbered = new Set(at.map((p) => lineAt(p).trim())).size > 1;
      if (at.length < (numbered ? MIN_REPEATS_NUMBERED : MIN_REPEATS_IDENTICAL)) continue;
      if (numbered && !pageNumbered(at.map(lineAt))) continue;
      let minGap = Number.POSITIVE_INFINITY;
      let maxGap = 0;
      for (let k = 1; k < at.length; k++) {
        minGap = Math.min(minGap, at[k] - at[k - 1]);
        maxGap = Math.max(maxGap, at[k] - at[k - 1]);
      }
      if (minGap < MIN_GAP_LINES || maxGap > MAX_GAP_RATIO * minGap) continue;
      for (const p of at) drop.add(p);
      ctx.count('lines_removed', at.length);
      ctx.fallback('recurring_line_removed', `${at.length}× "${lineAt(at[0]).trim()}" (${key})`);
    }
    if (!drop.size) return text;
    const inner: StepContext = {
      count: (event, n) => ctx.count(`reseam_${event}`, n),
      fallback: (key, detail) => ctx.fallback(key, detail),
    };
    const lines = body.split('\n');
    const out: string[] = [];
    let seam = false;
    lines.forEach((line, i) => {
      if (drop.has(i)) {
        seam = true;
        return;
      }
      if (seam && out.length) {
        const above = out[out.length - 1];
        // Two blank lines now touch: the whitespace step folds blank runs to one, so do we.
        // (The body's last element is the empty start of the reference heading's line: kept.)
        if (!above.trim() && !line.trim() && !(refs >= 0 && i === lines.length - 1)) return;
        const joined = reseam(above, line, inner);
        if (joined !== null) {
          out[out.length - 1] = joined;
          seam = false;
          return;
        }
      }
      seam = false;
      out.push(line);
    });
    return out.join('\n') + (refs >= 0 ? text.slice(refs) : '');
  },
};
