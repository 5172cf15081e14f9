/** The chunk record and the chunker's options. Field by field in docs/chunks.md. */
import type { Sidecar } from '../sidecar/schema.ts';
import type { SectionLabel } from '../structure/labels.ts';
import type { Cut } from './split.ts';
import type { Encoding } from './tokens.ts';

export type ChunkKind = 'text' | 'table' | 'footnotes' | 'captions';

export interface Chunk {
  /** Stable: the same source bytes, pipeline version, chunk options and span give the same id. */
  id: string;
  /** 0-based position in the document's chunk list. */
  index: number;
  kind: ChunkKind;
  /**
   * What to embed. For `text`, `footnotes` and `captions`: exactly `doc.text.slice(start, end)`,
   * after `prefix_chars` characters of heading path when `context` is 'heading'. For `table`: the
   * table's rows as markdown (header row repeated in every part), after the prefix.
   */
  text: string;
  /** [start, end) in the document's text (UTF-16 offsets); for a table, the table's blocks. */
  start: number;
  end: number;
  /** Tokens of `text` (prefix included) in the chosen encoding; never above `maxTokens`. */
  tokens: number;
  /** Length of the heading-path prefix at the start of `text` (0 with context 'none'). */
  prefix_chars: number;
  /** Characters at the start of the slice repeated from the previous chunk (overlap). */
  overlap_chars: number;
  /** The finest cut at either end of the chunk's own text: null at paragraph (or section) boundaries. */
  split: Exclude<Cut, 'paragraph'> | null;
  /** For a table cut into several chunks: 1-based part and how many; null otherwise. */
  part: { n: number; of: number } | null;
  /** First and last page (PDF); null where pages do not exist. */
  pages: [number, number] | null;
  /** The deepest section holding the chunk; heading and label null for the caption and footnote streams. */
  section: { heading: string | null; label: SectionLabel | null; path: string[] };
  source: { key: string; sha256: string | null };
  doc: { title: string | null; doi: string | null };
}

export interface ChunkOptions {
  /** Largest chunk, in tokens of `encoding` (the heading prefix included). @defaultValue 512 */
  maxTokens?: number;
  /** Tokens a text chunk may repeat from the one before it in the same section. @defaultValue 64 */
  overlapTokens?: number;
  /** @defaultValue 'o200k_base' */
  encoding?: Encoding;
  /** 'heading' puts the section's heading path before each chunk's text. @defaultValue 'none' */
  context?: 'none' | 'heading';
}

/** What processDocument returns, as far as the chunker reads it. */
export interface ChunkableDoc {
  text: string;
  sidecar: Pick<
    Sidecar,
    'sections' | 'blocks' | 'page_spans' | 'tables' | 'source' | 'metadata' | 'pipeline' | 'status'
  >;
}
