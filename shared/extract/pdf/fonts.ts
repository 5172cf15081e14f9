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
}

export interface FontProblems {
  byFont: Record<string, FontTally>;
  /** Fonts whose glyphs are mostly unreadable, in first-seen order. */
  brokenFonts: string[];
}

const PUA = /\p{Co}/u;
const WHITESPACE = /\s/u;

/** Tally U+FFFD and PUA characters per font over pdf.js text items. */
export function fontProblems(items: readonly { str: string; fontName: string }[]): FontProblems {
  const byFont: Record<string, FontTally> = {};
  for (const item of items) {
    if (!item.str) continue;
    let tally = byFont[item.fontName];
    for (const ch of item.str) {
      if (WHITESPACE.test(ch)) continue;
      if (!tally) {
        tally = { chars: 0, replacement: 0, pua: 0 };
        byFont[item.fontName] = tally;
      }
      tally.chars++;
      if (ch === '\uFFFD') tally.replacement++;
      else if (PUA.test(ch)) tally.pua++;
    }
  }
  const brokenFonts = Object.entries(byFont)
    .filter(([, t]) => {
      const bad = t.replacement + t.pua;
      return bad >= BROKEN_FONT_MIN_GLYPHS && bad / t.chars >= BROKEN_FONT_SHARE;
    })
    .map(([name]) => name);
  return { byFont, brokenFonts };
}

/** Add per-page tallies into a document-wide one (e.g. for the sidecar diagnostics). */
export function mergeFontTallies(into: Record<string, FontTally>, from: Record<string, FontTally>): void {
  for (const [name, t] of Object.entries(from)) {
    const acc = into[name] ?? { chars: 0, replacement: 0, pua: 0 };
    acc.chars += t.chars;
    acc.replacement += t.replacement;
    acc.pua += t.pua;
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

const SYMBOL_PUA: Map<number, string> = (() => {
  const map = new Map<number, string>();
  for (const [start, row] of SYMBOL_ROWS) {
    Array.from(row).forEach((ch, i) => {
      // Symbol fonts without a usable ToUnicode map surface code C as U+F000 + C.
      if (ch !== '\0') map.set(0xf000 + start + i, ch);
    });
  }
  return map;
})();

const SYMBOL_PUA_RANGE = /[\uF020-\uF0FF]/g;
const MATH_ALPHANUMERIC = /[\u{1D400}-\u{1D7FF}]/gu;

/** Unicode for one Symbol-font PUA character (U+F020–F0FF), or undefined when it has none. */
export function symbolPuaChar(ch: string): string | undefined {
  return SYMBOL_PUA.get(ch.codePointAt(0) ?? 0);
}

/**
 * Map Symbol-font PUA characters (U+F061 → α, U+F0B1 → ±) and Mathematical Alphanumeric letters
 * (𝐱 → x, 𝛼 → α, 𝟏 → 1) to ordinary Unicode. The math letters go through NFKC one character at
 * a time, which yields exactly the base Latin/Greek letter or digit; unassigned code points in
 * that block are left as they are. Everything else is untouched.
 */
export function mapSymbolPua(s: string): string {
  return s
    .replace(SYMBOL_PUA_RANGE, (ch) => SYMBOL_PUA.get(ch.charCodeAt(0)) ?? ch)
    .replace(MATH_ALPHANUMERIC, (ch) => ch.normalize('NFKC'));
}
