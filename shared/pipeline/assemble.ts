/**
 * Assembly of the text output from the normalized body, captions and notes, with the range of
 * each part in the final text (the structure model's offsets are taken from these).
 */
import type { Span } from '../structure/align.ts';
import type { PipelineOptions } from './version.ts';

/** Separates the body from the footnote stream in the text output. */
export const FOOTNOTE_SEPARATOR = '\n\n---\nFootnotes\n\n';
/** Separates the body from the figure-caption stream, which comes before the footnotes. */
export const CAPTION_SEPARATOR = '\n\n---\nCaptions\n\n';
/** Between two entries of a stream. */
const ENTRY_SEPARATOR = '\n\n';

export interface Assembled {
  text: string;
  body: Span;
  /** One range per caption in the text; empty when captions are omitted. */
  captions: Span[];
  /** One range per note in the text; empty when notes are omitted. */
  footnotes: Span[];
}

/** Where figure captions go in the text output. @defaultValue 'end' */
export type CaptionPlacement = 'end' | 'omit';

export function assembleText(
  body: string,
  notes: readonly string[],
  options: Pick<PipelineOptions, 'footnotes'> & { captions?: CaptionPlacement },
  captions: readonly string[] = [],
): Assembled {
  let text = body.trim();
  const bodySpan = { start: 0, end: text.length };
  const stream = (entries: readonly string[], separator: string): Span[] => {
    const spans: Span[] = [];
    text += separator;
    entries.forEach((entry, i) => {
      if (i) text += ENTRY_SEPARATOR;
      spans.push({ start: text.length, end: text.length + entry.length });
      text += entry;
    });
    return spans;
  };
  const capSpans = captions.length && options.captions !== 'omit' ? stream(captions, CAPTION_SEPARATOR) : [];
  const noteSpans = options.footnotes === 'end' && notes.length ? stream(notes, FOOTNOTE_SEPARATOR) : [];
  return { text: text ? `${text}\n` : '', body: bodySpan, captions: capSpans, footnotes: noteSpans };
}

/**
 * Markdown when the extractor rendered its own (HTML and DOCX walk their markup with marks, which
 * keeps list numbering and preformatted text the model does not carry); captions and notes after it.
 */
export function extractorMarkdown(
  markdown: string,
  captions: readonly string[],
  notes: readonly string[],
): string {
  let md = markdown.trim();
  if (captions.length) md += `\n\n## Figure captions\n\n${captions.join('\n\n')}`;
  if (notes.length) md += `\n\n## Footnotes\n\n${notes.map((n, i) => `[^${i + 1}]: ${n}`).join('\n')}`;
  return `${md.trim()}\n`;
}
