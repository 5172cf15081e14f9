/**
 * Symbol-font characters → Unicode. Word stores Symbol/Wingdings glyphs either as w:sym
 * (font + hex code) or as private-use characters U+F020–U+F0FF in w:t; both are meaningless
 * without the font. The Symbol table is Adobe's Symbol encoding; Wingdings keeps the handful
 * of glyphs that show up in academic text (check marks, arrows, bullets).
 */

// Adobe Symbol encoding, 0x20–0x7E then 0xA0–0xFE ('' = glyph piece with no text meaning).
const SYMBOL_LOW =
  ' !∀#∃%&∋()∗+,−./0123456789:;<=>?≅ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ[∴]⊥_‾αβχδεφγηιϕκλμνοπθρστυϖωξψζ{|}∼';
const SYMBOL_HIGH = [
  '€ϒ′≤⁄∞ƒ♣♦♥♠↔←↑→↓',
  '°±″≥×∝∂•÷≠≡≈…⏐⎯↵',
  'ℵℑℜ℘⊗⊕∅∩∪⊃⊇⊄⊂⊆∈∉',
  '∠∇®©™∏√⋅¬∧∨⇔⇐⇑⇒⇓',
  '◊〈®©™∑⎛⎜⎝⎡⎢⎣⎧⎨⎩⎪',
  ' 〉∫⌠⎮⌡⎞⎟⎠⎤⎥⎦⎫⎬⎭ ',
].join('');

const WINGDINGS: Record<number, string> = {
  108: '●',
  110: '■',
  113: '❑',
  118: '❖',
  159: '•',
  167: '▪',
  168: '◻',
  216: '➢',
  224: '→',
  232: '➔',
  240: '⇨',
  251: '✗',
  252: '✓',
  253: '☒',
  254: '☑',
};

export type SymbolFont = 'symbol' | 'wingdings' | 'other';

export function fontKind(font: string | null): SymbolFont {
  const f = (font ?? '').toLowerCase();
  if (f.startsWith('symbol')) return 'symbol';
  if (f.startsWith('wingdings') || f.startsWith('webdings')) return 'wingdings';
  return 'other';
}

/** One symbol-font code (0x20–0xFF, or its U+F0xx private-use alias) → Unicode, or null. */
export function mapSymbol(code: number, font: SymbolFont): string | null {
  const c = code >= 0xf000 && code <= 0xf0ff ? code - 0xf000 : code;
  if (font === 'wingdings') return WINGDINGS[c] ?? null;
  if (font === 'symbol' || code >= 0xf000) {
    if (c >= 0x20 && c <= 0x7e) return [...SYMBOL_LOW][c - 0x20] ?? null;
    if (c >= 0xa0 && c <= 0xff) {
      const ch = [...SYMBOL_HIGH][c - 0xa0];
      return ch && ch !== ' ' ? ch : null;
    }
    return null;
  }
  return String.fromCodePoint(code);
}

const PUA = /[\uF020-\uF0FF]/g;

/** Map private-use symbol characters in a text run; unknown ones are dropped (they render as boxes). */
export function mapPrivateUse(text: string, font: SymbolFont): { text: string; dropped: number } {
  let dropped = 0;
  const out = text.replace(PUA, (ch) => {
    const m = mapSymbol(ch.codePointAt(0)!, font === 'other' ? 'symbol' : font);
    if (m === null) dropped++;
    return m ?? '';
  });
  return { text: out, dropped };
}
