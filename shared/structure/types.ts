/**
 * The structure model as the sidecar carries it. Every offset is a JavaScript string index
 * (UTF-16 code unit) into the final text (`KEY.txt`, the `text` of `--format json`):
 * `text.slice(start, end)` is exactly the element.
 */
import type { BBox, BlockRole } from '../extract/types.ts';
import type { SectionLabel } from './labels.ts';

export interface Section {
  /** The heading exactly as it stands in the text at `start`; null for front matter or an abstract found by markup alone. */
  heading: string | null;
  /** 1 = top level; a sub-section's span lies inside its parent's. */
  level: number;
  label: SectionLabel;
  /** 1 for the first section with this label, 2 for the second (multi-study papers: Study 2's Methods). */
  occurrence: number;
  start: number;
  end: number;
  /** First and last page the section's text is on (PDF); null where pages do not exist. */
  pages: [number, number] | null;
}

export interface PageSpan {
  page: number;
  width: number;
  height: number;
  rotation: number;
  /** Where the page's body text begins and ends; a paragraph crossing a page break belongs to the page where it starts. */
  start: number;
  end: number;
  has_text_layer: boolean;
}

export interface Block {
  role: BlockRole;
  /** Heading depth for headings. */
  level?: number;
  page: number | null;
  bbox: BBox | null;
  /** null for what is not in the text (removed boilerplate, a figure's region). */
  start: number | null;
  end: number | null;
  /** A figure block's labels (PDF): the text inside the drawn figure, which is not in the text. */
  text?: string;
}

export interface Structure {
  sections: Section[];
  page_spans: PageSpan[];
  blocks: Block[];
}
