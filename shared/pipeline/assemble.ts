/**
 * Assembly of the text and markdown outputs from the normalized body, captions, notes and tables.
 */
import { markdownTable } from '../extract/markup/tables.ts';
import type { ExtractResult, Table } from '../extract/types.ts';
import type { PipelineOptions } from './version.ts';

/** Separates the body from the footnote stream in the text output. */
export const FOOTNOTE_SEPARATOR = '\n\n---\nFootnotes\n\n';
/** Separates the body from the figure-caption stream (HTML only), which comes before the footnotes. */
export const CAPTION_SEPARATOR = '\n\n---\nCaptions\n\n';

export function assembleText(
  body: string,
  notes: string[],
  _tables: Table[],
  options: PipelineOptions,
  captions: string[] = [],
): string {
  let text = body.trim();
  if (captions.length) text += CAPTION_SEPARATOR + captions.join('\n\n');
  if (options.footnotes === 'end' && notes.length) text += FOOTNOTE_SEPARATOR + notes.join('\n\n');
  return text ? `${text}\n` : '';
}

function tableToMarkdown(t: Table): string {
  if (!t.cells.length) return '';
  return `${t.caption ? `**${t.caption}**\n\n` : ''}${markdownTable(t.cells)}`;
}

export function assembleMarkdown(
  extracted: ExtractResult,
  body: string,
  notes: string[],
  captions: string[] = [],
): string {
  let md = extracted.markdown ?? body.trim();
  if (!extracted.markdown && extracted.tables.length) {
    md += `\n\n## Tables\n\n${extracted.tables.map(tableToMarkdown).filter(Boolean).join('\n\n')}`;
  }
  if (captions.length) md += `\n\n## Figure captions\n\n${captions.join('\n\n')}`;
  if (notes.length) md += `\n\n## Footnotes\n\n${notes.map((n, i) => `[^${i + 1}]: ${n}`).join('\n')}`;
  return `${md.trim()}\n`;
}

export { tableToMarkdown };
