import { describe, expect, it } from 'vitest';
import {
  fontProblems,
  mapSymbolPua,
  mergeFontTallies,
  symbolPuaChar,
} from '../../shared/extract/pdf/fonts.ts';

describe('fontProblems', () => {
  it('counts characters, U+FFFD and private-use glyphs per font, ignoring whitespace', () => {
    const r = fontProblems([
      { str: 'The effect ', fontName: 'g_d0_f1' },
      { str: 'was robust.', fontName: 'g_d0_f1' },
      { str: '\uFFFD\uFFFD x', fontName: 'g_d0_f2' },
      { str: '\uE001\u{F0001}', fontName: 'g_d0_f3' },
      { str: '   ', fontName: 'g_d0_f4' },
    ]);
    expect(r.byFont.g_d0_f1).toEqual({ chars: 19, replacement: 0, pua: 0, mapped: 0 });
    expect(r.byFont.g_d0_f2).toEqual({ chars: 3, replacement: 2, pua: 0, mapped: 0 });
    // Plane-15 private use counts too (one code point, not two UTF-16 units).
    expect(r.byFont.g_d0_f3).toEqual({ chars: 2, replacement: 0, pua: 2, mapped: 0 });
    // A font that drew only spaces has no glyphs worth tallying.
    expect(r.byFont.g_d0_f4).toBeUndefined();
  });

  it('flags a font whose glyphs are mostly unreadable and spares healthy ones', () => {
    const r = fontProblems([
      { str: 'Participants were randomly assigned to conditions.', fontName: 'body' },
      { str: '\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD', fontName: 'broken' },
      { str: '\uE010\uE011\uE012 = 0', fontName: 'private' },
    ]);
    expect(r.brokenFonts).toEqual(['broken', 'private']);
  });

  it('does not flag Symbol or TeX math-extension fonts whose private-use glyphs map back', () => {
    const r = fontProblems([
      { str: '\uF061\uF062\uF067 = 0', fontName: 'symbol' },
      // CMEX10 big-delimiter pieces as pdf.js reports them (grobid_MullenJSSv18i03.pdf).
      { str: '\uF8EB\uF8EC\uF8ED\uF8F6\uF8F7\uF8F8', fontName: 'cmex' },
    ]);
    expect(r.byFont.symbol).toEqual({ chars: 5, replacement: 0, pua: 3, mapped: 3 });
    expect(r.byFont.cmex).toEqual({ chars: 6, replacement: 0, pua: 6, mapped: 6 });
    expect(r.brokenFonts).toEqual([]);
  });

  it('does not flag a text font that uses one private-use bullet, nor a few stray glyphs in long text', () => {
    const r = fontProblems([
      { str: '\uF0B7', fontName: 'wingdings' },
      { str: `${'word '.repeat(100)}\uFFFD\uFFFD\uFFFD`, fontName: 'body' },
    ]);
    expect(r.byFont.wingdings.pua).toBe(1);
    expect(r.byFont.body.replacement).toBe(3);
    expect(r.brokenFonts).toEqual([]);
  });

  it('merges per-page tallies into a document tally', () => {
    const doc = {};
    mergeFontTallies(doc, fontProblems([{ str: 'ab\uFFFD', fontName: 'f' }]).byFont);
    mergeFontTallies(doc, fontProblems([{ str: 'c\uE000', fontName: 'f' }]).byFont);
    expect(doc).toEqual({ f: { chars: 5, replacement: 1, pua: 1, mapped: 0 } });
  });
});

describe('mapSymbolPua', () => {
  it('maps Symbol-font PUA codes through the Adobe Symbol encoding', () => {
    expect(mapSymbolPua('\uF061')).toBe('α');
    expect(mapSymbolPua('\uF0B1')).toBe('±');
    expect(mapSymbolPua('\uF0A3')).toBe('≤');
    expect(mapSymbolPua('\uF0B3')).toBe('≥');
    expect(mapSymbolPua('\uF02D')).toBe('−');
    expect(mapSymbolPua('\uF0B4')).toBe('×');
    expect(mapSymbolPua('\uF0E5')).toBe('∑');
    expect(mapSymbolPua('\uF0C6')).toBe('∅');
    expect(mapSymbolPua('\uF044\uF057\uF06D')).toBe('ΔΩμ');
    expect(mapSymbolPua('p \uF0A3 .05, \uF063\uF0B2(2) = 4.1')).toBe('p ≤ .05, χ″(2) = 4.1');
    // Adobe's own PUA codes for delimiter pieces and extenders.
    expect(mapSymbolPua('\uF8EB\uF8EC\uF8ED\uF8FC\uF8FD\uF8FE\uF8F5')).toBe('⎛⎜⎝⎫⎬⎭⎮');
  });

  it('maps Mathematical Alphanumeric letters to their base letters, keeping Greek Greek', () => {
    expect(mapSymbolPua('\u{1D431} + \u{1D432}')).toBe('x + y'); // bold x, y
    expect(mapSymbolPua('\u{1D6FC}\u{1D6FD}')).toBe('αβ'); // italic alpha, beta
    expect(mapSymbolPua('\u{1D6AA}')).toBe('Γ'); // bold capital Gamma
    expect(mapSymbolPua('\u{1D7CF}\u{1D7D0}')).toBe('12'); // bold digits
    expect(mapSymbolPua('\u{1D608}\u{1D622}')).toBe('Aa'); // sans italic
  });

  it('leaves ordinary text, unmapped PUA and unassigned math code points alone', () => {
    const text = 'Mean age was 21.3 years (SD = 2.1); α = .82.';
    expect(mapSymbolPua(text)).toBe(text);
    // U+E000 is not in the Symbol range; U+F07F and U+F0FF have no Symbol glyph; U+F8FF is
    // Adobe's Apple logo, which has no Unicode.
    expect(mapSymbolPua('\uE000\uF07F\uF0FF\uF8FF')).toBe('\uE000\uF07F\uF0FF\uF8FF');
    // U+1D455 is reserved (italic h lives at U+210E): nothing to map it to.
    expect(mapSymbolPua('\u{1D455}')).toBe('\u{1D455}');
  });

  it('exposes single-character lookups', () => {
    expect(symbolPuaChar('\uF0B9')).toBe('≠');
    expect(symbolPuaChar('a')).toBeUndefined();
  });
});
