/**
 * Pages as records (`--format pages`): each PDF page's span of the body with its text. A
 * paragraph crossing a page break belongs to the page where it starts (docs/structure.md), and
 * captions and footnotes, which come after the body, are on no page's span.
 */
import type { ChunkableDoc } from './types.ts';

export interface PageRecord {
  page: number;
  width: number;
  height: number;
  rotation: number;
  /** Exactly `doc.text.slice(start, end)`. */
  text: string;
  start: number;
  end: number;
  /** Runs of non-whitespace in `text`. */
  words: number;
  has_text_layer: boolean;
}

/** One record per page; [] for a document without pages (DOCX, HTML). */
export function pageRecords(doc: ChunkableDoc): PageRecord[] {
  return doc.sidecar.page_spans.map((p) => {
    const text = doc.text.slice(p.start, p.end);
    return {
      page: p.page,
      width: p.width,
      height: p.height,
      rotation: p.rotation,
      text,
      start: p.start,
      end: p.end,
      words: text.match(/\S+/g)?.length ?? 0,
      has_text_layer: p.has_text_layer,
    };
  });
}

/** [first, last] page of text[start, end) by the page spans; null without spans or outside them. */
export function pageRange(
  spans: ChunkableDoc['sidecar']['page_spans'],
  start: number,
  end: number,
): [number, number] | null {
  const at = (offset: number): number | null => {
    // Spans tile the body in order; empty spans (pages without text) hold no offset.
    let lo = 0;
    let hi = spans.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = spans[mid];
      if (offset < s.start) hi = mid - 1;
      else if (offset >= s.end) lo = mid + 1;
      else return s.page;
    }
    return null;
  };
  const first = at(start);
  const last = at(Math.max(start, end - 1));
  return first !== null && last !== null ? [first, last] : null;
}
