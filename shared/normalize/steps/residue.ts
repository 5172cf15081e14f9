import { referencesStart } from '../lines.ts';
import type { Step, StepContext } from '../types.ts';
import { dehyphenate } from './dehyphenate.ts';
import { doiRejoin } from './doi.ts';
import { lineJoining } from './line-joining.ts';
import { referenceRejoin } from './references.ts';
import { whitespace } from './whitespace.ts';

/**
 * Removing a line makes a new seam (`docu-\nHEAD\nment`, `the\nHEAD\nmethod`). The joins run
 * before this step, so they are re-run on the result: otherwise a second normalization would
 * join those seams and normalization would not be idempotent.
 */
const RESEAM = [whitespace, doiRejoin, dehyphenate, referenceRejoin, lineJoining];

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

function residueKey(line: string): string | null {
  const t = line.trim();
  if (!t || t.length > MAX_RESIDUE_CHARS || DATA_LINE.test(t)) return null;
  const words = t.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length < MIN_RESIDUE_WORDS) return null;
  // Page numbers differ between copies of the same head.
  const key = t.replace(/\d+/g, '#').toLowerCase();
  return HEADING_WORDS.test(key) ? null : key;
}

export const residue: Step = {
  id: 'header_footer_residue',
  level: 'standard',
  version: 1,
  // Recurrence is strong evidence, but deleting text is the costliest mistake: always declared.
  evidence: 'inferential',
  description:
    'Drops short lines that recur 3+ times far apart (running heads/footers earlier stages missed), outside the reference list; every removal is declared.',
  run(text, ctx) {
    const refs = referencesStart(text);
    const body = refs >= 0 ? text.slice(0, refs) : text;
    const lines = body.split('\n');
    const positions = new Map<string, number[]>();
    lines.forEach((line, i) => {
      const key = residueKey(line);
      if (!key) return;
      const at = positions.get(key);
      if (at) at.push(i);
      else positions.set(key, [i]);
    });
    const drop = new Set<number>();
    for (const [key, at] of positions) {
      const numbered = new Set(at.map((p) => lines[p].trim())).size > 1;
      if (at.length < (numbered ? MIN_REPEATS_NUMBERED : MIN_REPEATS_IDENTICAL)) continue;
      const gaps = at.slice(1).map((p, i) => p - at[i]);
      if (Math.min(...gaps) < MIN_GAP_LINES || Math.max(...gaps) > MAX_GAP_RATIO * Math.min(...gaps))
        continue;
      for (const p of at) drop.add(p);
      ctx.count('lines_removed', at.length);
      ctx.fallback('recurring_line_removed', `${at.length}× "${lines[at[0]].trim()}" (${key})`);
    }
    if (!drop.size) return text;
    let out = lines.filter((_, i) => !drop.has(i)).join('\n') + (refs >= 0 ? text.slice(refs) : '');
    const inner: StepContext = {
      count: (event, n) => ctx.count(`reseam_${event}`, n),
      fallback: (key, detail) => ctx.fallback(key, detail),
    };
    for (const step of RESEAM) out = step.run(out, inner);
    return out;
  },
};
