/**
 * Assembly of the text and markdown outputs from the normalized body, captions, notes and tables.
 */
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
  const width = Math.max(...t.cells.map((r) => r.length));
  const row = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => (cells[i] ?? '').replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()).join(' | ')} |`;
  const lines = [row(t.cells[0]), `|${' --- |'.repeat(width)}`, ...t.cells.slice(1).map(row)];
  return `${t.caption ? `**${t.caption}**\n\n` : ''}${lines.join('\n')}`;
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
