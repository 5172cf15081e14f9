/**
 * The extractor's blocks, found again in the normalized text. Normalization runs over the whole
 * body and may drop a paragraph (a running-head residue), join two (a reference split over a
 * page) or change characters, so blocks are not carried through it: the final body is cut into
 * its paragraphs, whose offsets are exact by construction, and each paragraph takes the role of
 * the source block it came from. When the counts agree the match is one to one; otherwise
 * paragraphs are matched by the letters and digits they start with, looking a few blocks ahead.
 */
import type { BodyBlock } from '../extract/types.ts';

/** A paragraph of the final body: [start, end) in the final text. */
export interface Span {
  start: number;
  end: number;
}

/** How far ahead (in blocks or paragraphs) a lost match is looked for. Normalization drops or joins a few paragraphs at a time, never dozens. */
const LOOKAHEAD = 12;
/** Letters and digits compared at the start of a paragraph; 16 tells paragraphs apart and survives character repairs. */
const KEY_CHARS = 16;

/** Paragraphs of `text` between `from` and `to`, split at blank lines, trimmed. */
export function paragraphSpans(text: string, from: number, to: number): Span[] {
  const spans: Span[] = [];
  const re = /\n[ \t]*\n\s*/g;
  re.lastIndex = from;
  let start = from;
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) {
    pushTrimmed(text, start, m.index, spans);
    start = m.index + m[0].length;
  }
  pushTrimmed(text, start, to, spans);
  return spans;
}

function pushTrimmed(text: string, start: number, end: number, out: Span[]): void {
  let s = start;
  let e = Math.min(end, text.length);
  while (s < e && /\s/.test(text[s])) s++;
  while (e > s && /\s/.test(text[e - 1])) e--;
  if (e > s) out.push({ start: s, end: e });
}

/** Letters and digits, case-folded: what normalization leaves alone. */
export function key(text: string, n = KEY_CHARS): string {
  let out = '';
  for (const ch of text.normalize('NFKD')) {
    if (/[\p{L}\p{N}]/u.test(ch)) out += ch.toLowerCase();
    if (out.length >= n) break;
  }
  return out;
}

function matches(a: string, b: string): boolean {
  if (!a || !b) return a === b;
  const n = Math.min(a.length, b.length);
  return a.slice(0, n) === b.slice(0, n);
}

/**
 * For each final paragraph, the index of its source block, or -1 when none could be told.
 * Source blocks with empty text are skipped (they left no paragraph).
 */
export function alignBlocks(blocks: readonly BodyBlock[], text: string, spans: readonly Span[]): number[] {
  // A block holding blank lines (preformatted code) is several paragraphs of the body: one entry each.
  const live = blocks
    .flatMap((b, i) => {
      const parts = paragraphSpans(b.text, 0, b.text.length);
      return parts.length > 1
        ? parts.map((p) => ({ i, k: key(b.text.slice(p.start, p.end)) }))
        : [{ i, k: key(b.text) }];
    })
    .filter((b) => b.k || blocks[b.i].text.trim());
  const out = new Array<number>(spans.length).fill(-1);
  if (live.length === spans.length) {
    for (let j = 0; j < spans.length; j++) out[j] = live[j].i;
    return out;
  }
  const keys = spans.map((s) => key(text.slice(s.start, Math.min(s.end, s.start + 4 * KEY_CHARS))));
  let i = 0;
  for (let j = 0; j < spans.length && i < live.length; j++) {
    if (matches(live[i].k, keys[j])) {
      out[j] = live[i++].i;
      continue;
    }
    // A block dropped by normalization: the paragraph matches a later block.
    let skip = -1;
    for (let d = 1; d <= LOOKAHEAD && i + d < live.length; d++) {
      if (matches(live[i + d].k, keys[j])) {
        skip = d;
        break;
      }
    }
    if (skip > 0) {
      i += skip;
      out[j] = live[i++].i;
      continue;
    }
    // A paragraph normalization split off or changed past recognition: does the block match a
    // later paragraph? Then this one has no source; otherwise take the block anyway.
    let later = false;
    for (let d = 1; d <= LOOKAHEAD && j + d < spans.length; d++) {
      if (matches(live[i].k, keys[j + d])) {
        later = true;
        break;
      }
    }
    if (!later) out[j] = live[i++].i;
  }
  return out;
}
