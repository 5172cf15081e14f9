import { describe, expect, it } from 'vitest';
import { fullwidthAscii } from '../../shared/normalize/steps/fullwidth.ts';
import { invisibles } from '../../shared/normalize/steps/invisibles.ts';
import { ligatures } from '../../shared/normalize/steps/ligatures.ts';
import { mathAlphanumeric } from '../../shared/normalize/steps/math-alphanumeric.ts';
import { mojibake } from '../../shared/normalize/steps/mojibake.ts';
import { quotes } from '../../shared/normalize/steps/quotes.ts';
import { symbolPua } from '../../shared/normalize/steps/symbol-pua.ts';
import { unicodeNfc } from '../../shared/normalize/steps/unicode-nfc.ts';
import { examples, runStep } from './run-step.ts';

describe('unicode_nfc: NFC and spacing-accent recombination', () => {
  examples(unicodeNfc, [
    ['Fo¨rster', 'Förster'],
    ['F¨orster', 'Förster'],
    ['Andr´e and Andre´', 'André and André'],
    ['Dvorˇák', 'Dvořák'],
    ['e\u0301', 'é'],
    ['Mun˜iz', 'Muñiz'],
    ['Sa˜o Paulo', 'Sa˜o Paulo'],
    ['don´t', 'don´t'],
    ['a¨e', 'a¨e'],
    ['x^2 and ~5 and `code`', 'x^2 and ~5 and `code`'],
    ['ﬁnal', 'ﬁnal'],
    // TeX sets an accented i as an accent over a dotless i.
    ['Mart´ınez and Mu¨ller', 'Martínez and Müller'],
    // Between two letters that can both carry it: the side the document's other accents are on.
    ['Andr´e, Mu˜noz and Aleˇs', 'André, Muñoz and Aleš'],
    ['Fo¨rster, Schro¨der and Aleˇs', 'Förster, Schröder and Alěs'],
    // No other accent, or others on both sides: no evidence, as printed.
    ['Aleˇs', 'Aleˇs'],
    ['Andr´e, Andre´ and Aleˇs', 'André, André and Aleˇs'],
    // Accents that are also notation join only inside a word, on TeX's side (before the letter).
    ['University of Hawai‘i at Man¯oa', 'University of Hawai‘i at Manōa'],
    ['Ch`eneby, M`arquez and Universit`a', 'Chèneby, Màrquez and Università'],
    ['Bo˘gazi¸ci and Wo˙zniak', 'Boğaziçi and Wożniak'],
    // Math overbars and dots, code quotes and apostrophes stay as printed.
    ['¯f(x) and x¯j and zar¯i,a and ν¯max', '¯f(x) and x¯j and zar¯i,a and ν¯max'],
    ['˙R and a˙ and c˙R', '˙R and a˙ and c˙R'],
    ['`code` and one`s and Model`s and L`k2', '`code` and one`s and Model`s and L`k2'],
    // A document whose accents follow their letter: no known order for in-word accents, as printed.
    ['Fo¨rster, Schro¨der and Mano¯a and one`s', 'Förster, Schröder and Mano¯a and one`s'],
  ]);
  it('counts accents joined inside a word', () => {
    expect(runStep(unicodeNfc, 'Man¯oa and x¯j').counts).toMatchObject({ accent_in_word: 1 });
  });
  it('counts accents joined by the document side', () => {
    expect(runStep(unicodeNfc, 'Andr´e, Mu˜noz and Aleˇs').counts).toMatchObject({
      accent_recombined: 2,
      accent_by_document_side: 1,
    });
  });
  it('counts recombinations and ambiguous accents separately', () => {
    expect(runStep(unicodeNfc, 'Fo¨rster a¨e').counts).toMatchObject({
      accent_recombined: 1,
      accent_ambiguous: 1,
    });
  });
});

describe('math_alphanumeric: styled letters to base letters, Greek stays Greek', () => {
  examples(mathAlphanumeric, [
    ['𝑝 < .05', 'p < .05'],
    ['𝐱 and 𝔸 and 𝟙', 'x and A and 1'],
    ['𝛼 = .05, 𝜷', 'α = .05, β'],
    ['ℎ = 6.6', 'h = 6.6'],
    ['ℝ, ℕ and 5 ℓ', 'ℝ, ℕ and 5 ℓ'],
    ['α β γ', 'α β γ'],
  ]);
});

