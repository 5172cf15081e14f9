/**
 * Glyph problems per font: U+FFFD and Private-Use characters are what pdf.js yields when a
 * font's ToUnicode map is missing or broken. Counting them per font tells the diagnostics which
 * font poisoned a page; `mapSymbolPua` repairs the one common, recoverable case (Symbol-encoded
 * fonts whose codes land at U+F020–F0FF) plus Mathematical Alphanumeric letters.
 */

/**
 * Share of a font's glyphs that must be U+FFFD/PUA for the font to count as broken. A healthy
 * text font yields none; a font with a broken ToUnicode map yields nearly all. 25% leaves room
 * for a math font that mixes a few private glyphs with real letters without being flagged.
 */
export const BROKEN_FONT_SHARE = 0.25;
/**
 * A font also needs at least this many bad glyphs: a font used once for a single PUA bullet
 * (Wingdings U+F0B7 before a list item) is not worth a diagnostic.
 */
export const BROKEN_FONT_MIN_GLYPHS = 3;

export interface FontTally {
  /** Non-whitespace characters drawn with this font. */
  chars: number;
  /** U+FFFD REPLACEMENT CHARACTER count. */
  replacement: number;
  /** Private-Use code points (U+E000–F8FF and planes 15–16). */
  pua: number;
  /** Of those, how many `mapSymbolPua` recovers (Symbol-encoded and Adobe PUA glyphs). */
  mapped: number;
}

export interface FontProblems {
  byFont: Record<string, FontTally>;
  /**
   * Fonts whose glyphs are mostly unreadable even after `mapSymbolPua`, in first-seen order. A
   * Symbol or TeX math-extension font whose PUA codes map cleanly is not broken: its text is
   * recovered, so flagging it would only hide the fonts that really lose text.
   */
  brokenFonts: string[];
}

const PUA = /\p{Co}/u;
const WHITESPACE = /\s/u;

/**
 * Non-whitespace characters of `s` when it is all ASCII (tab, LF, VT, FF, CR and space are its
 * whitespace, as for `\s`), else -1: two regular-expression tests per character were most of
 * this module's cost on ordinary pages.
 */
function asciiChars(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) return -1;
    if (c !== 0x20 && (c < 0x09 || c > 0x0d)) n++;
  }
  return n;
}

/** Tally U+FFFD and PUA characters per font over pdf.js text items. */
export function fontProblems(items: readonly { str: string; fontName: string }[]): FontProblems {
  const byFont: Record<string, FontTally> = {};
  for (const item of items) {
    if (!item.str) continue;
    let tally = byFont[item.fontName];
    const ascii = asciiChars(item.str);
    if (ascii >= 0) {
      // The common case: plain ASCII has no U+FFFD or PUA glyph, only characters to count.
      if (ascii === 0) continue;
      tally ??= byFont[item.fontName] = { chars: 0, replacement: 0, pua: 0, mapped: 0 };
      tally.chars += ascii;
      continue;
    }
    for (const ch of item.str) {
      if (WHITESPACE.test(ch)) continue;
      if (!tally) {
        tally = { chars: 0, replacement: 0, pua: 0, mapped: 0 };
        byFont[item.fontName] = tally;
      }
      tally.chars++;
      if (ch === '\uFFFD') tally.replacement++;
      else if (PUA.test(ch)) {
        tally.pua++;
        if (symbolPuaChar(ch) !== undefined) tally.mapped++;
      }
    }
  }
  const brokenFonts = Object.entries(byFont)
    .filter(([, t]) => {
      const bad = t.replacement + t.pua - t.mapped;
      return bad >= BROKEN_FONT_MIN_GLYPHS && bad / t.chars >= BROKEN_FONT_SHARE;
    })
    .map(([name]) => name);
  return { byFont, brokenFonts };
}

/** Add per-page tallies into a document-wide one (e.g. for the sidecar diagnostics). */
export function mergeFontTallies(into: Record<string, FontTally>, from: Record<string, FontTally>): void {
  for (const [name, t] of Object.entries(from)) {
    const acc = into[name] ?? { chars: 0, replacement: 0, pua: 0, mapped: 0 };
    acc.chars += t.chars;
    acc.replacement += t.replacement;
    acc.pua += t.pua;
    acc.mapped += t.mapped;
    into[name] = acc;
  }
}

/**
 * The Adobe Symbol encoding, codes 0x20–0xFF, one row of 16 codes per string ('\0' = no glyph).
 * Transcribed from Adobe's symbol.txt (as in pdf.js `SymbolSetEncoding` + glyph list), with two
 * deliberate departures: Delta/Omega/mu map to the Greek letters (U+0394, U+03A9, U+03BC) rather
 * than INCREMENT/OHM/MICRO, because papers mean the letters; and the angle brackets map to
 * U+27E8/27E9, since U+2329/232A would be rewritten by NFC later. Adobe's own PUA codes for
 * extenders (radicalex, arrowvertex, arrowhorizex) and serif/sans ®©™ map to visible equivalents.
 */
