/**
 * Paragraphs rebuilt from geometry, not from line ends: a paragraph breaks at a larger
 * baseline step, a first-line indent, a short last line in justified text, or a change of
 * type size; it continues across column and page breaks when the previous line runs to its
 * column's edge and the next one is not indented.
 */
import { joinLines, type Vocabulary } from './hyphen.ts';
import type { Line } from './model.ts';
import type { Typography } from './stats.ts';

/** A baseline step this many times the expected pitch is a paragraph gap (typical extra space is 0.5 line or more). */
const PARA_GAP_RATIO = 1.4;
/** Indents between these many font sizes mark a first line (LaTeX 1–1.5 em, Word 0.5 in ≈ 3.6 em at 10pt). */
const INDENT_MIN_EM = 0.8;
const INDENT_MAX_EM = 6;
/** A line ending this many font sizes before its column's right edge is short. */
const SHORT_EM = 2.5;
/** Share of lines reaching the right edge for a column to count as justified. */
const JUSTIFIED_SHARE = 0.5;
/** In ragged-right text, a line ending before this share of the column width ends a paragraph if it ends a sentence. */
const RAGGED_SHORT_SHARE = 0.7;
/** Sizes differing by more than this share start a new paragraph (headings, captions). */
const SIZE_CHANGE = 0.12;

interface ColumnShape {
  justified: boolean;
  left: number;
  right: number;
}

function shapes(lines: readonly Line[]): Map<string, ColumnShape> {
  const byBlock = new Map<string, Line[]>();
  for (const l of lines) {
    const list = byBlock.get(l.block) ?? [];
    list.push(l);
    byBlock.set(l.block, list);
  }
  const out = new Map<string, ColumnShape>();
  for (const [id, ls] of byBlock) {
    const left = Math.min(...ls.map((l) => l.x0));
    const right = Math.max(...ls.map((l) => l.x1));
    const full = ls.filter((l) => right - l.x1 <= 1.0 * l.size).length;
    out.set(id, { justified: ls.length >= 3 && full / ls.length >= JUSTIFIED_SHARE, left, right });
  }
  return out;
}

function isShort(l: Line, s: ColumnShape): boolean {
  const slack = s.right - l.x1;
  if (s.justified) return slack > SHORT_EM * l.size;
  return slack > (1 - RAGGED_SHORT_SHARE) * (s.right - s.left) && /[.!?:]["')\]]?$/.test(l.text);
}

function isIndented(l: Line, s: ColumnShape): boolean {
  const d = l.x0 - s.left;
  return d > INDENT_MIN_EM * l.size && d < INDENT_MAX_EM * l.size;
}

function breaksBetween(prev: Line, cur: Line, ps: ColumnShape, cs: ColumnShape, typo: Typography): boolean {
  if (Math.abs(cur.size - prev.size) > SIZE_CHANGE * Math.max(cur.size, prev.size)) return true;
  if (/-$/.test(prev.text) && /^\p{Ll}/u.test(cur.text)) return false;
  if (isShort(prev, ps)) return true;
  if (isIndented(cur, cs) && !isIndented(prev, ps)) return true;
  if (prev.block !== cur.block) return false;
  const expected = typo.pitch * (prev.size / typo.bodySize);
  return cur.base - prev.base > PARA_GAP_RATIO * expected || cur.base <= prev.base;
}

/** Build paragraphs from lines in reading order. */
export function paragraphs(lines: readonly Line[], typo: Typography, vocab: Vocabulary): string[] {
  const shape = shapes(lines);
  const out: string[] = [];
  let text = '';
  let prev: Line | null = null;
  for (const l of lines) {
    if (!l.text) continue;
    const cs = shape.get(l.block) as ColumnShape;
    if (prev && !breaksBetween(prev, l, shape.get(prev.block) as ColumnShape, cs, typo))
      text = joinLines(text, l.text, vocab);
    else {
      if (text) out.push(text);
      text = l.text;
    }
    prev = l;
  }
  if (text) out.push(text);
  return out;
}

/** Join one note's lines with the body's de-hyphenation. */
export function joinNote(lines: readonly Line[], vocab: Vocabulary): string {
  let text = '';
  for (const l of lines) text = text ? joinLines(text, l.text, vocab) : l.text;
  return text;
}
