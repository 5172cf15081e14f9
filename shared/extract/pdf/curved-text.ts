/**
 * Text set along a curve: a journal's logo with its name around an arc (the Electronic Journal
 * of Probability's "Electronic Journal of Probability" over the title), letters placed one by
 * one on baselines that step a little at a time. Read as rows it is a stack of letter fragments
 * ("n a l", "u o", "P c r") over the title. A stack of consecutive rows made only of single
 * letters, each row's baseline under the last by less than a line (rows of text never overlap),
 * is such a drawing and leaves the text as boilerplate (`curved`). A word set letter-spaced
 * ("P A R T I C I P A N T S") is one row; a formula's rows hold digits and symbols, and its
 * sub- and superscripts join their rows.
 */
import type { Removed } from './boilerplate.ts';
import { joinItems, type Row } from './model.ts';

/** Consecutive rows closer than this many of their sizes overlap as text lines cannot. */
const MAX_STEP_EM = 0.9;
/** A curve is at least this many such rows… */
const MIN_ROWS = 6;
/** …holding at least this many letters. */
const MIN_LETTERS = 12;

/** A row made only of single letters set apart ("n a l", "E l e c t r o"). */
function lettersOnly(r: Row): number {
  const tokens = joinItems(r.items).trim().split(/\s+/);
  return tokens.every((t) => /^\p{L}$/u.test(t)) ? tokens.length : 0;
}

/** The page's rows without the curved text, and what was taken, with its place. */
export function withoutCurvedText(rows: readonly Row[], page: number): { rows: Row[]; removed: Removed[] } {
  const gone = new Set<Row>();
  let start = 0;
  const close = (end: number) => {
    const run = rows.slice(start, end);
    const letters = run.reduce((n, r) => n + lettersOnly(r), 0);
    if (run.length >= MIN_ROWS && letters >= MIN_LETTERS) for (const r of run) gone.add(r);
  };
  for (let i = 0; i <= rows.length; i++) {
    const goesOn =
      i < rows.length &&
      lettersOnly(rows[i]) > 0 &&
      i > start &&
      rows[i].base - rows[i - 1].base > 0 &&
      rows[i].base - rows[i - 1].base < MAX_STEP_EM * Math.max(rows[i].size, rows[i - 1].size);
    if (goesOn) continue;
    close(i);
    start = i < rows.length && lettersOnly(rows[i]) > 0 ? i : i + 1;
  }
  if (!gone.size) return { rows: [...rows], removed: [] };
  const taken = rows.filter((r) => gone.has(r));
  const removed: Removed = {
    page,
    text: taken.map((r) => joinItems(r.items)).join(' '),
    why: 'curved',
    bbox: [
      Math.min(...taken.map((r) => r.x0)),
      Math.min(...taken.map((r) => r.top)),
      Math.max(...taken.map((r) => r.x1)),
      Math.max(...taken.map((r) => r.bottom)),
    ],
  };
  return { rows: rows.filter((r) => !gone.has(r)), removed: [removed] };
}
