/**
 * Invisible characters inside words: soft hyphens (`&shy;`, hyphenation hints), zero-width spaces
 * (line-break hints in long words and URLs), word joiners and BOMs. A browser shows none of them, but
 * left in the text they split a word for every tokenizer ("extra\u00ADordinary" is two words) and
 * defeat search. The set is the one the normalization step `invisibles` removes at level standard;
 * removing them where the page is parsed also cleans the extractor's own output (blocks, markdown,
 * tables, level none). ZWNJ/ZWJ (U+200C/D) are kept, as that step keeps them (Persian, Indic scripts,
 * emoji), except between two Latin letters, where they only stop a ligature or an auto-link.
 */

/** Removed wherever they stand. */
const ALWAYS = '\\u00AD\\u200B\\u2060\\uFEFF\\u180E';
const LATIN = 'A-Za-z\\u00C0-\\u024F';
export const INVISIBLE = new RegExp(`[${ALWAYS}]|(?<=[${LATIN}])[\\u200C\\u200D](?=[${LATIN}])`, 'g');
/** The raw page may hold them as characters or as character references. */
const IN_SOURCE =
  /[\u00AD\u200B\u200C\u200D\u2060\uFEFF\u180E]|&(?:shy|zwsp|zwnj|zwj|ZeroWidthSpace|NoBreak|#0*173|#x0*ad|#0*820[345]|#x0*200[bcd]|#0*8288|#x0*2060|#0*65279|#x0*feff);/i;

/** Whether `html` may hold any (one scan of the source, so clean pages skip the tree walk). */
export function mayHoldInvisibles(html: string): boolean {
  return IN_SOURCE.test(html);
}

export function dropInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}
