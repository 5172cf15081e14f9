/**
 * Reading order and paragraph boundaries of an output against the body paragraphs a paper was
 * built with. Anchors are 6-word shingles that occur once in the truth and once in the output
 * (the prose comes from a small grammar, so shorter ones repeat).
 *
 * - anchor order: longest increasing run of the anchors' output positions, in truth order,
 *   over the anchors (readoc.ts `orderScore`: 1.0 = every matched passage in order).
 * - paragraph order: consecutive truth paragraphs, both located (median output position of
 *   their anchors), that come in the same order.
 * - boundaries: a truth paragraph start whose first shingle is an anchor is found when the
 *   output starts a paragraph at that word; an output paragraph start whose first shingle is an
 *   anchor is wrong when the truth does not start one there. Starts after a display equation
 *   are left out both ways (LaTeX goes on with the same paragraph; a new block is as right).
 *   An output start whose anchor is misplaced (a heading repeating the word before it, a stray
 *   match far from its neighbours) is not scored.
 */
import { orderScore } from '../readoc.ts';
import { type Stream, uniqueShingles } from './tokens.ts';

/** Shingle length of the anchors. */
export const SHINGLE = 6;
/**
 * A printed run-in label or heading the truth leaves out may open the output paragraph up to
 * this many words before the truth's start: 'Abstract.'/'Abstract—' before the abstract's first
 * words (the truth's abstract has no label), IEEEtran's run-in sub-sub-section '1) Chain binomial
 * model:' (a heading in the truth, while a `\paragraph` heading is part of its paragraph's truth).
 * The break is found when those words are not the truth's words before its start.
 */
const LABEL_WORDS = 8;

export interface OrderScore {
  anchors: number;
  anchorsInOrder: number;
  pairs: number;
  pairsInOrder: number;
  tp: number;
  fp: number;
  fn: number;
  /** What went wrong, for `--verbose`: paragraphs out of order, missed and wrong breaks. */
  wrong: string[];
}

/** Anchor positions: truth word index -> output word index. */
function anchorsOf(truth: Stream, out: Stream): Map<number, number> {
  const t = uniqueShingles(truth.words, SHINGLE);
  const o = uniqueShingles(out.words, SHINGLE);
  const m = new Map<number, number>();
  for (const [key, ti] of t) {
    const oi = o.get(key);
    if (oi !== undefined) m.set(ti, oi);
  }
  return m;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** `moot`: truth paragraph indices whose start is not scored (after a display). */
export function scoreOrder(truth: Stream, out: Stream, moot: ReadonlySet<number>): OrderScore {
  const anchors = anchorsOf(truth, out);
  const o = orderScore(truth.words, out.words);
  const s: OrderScore = {
    anchors: o.anchors,
    anchorsInOrder: Math.round(o.score * o.anchors),
    pairs: 0,
    pairsInOrder: 0,
    tp: 0,
    fp: 0,
    fn: 0,
    wrong: [],
  };
  const at = (ws: readonly string[], i: number) => ws.slice(i, i + SHINGLE).join(' ');
  // Paragraph order.
  const where = new Map<number, number[]>();
  for (const [ti, oi] of anchors) {
    const p = truth.para[ti];
    where.set(p, [...(where.get(p) ?? []), oi]);
  }
  const paras = [...new Set(truth.para)].sort((a, b) => a - b);
  for (let k = 0; k + 1 < paras.length; k++) {
    const a = where.get(paras[k]);
    const b = where.get(paras[k + 1]);
    if (!a || !b) continue;
    s.pairs++;
    if (median(a) < median(b)) s.pairsInOrder++;
    else s.wrong.push(`order: "${at(truth.words, truth.starts[k + 1])}" before the paragraph above it`);
  }
  // Boundaries.
  const truthStarts = new Set(truth.starts);
  const outStarts = new Set(out.starts);
  // The output starts a paragraph at `oi`, or a few words before it with words the truth does
  // not have there (a run-in label).
  const startsAt = (oi: number, ti: number) => {
    if (outStarts.has(oi)) return true;
    for (let k = 1; k <= LABEL_WORDS && k <= oi; k++) {
      if (!outStarts.has(oi - k)) continue;
      const lead = out.words.slice(oi - k, oi).join(' ');
      return ti < k || lead !== truth.words.slice(ti - k, ti).join(' ');
    }
    return false;
  };
  const mootStarts = new Set(truth.starts.filter((w) => moot.has(truth.para[w])));
  const back = new Map<number, number>();
  for (const [ti, oi] of anchors) back.set(oi, ti);
  for (const ti of truth.starts) {
    const oi = anchors.get(ti);
    if (oi === undefined || mootStarts.has(ti)) continue;
    if (startsAt(oi, ti)) s.tp++;
    else {
      s.fn++;
      s.wrong.push(
        `break missed: ${out.words.slice(Math.max(0, oi - 4), oi).join(' ')} | ${at(out.words, oi)}`,
      );
    }
  }
  // An anchor that cannot place an output start: the truth's word there is as well the output
  // word just before the start, which goes on with the truth's words before it ('… in the
  // discussion. | Discussion | The …': the heading repeats the last word, and the shingle from
  // the heading matched), or the anchor stands alone, its next truth word anchored elsewhere (a
  // shingle across a display the output sets apart, matched by a heading 800 words on).
  const misplaced = (oi: number, ti: number) => {
    const repeated =
      oi >= 2 &&
      ti >= 1 &&
      out.words[oi - 1] === truth.words[ti] &&
      out.words[oi - 2] === truth.words[ti - 1];
    const next = anchors.get(ti + 1);
    const stray = next !== undefined && next !== oi + 1 && anchors.get(ti - 1) !== oi - 1;
    return repeated || stray;
  };
  for (const oi of out.starts) {
    const ti = back.get(oi);
    if (ti === undefined || mootStarts.has(ti)) continue;
    if (truthStarts.has(ti) || misplaced(oi, ti)) continue;
    s.fp++;
    s.wrong.push(`break wrong: ${out.words.slice(Math.max(0, oi - 4), oi).join(' ')} | ${at(out.words, oi)}`);
  }
  return s;
}