describe('symbol_pua: Symbol-font private-use glyphs, declared', () => {
  examples(symbolPua, [
    ['\uF061 = .05', 'α = .05'],
    ['p \uF03C .001', 'p < .001'],
    ['\uF063\uF0322', 'χ22'],
    ['\uF0B3 3 and \uF0A3 2 and \uF0B1', '≥ 3 and ≤ 2 and ±'],
    ['\uE000 and \uF8FF', '\uE000 and \uF8FF'],
    ['\uF0E6 bracket piece', '\uF0E6 bracket piece'],
  ]);
  it('declares the Symbol-font assumption as a fallback', () => {
    const r = runStep(symbolPua, '\uF061 and \uF062');
    expect(symbolPua.evidence).toBe('inferential');
    expect(r.counts).toEqual({ symbol_mapped: 2 });
    expect(r.fallbacks.symbol_font_assumed[0]).toMatch(/U\+F061→α/);
    expect(runStep(symbolPua, 'plain').fallbacks).toEqual({});
  });
});

describe('ligatures', () => {
  examples(ligatures, [
    ['ﬁnal ﬂow eﬀect oﬃce baﬄe', 'final flow effect office baffle'],
    ['ﬅ ﬆ', 'st st'],
    ['Æsop œuvre', 'Æsop œuvre'],
  ]);
});

describe('mojibake: UTF-8 read as Latin-1 or Windows-1252', () => {
  examples(mojibake, [
    ['That\u00e2\u0080\u0099s not budgeting\u00e2\u0080\u0094it is', 'That’s not budgeting—it is'],
    ['Thatâ€™s', 'That’s'],
    ['cafÃ© and crÃ¨me brÃ»lÃ©e', 'café and crème brûlée'],
    ['Â£5 and Ã‰tÃ©', '£5 and Été'],
    ['âˆ’3.2', '−3.2'],
    ['Ð¿Ñ€Ð¸Ð²ÐµÑ‚', 'привет'],
    // Text: an incomplete sequence, a character no mojibake is made of, letters beside punctuation.
    ['voilà… Straße… café—bar', 'voilà… Straße… café—bar'],
    ['naïve Ñandú São Paulo «Ça» ÉTÉ Ü“x”', 'naïve Ñandú São Paulo «Ça» ÉTÉ Ü“x”'],
  ]);
  it('reports what it decoded again, its controls shown as escapes', () => {
    const r = runStep(mojibake, 'It\u00e2\u0080\u0099s cafÃ©');
    expect(r.counts).toEqual({ mojibake_repaired: 2 });
    expect(r.fallbacks.repaired[0]).toContain('â\\u0080\\u0099→’');
    expect(r.fallbacks.repaired[0]).toContain('Ã©→é');
  });
});

describe('fullwidth_ascii', () => {
  examples(fullwidthAscii, [
    ['ｐ＜．０５', 'p<.05'],
    ['Ｍ＝３．２', 'M=3.2'],
    ['中文，（括号）', '中文，（括号）'],
  ]);
});

describe('quotes', () => {
  examples(quotes, [
    ['Cohen’s d', "Cohen's d"],
    ['“significant” and ‘main’', '"significant" and \'main\''],
    ['„Zitat“', '"Zitat"'],
    ['5′ and 3″ and «citation»', '5′ and 3″ and «citation»'],
    // A font that prints a double quote as two curly singles; ASCII '' (code's empty string) stays.
    ['‘‘corporate social responsibility’’', '"corporate social responsibility"'],
    ["x = '' and ‘a’", "x = '' and 'a'"],
  ]);
});

describe('invisibles: controls, zero-width, soft hyphens, exotic spaces', () => {
  examples(invisibles, [
    ['a\r\nb\rc', 'a\nb\nc'],
    ['page one\fpage two', 'page one\n\npage two'],
    ['zero\u200Bwidth\uFEFF', 'zerowidth'],
    ['docu\u00AD\nment and hy\u00ADphen', 'document and hyphen'],
    ['p\u00A0<\u2009.05\u202F', 'p < .05 '],
    ['bell\u0007', 'bell'],
    ['a\tb\tc', 'a\tb\tc'],
    ['क्\u200Dष and ZWNJ\u200C', 'क्\u200Dष and ZWNJ\u200C'],
  ]);
});
