/**
 * A LangChain.js document loader: `import { GleanerLoader } from 'gleaner/langchain'`.
 *
 * `@langchain/core` is an optional peer dependency: only this entry imports it, so
 * `import 'gleaner'` works without it. One `Document` per chunk by default (Gleaner's chunks
 * already follow sections, paragraphs and sentences, so no text splitter is needed after it),
 * or one per PDF page (`by: 'page'`) or per document (`by: 'document'`).
 */
import { BaseDocumentLoader } from '@langchain/core/document_loaders/base';
import { Document } from '@langchain/core/documents';
import { type ChunkOptions, chunk, resolveChunkOptions } from '../shared/chunk/index.ts';
import { pageRecords } from '../shared/chunk/pages.ts';
import {
  type BufferOptions,
  type Extraction,
  type ExtractOptions,
  extractBuffer,
  extractFile,
} from './index.ts';

export interface GleanerLoaderOptions extends ExtractOptions, ChunkOptions {
  /**
   * One Document per chunk (`chunk`), per PDF page (`page`; a DOCX or HTML file, which has no
   * pages, gives one Document for its whole text with `pages: null`) or per file (`document`).
   * @defaultValue 'chunk'
   */
  by?: 'chunk' | 'page' | 'document';
  /** For a Uint8Array source: its name in the metadata (`source`). @defaultValue 'document' */
  key?: string;
}

/** Metadata on every Document; chunk-only fields are absent in the other modes. */
export interface GleanerMetadata {
  /** The file path (or `key` for bytes). */
  source: string;
  /** sha256 of the source bytes. */
  sha256: string | null;
  format: string;
  title: string | null;
  doi: string | null;
  /** Quality score 0–100 of the document's text. */
  quality: number | null;
  pipeline_version: string;
  /** [first, last] page (PDF), null otherwise. */
  pages: [number, number] | null;
  /** LangChain's usual location field: the first page, when there are pages. */
  loc?: { pageNumber: number };
  /** [start, end) of the text in the document's full text (UTF-16 offsets). */
  start: number;
  end: number;
  /** The deepest section holding the text: heading, canonical label, heading path. */
  section?: { heading: string | null; label: string | null; path: string[] };
  chunk_id?: string;
  chunk_index?: number;
  kind?: string;
  tokens?: number;
}

export class GleanerLoader extends BaseDocumentLoader {
  private readonly sources: (string | Uint8Array)[];
  private readonly options: GleanerLoaderOptions;

  /** A path, several paths, or one document's bytes (name it with `options.key`). */
  constructor(source: string | string[] | Uint8Array, options: GleanerLoaderOptions = {}) {
    super();
    resolveChunkOptions(options); // a bad option fails here, not after the first extraction
    this.sources = Array.isArray(source) ? source : [source];
    this.options = options;
  }

  async load(): Promise<Document<GleanerMetadata>[]> {
    const out: Document<GleanerMetadata>[] = [];
    for (const source of this.sources) {
      const doc =
        typeof source === 'string'
          ? await extractFile(source, this.options)
          : await extractBuffer(source, this.options as BufferOptions);
      out.push(...toDocuments(doc, this.options));
    }
    return out;
  }
}

/** The Documents of one extraction, as `GleanerLoader` gives them (for callers that extract themselves). */
export function toDocuments(
  doc: Extraction,
  options: GleanerLoaderOptions = {},
): Document<GleanerMetadata>[] {
  const { sidecar, text } = doc;
  const base = {
    source: sidecar.source.key,
    sha256: sidecar.source.sha256,
    format: sidecar.source.format,
    title: sidecar.metadata.title,
    doi: sidecar.metadata.doi,
    quality: sidecar.quality?.score ?? null,
    pipeline_version: sidecar.pipeline.version,
  };
  const by = options.by ?? 'chunk';
  const pagesOf = (pages: [number, number] | null) =>
    pages ? { pages, loc: { pageNumber: pages[0] } } : { pages: null };
  if (by === 'chunk')
    return chunk(doc, {
      maxTokens: options.maxTokens,
      overlapTokens: options.overlapTokens,
      encoding: options.encoding,
      context: options.context,
    }).map(
      (c) =>
        new Document({
          id: c.id,
          pageContent: c.text,
          metadata: {
            ...base,
            ...pagesOf(c.pages),
            start: c.start,
            end: c.end,
            section: c.section,
            chunk_id: c.id,
            chunk_index: c.index,
            kind: c.kind,
            tokens: c.tokens,
          },
        }),
    );
  const pages = by === 'page' ? pageRecords(doc) : [];
  if (pages.length)
    return pages.map(
      (p) =>
        new Document({
          pageContent: p.text,
          metadata: { ...base, ...pagesOf([p.page, p.page]), start: p.start, end: p.end },
        }),
    );
  const spans = sidecar.page_spans;
  const all: [number, number] | null = spans.length ? [spans[0].page, spans[spans.length - 1].page] : null;
  return [
    new Document({ pageContent: text, metadata: { ...base, ...pagesOf(all), start: 0, end: text.length } }),
  ];
}
