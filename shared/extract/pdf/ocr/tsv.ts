/**
 * Tesseract's TSV output → words. Native `tesseract … tsv` and tesseract.js (`{ tsv: true }`)
 * write the same columns: level, page_num, block_num, par_num, line_num, word_num, left, top,
 * width, height, conf, text. Level 5 rows are words; the rest are layout containers.
 */
import type { OcrWord } from './types.ts';

const WORD_LEVEL = 5;
const COLUMNS = 12;

/** Words in image pixels (the caller scales them to points). Empty and confidence -1 rows are skipped. */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const f = row.split('\t');
    if (f.length < COLUMNS || Number(f[0]) !== WORD_LEVEL) continue;
    const text = f.slice(11).join('\t').trim();
    const conf = Number(f[10]);
    if (!text || !(conf >= 0)) continue;
    const [left, top, width, height] = [f[6], f[7], f[8], f[9]].map(Number);
    if (![left, top, width, height].every(Number.isFinite)) continue;
    words.push({
      text,
      bbox: [left, top, left + width, top + height],
      confidence: conf,
      block: Number(f[2]),
      par: Number(f[3]),
      line: Number(f[4]),
    });
  }
  return words;
}
