/**
 * TeX's ligature slots in fonts that carry no Unicode map. A PDF made by dvips from bitmap (PK)
 * fonts, or by pdfTeX when a Type 1 font is missing and it falls back to bitmaps, draws each
 * ligature as a character code with no text meaning: pdf.js (and pdftotext) read the code
 * itself, a C0 control character, and the letters are lost ("Seasonal In\u001Duenza",
 * "So\u001Ca Rossi"). The codes are fixed by TeX's font encodings: OT1 (Computer Modern's own)
 * puts ff, fi, fl, ffi, ffl at 0x0B–0x0F, T1 (Cork) at 0x1B–0x1F. No text font maps a letter
 * to a control character, so a code from either range touching a letter is read as its
 * ligature when the word it sits in reads as one: the word spelled out is an English word
 * ("Influenza", "first", "staff"), or the code lies between letters in a word of three letters
 * or more ("Sofia"). Math fonts put Greek letters in the same slots (OML's α…ε at 0x0B–0x0F):
 * "e−k\u000F" (e^{−kε}) spells no word and has no letter after the code, so it stays. The two
 * text encodings disagree on the other range (T1's 0x0B–0x0F are accents and quotes, OT1's
 * 0x1B–0x1F are œ ø Æ Œ Ø), but inside an English word a ligature is what they are. A code
 * left alone is removed by normalization's invisibles step, as before.
 *
 * T1 puts the en dash at 0x15 (OT1 a breve accent, which sits over a letter): between two
 * digits ("pp. 107\u0015117") or alone between spaces it is the dash, which was removed with
 * the other control characters ("pp. 107117", a page range read as one number).
 */
import { isEnglishWord } from '../../lexicon/index.ts';

/** The ligatures at 0x0B–0x0F (OT1) and 0x1B–0x1F (T1), in slot order. */
const LIGATURES = ['ff', 'fi', 'fl', 'ffi', 'ffl'];
const CODE = /[\u000B-\u000F\u001B-\u001F]/;
const CODES = /[\u000B-\u000F\u001B-\u001F]/g;
/** A word: letters and ligature codes. */
const WORD = /[\p{L}\u000B-\u000F\u001B-\u001F]+/gu;
/** Letters in a word, not counting its ligatures, for a code between letters to be read as one. */
const MIN_LETTERS_BETWEEN = 3;

function ligatureOf(code: string): string {
  const c = code.charCodeAt(0);
  return LIGATURES[(c >= 0x1b ? c - 0x1b : c - 0x0b) % LIGATURES.length];
}

/** Whether every code in `word` has a letter on each side. */
function codesInside(word: string): boolean {
  for (let i = 0; i < word.length; i++)
    if (
      CODE.test(word[i]) &&
      (i === 0 || i === word.length - 1 || CODE.test(word[i - 1]) || CODE.test(word[i + 1]))
    )
      return false;
  return true;
}

/** T1's en dash between digits or between spaces; the lookarounds keep its neighbours in place. */
const EN_DASH_CODE = /(?<=\d)\u0015(?=\d)|(?<= )\u0015(?= )/g;

/** `s` with ligature codes spelled out where their word reads as one, and how many were. */
export function spellTexLigatures(s: string): { text: string; count: number } {
  let count = 0;
  if (s.includes('\u0015'))
    s = s.replace(EN_DASH_CODE, () => {
      count++;
      return '–';
    });
  if (!CODE.test(s)) return { text: s, count };
  const text = s.replace(WORD, (word) => {
    if (!CODE.test(word)) return word;
    const spelled = word.replace(CODES, ligatureOf);
    const letters = word.replace(CODES, '').length;
    if (!isEnglishWord(spelled) && !(codesInside(word) && letters >= MIN_LETTERS_BETWEEN)) return word;
    count += word.length - word.replace(CODES, '').length;
    return spelled;
  });
  return { text, count };
}
