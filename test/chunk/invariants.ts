/**
 * Every promise chunk() makes, checked against the document: returns the broken ones (empty when
 * all hold) and the share of the body text the chunks cover, so fixture, property and corpus
 * tests share one definition.
 */
import type { Chunk, ChunkableDoc, Encoding } from '../../shared/chunk/index.ts';
import { referenceCounter } from './reference.ts';

export interface ChunkCheck {
  problems: string[];
  /** Body characters (in body blocks, whitespace excluded) inside some text or table chunk. */
  covered: number;
  body: number;
}

export function checkChunks(
  doc: ChunkableDoc,
  chunks: readonly Chunk[],
  o: { maxTokens: number; encoding?: Encoding },
): ChunkCheck {
  const problems: string[] = [];
  const say = (c: Chunk, s: string) => {
    if (problems.length < 20) problems.push(`chunk ${c.index} [${c.start}, ${c.end}) ${c.kind}: ${s}`);
  };
  const count = referenceCounter(o.encoding ?? 'o200k_base');
  const { text, sidecar } = doc;
  const hasPages = sidecar.page_spans.length > 0;
  const bodyEnd = sidecar.sections.length ? Math.max(...sidecar.sections.map((s) => s.end)) : 0;
  const ids = new Set<string>();
  // A table's chunk may start or end at its caption paragraph.
  const tableBlocks = sidecar.blocks.filter(
    (b) => (b.role === 'table' || b.role === 'caption') && b.start !== null,
  );
  chunks.forEach((c, i) => {
    if (c.index !== i) say(c, `index ${c.index} at position ${i}`);
    if (ids.has(c.id)) say(c, `duplicate id ${c.id}`);
    ids.add(c.id);
    if (c.tokens > o.maxTokens) say(c, `${c.tokens} tokens > ${o.maxTokens}`);
    const real = count(c.text);
    if (real !== c.tokens) say(c, `tokens says ${c.tokens}, text has ${real}`);
    if (!(0 <= c.start && c.start < c.end && c.end <= text.length)) say(c, 'span outside the text');
    const prefix = c.text.slice(0, c.prefix_chars);
    if (c.prefix_chars && prefix !== `${c.section.path.join(' > ')}\n\n` && !prefix.endsWith('…\n\n'))
      say(c, `prefix ${JSON.stringify(prefix)} is not the heading path`);
    const isSlice = c.text.slice(c.prefix_chars) === text.slice(c.start, c.end);
    if (c.kind !== 'table') {
      if (!isSlice) say(c, 'text is not text.slice(start, end)');
    } else if (
      !isSlice &&
      !(tableBlocks.some((b) => b.start === c.start) && tableBlocks.some((b) => b.end === c.end))
    )
      say(c, 'table chunk is neither a slice nor the span of table blocks');
    if (c.start < bodyEnd) {
      if (!c.section.label) say(c, 'body chunk without a section label');
      if (hasPages && !c.pages) say(c, 'PDF body chunk without pages');
      // Never across a section boundary.
      for (const s of sidecar.sections)
        if ((c.start < s.start && s.start < c.end) || (c.start < s.end && s.end < c.end))
          say(c, `crosses the boundary of section ${JSON.stringify(s.heading)} [${s.start}, ${s.end})`);
    }
    if (c.overlap_chars) {
      const prev = chunks[i - 1];
      if (prev?.kind !== 'text' || prev.end <= c.start || c.start <= prev.start)
        say(c, 'overlap not taken from the chunk before');
    }
    if (c.pages && c.pages[0] > c.pages[1]) say(c, `pages ${c.pages} out of order`);
  });
  // Coverage over body blocks, in non-space characters.
  const marks = new Uint8Array(text.length);
  for (const c of chunks) if (c.kind === 'text' || c.kind === 'table') marks.fill(1, c.start, c.end);
  let covered = 0;
  let body = 0;
  for (const b of sidecar.blocks) {
    if (b.start === null || b.end === null || b.start >= bodyEnd) continue;
    if (b.role === 'caption' || b.role === 'footnote') continue;
    for (let k = b.start; k < b.end; k++) {
      if (/\s/.test(text[k])) continue;
      body++;
      covered += marks[k];
    }
  }
  return { problems, covered, body };
}
