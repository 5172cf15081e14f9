/**
 * Which lines open a caption (paragraph-floats.ts). Most captions set their label off with
 * punctuation ("Figure 3:", "Fig. 1.", "Table 2 –"); Springer's and ASME's journals set a bold
 * label and go straight on with the text ("Fig. 1 The root mean square error …"), which a
 * sentence may also do ("Fig. 1 shows …"). The type tells them apart: a caption's label is in
 * another font than the text after it (Springer's bold label), or the whole caption is in a font
 * that is neither the body's nor the line's before it (ASME's bold sans captions); a sentence's
 * reference is in the sentence's font.
 */
import type { Line } from './model.ts';

/**
 * A caption line: "Figure 3:", "Fig. 1.", "Table 2:", a label set off by a dash ("Figure 1 –
 * …", "Figure 2—…", "Figure 3 - …": ASAE, ABNT and many Word templates), or IEEE's "TABLE II"
 * alone on its line. A hyphen needs a space on each side: "Figure 3-5" is a range.
 */
export const CAPTION =
  /^(?:fig(?:ure)?|table|tab|algorithm|listing|scheme)\.?\s*(?:\d+|[IVXL]+)(?:[.:|]|\s*[—–]|\s+-\s|\s*$)/i;
/** A label followed by its text with nothing between but a space ("Fig. 1 The …", "Table 2 Summary …"). */
const BARE_LABEL = /^(?:fig(?:ure)?|table|tab)\.?\s*(?:\d+|[IVXL]+)\s+(?=\S)/i;

/** Characters that are not white space. */
const inked = (s: string) => s.replace(/\s/g, '').length;

/** What a bare label is judged against: the body's font, and the line before it in reading order. */
export interface CaptionContext {
  bodyFont: string;
  prev?: Line;
}

/**
 * The label of a caption set without punctuation (see the module note), else null: its runs in
 * one font and the text after it starting a run of its own, in another font, or every run of
 * the line in fonts other than the body's and the previous line's.
 */
function bareLabel(l: Line, ctx: CaptionContext): string | null {
  const m = BARE_LABEL.exec(l.text);
  // Runs that draw something: pdf.js gives empty runs and lone spaces in the label's font too.
  const items = l.items?.filter((it) => inked(it.str) > 0);
  if (!m || !items?.length) return null;
  const want = inked(m[0]);
  let seen = 0;
  let k = 0;
  while (k < items.length && seen < want) seen += inked(items[k++].str);
  // The label ends where a run ends, and the text after it is a run of its own.
  if (seen !== want || k === 0 || k >= items.length) return null;
  const font = items[0].font;
  if (items.slice(1, k).some((it) => it.font !== font)) return null;
  if (items[k].font !== font) return m[0];
  const other = (f: string) =>
    f !== ctx.bodyFont && f !== ctx.prev?.font && !ctx.prev?.items?.some((it) => it.font === f);
  return items.every((it) => other(it.font)) ? m[0] : null;
}

/**
 * The caption label the line opens with ("Fig. 1.", "Fig. 1 "), or null when it opens none.
 * Without a context only labels set off by punctuation count.
 */
export function captionLabel(l: Line, ctx?: CaptionContext): string | null {
  return CAPTION.exec(l.text)?.[0] ?? (ctx ? bareLabel(l, ctx) : null);
}