const SYMBOL_ROWS: readonly [number, string][] = [
  [0x20, ' !∀#∃%&∋()∗+,−./'],
  [0x30, '0123456789:;<=>?'],
  [0x40, '≅ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟ'],
  [0x50, 'ΠΘΡΣΤΥςΩΞΨΖ[∴]⊥_'],
  [0x60, '‾αβχδεφγηιϕκλμνο'],
  [0x70, 'πθρστυϖωξψζ{|}∼\0'],
  [0xa0, '€ϒ′≤⁄∞ƒ♣♦♥♠↔←↑→↓'],
  [0xb0, '°±″≥×∝∂•÷≠≡≈…⏐⎯↵'],
  [0xc0, 'ℵℑℜ℘⊗⊕∅∩∪⊃⊇⊄⊂⊆∈∉'],
  [0xd0, '∠∇®©™∏√⋅¬∧∨⇔⇐⇑⇒⇓'],
  [0xe0, '◊⟨®©™∑⎛⎜⎝⎡⎢⎣⎧⎨⎩⎪'],
  [0xf0, '\0⟩∫⌠⎮⌡⎞⎟⎠⎤⎥⎦⎫⎬⎭\0'],
];

/**
 * Adobe's own Private-Use codes (the "Corporate Use Subarea" of the Adobe Glyph List) for the
 * Symbol glyphs that had no Unicode when the list was made: extenders and the pieces of big
 * delimiters. TeX's CMEX10 math-extension font surfaces them through pdf.js (seen in the corpus:
 * U+F8EB-F8FE in grobid_MullenJSSv18i03, pedersen04, proto06). Value = the Symbol code.
 */
const ADOBE_PUA_TO_SYMBOL: readonly [number, number][] = [
  [0xf8e5, 0x60], // radicalex
  [0xf8e6, 0xbd], // arrowvertex
  [0xf8e7, 0xbe], // arrowhorizex
  [0xf8e8, 0xe2], // registersans
  [0xf8e9, 0xe3], // copyrightsans
  [0xf8ea, 0xe4], // trademarksans
  [0xf8eb, 0xe6], // parenlefttp .. braceex: Symbol 0xE6-0xEF in order
  [0xf8ec, 0xe7],
  [0xf8ed, 0xe8],
  [0xf8ee, 0xe9],
  [0xf8ef, 0xea],
  [0xf8f0, 0xeb],
  [0xf8f1, 0xec],
  [0xf8f2, 0xed],
  [0xf8f3, 0xee],
  [0xf8f4, 0xef],
  [0xf8f5, 0xf4], // integralex
  [0xf8f6, 0xf6], // parenrighttp .. bracerightbt: Symbol 0xF6-0xFE in order
  [0xf8f7, 0xf7],
  [0xf8f8, 0xf8],
  [0xf8f9, 0xf9],
  [0xf8fa, 0xfa],
  [0xf8fb, 0xfb],
  [0xf8fc, 0xfc],
  [0xf8fd, 0xfd],
  [0xf8fe, 0xfe],
];

const SYMBOL_PUA: Map<number, string> = (() => {
  const map = new Map<number, string>();
  for (const [start, row] of SYMBOL_ROWS) {
    Array.from(row).forEach((ch, i) => {
      // Symbol fonts without a usable ToUnicode map surface code C as U+F000 + C.
      if (ch !== '\0') map.set(0xf000 + start + i, ch);
    });
  }
  for (const [pua, code] of ADOBE_PUA_TO_SYMBOL) {
    const ch = map.get(0xf000 + code);
    if (ch) map.set(pua, ch);
  }
  return map;
})();

const SYMBOL_PUA_RANGE = /[\uF020-\uF0FF\uF8E5-\uF8FE]/g;
const MATH_ALPHANUMERIC = /[\u{1D400}-\u{1D7FF}]/gu;

/**
 * Whether `s` holds a UTF-16 unit that `mapSymbolPua` may replace: one in SYMBOL_PUA_RANGE, or
 * the high surrogate of every Mathematical Alphanumeric character (U+1D400–1D7FF is D835 DC00 to
 * D835 DFFF). Nearly every run has none, and one scan by code is cheaper than two regex replaces
 * that find nothing (the function runs on every text run of every page).
 */
function mayMapSymbolPua(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd835) continue;
    if (c === 0xd835 || (c >= 0xf020 && c <= 0xf0ff) || (c >= 0xf8e5 && c <= 0xf8fe)) return true;
  }
  return false;
}

/** Unicode for one Symbol-font PUA character (U+F020–F0FF, U+F8E5–F8FE), or undefined when it has none. */
export function symbolPuaChar(ch: string): string | undefined {
  return SYMBOL_PUA.get(ch.codePointAt(0) ?? 0);
}

/**
 * Map Symbol-font PUA characters (U+F061 → α, U+F0B1 → ±; Adobe's U+F8EB → ⎛) and Mathematical Alphanumeric letters
 * (𝐱 → x, 𝛼 → α, 𝟏 → 1) to ordinary Unicode. The math letters go through NFKC one character at
 * a time, which yields exactly the base Latin/Greek letter or digit; unassigned code points in
 * that block are left as they are. Everything else is untouched.
 */
export function mapSymbolPua(s: string): string {
  if (!mayMapSymbolPua(s)) return s;
  return s
    .replace(SYMBOL_PUA_RANGE, (ch) => SYMBOL_PUA.get(ch.charCodeAt(0)) ?? ch)
    .replace(MATH_ALPHANUMERIC, (ch) => ch.normalize('NFKC'));
}
