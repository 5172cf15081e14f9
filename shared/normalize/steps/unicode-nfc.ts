import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * Spacing accents (as PDF text layers emit them, `Fo¨rster`, `Andr´e`) and the combining mark
 * each stands for. Only these: `^`, `~` and `` ` `` are ASCII operators and quotes.
 */
const SPACING_TO_COMBINING: Record<string, string> = {
  '\u00A8': '\u0308', // ¨ diaeresis
  '\u00B4': '\u0301', // ´ acute
  '\u02C6': '\u0302', // ˆ circumflex
  '\u02DC': '\u0303', // ˜ tilde
  '\u00B8': '\u0327', // ¸ cedilla
  '\u02C7': '\u030C', // ˇ caron
  '\u02DA': '\u030A', // ˚ ring
  '\u02DD': '\u030B', // ˝ double acute
};

/**
 * Letters each accent may join. Restricting to the letters that carry the accent in European
 * languages keeps `don´t` (acute as apostrophe) and `r¨` untouched; joining any letter with a
 * precomposed form would make `don´t` into `doń t`.
 */
const BASES: Record<string, string> = {
  '\u00A8': 'aeiouyAEIOUY',
  '\u00B4': 'aeiouyAEIOUY',
  '\u02C6': 'aeiouAEIOU',
  '\u02DC': 'anoANO',
  '\u00B8': 'cCsStT',
  '\u02C7': 'cdenrstzCDENRSTZ',
  '\u02DA': 'auAU',
  '\u02DD': 'ouOU',
};

/** Dotless i (TeX sets an accented i as an accent over `\\i`): it takes an accent as `i`. */
const DOTLESS_I = '\u0131';
/** Accents that sit on a dotless i in print (í, ï, î). */
const ON_DOTLESS_I = '\u00B4\u00A8\u02C6';

const ACCENTS = Object.keys(SPACING_TO_COMBINING).join('');
const SPACED_ACCENT = new RegExp(`([A-Za-z${DOTLESS_I}]?)([${ACCENTS}])([A-Za-z${DOTLESS_I}]?)`, 'g');
const ANY_ACCENT = new RegExp(`[${ACCENTS}]`);
/**
 * Unambiguous accents a document needs, all on the same side of their letter, before an ambiguous
 * one (`Aleˇs`: ě or š?) follows them: a producer emits every accent on one side (TeX before its
 * letter, `Andr´e`; others after, `Fo¨rster`).
 */
const CONVENTION_MIN = 2;

/**
 * Spacing accents that are also notation, so a letter beside them is not evidence enough: `¯` is
 * a math overbar (`x¯j`, `¯f`), `˙` a time derivative (`˙R`), `˘` a breve in formulas, `` ` `` a
 * code quote or an apostrophe (`one\`s`). TeX draws them as their own glyph (`Man¯oa`,
 * `Ch\`eneby`, `Ant\`onia`); they join a letter only inside a word (IN_WORD_MIN letters, letters
 * on both sides of the accent).
 */
const IN_WORD_TO_COMBINING: Record<string, string> = {
  '\u00AF': '\u0304', // ¯ macron
  '\u02C9': '\u0304', // ˉ modifier macron
  '\u02D8': '\u0306', // ˘ breve
  '\u02D9': '\u0307', // ˙ dot above
  '`': '\u0300', // ` grave
};

/** Letters each in-word accent may join: the ones that carry it in European languages (ā, ğ, ż, è). */
const IN_WORD_BASES: Record<string, string> = {
  '\u00AF': 'aeiouAEIOU',
  '\u02C9': 'aeiouAEIOU',
  '\u02D8': 'aegiouAEGIOU',
  '\u02D9': 'cegzCEGZI',
  '`': 'aeiouAEIOU',
};

/**
 * Letters the word must have from the accented letter on, that letter included. A math
 * mark needs two: a barred variable with a one-letter index run into its neighbours (`zar¯i,a`)
 * ends there, while a word goes on (`Man¯oa`); a grave is not math, and Italian puts it on a
 * word's last letter (`Universit\`a`).
 */
const IN_WORD_BASE_SIDE_MIN: Record<string, number> = {
  '\u00AF': 2,
  '\u02C9': 2,
  '\u02D8': 2,
  '\u02D9': 2,
  '`': 1,
};

/** Accents of IN_WORD_BASES that sit on a dotless i in print (ī, ĭ, ì). */
const IN_WORD_ON_DOTLESS_I = '\u00AF\u02C9\u02D8`';

/**
 * Letters of the word around an in-word accent, both sides together: `Man¯oa` has five, a
 * variable with a barred index (`r¯i`) two.
 */
const IN_WORD_MIN = 4;

const IN_WORD_ACCENTS = `[${Object.keys(IN_WORD_TO_COMBINING).join('')}]`;
const IN_WORD_ACCENT = new RegExp(IN_WORD_ACCENTS, 'g');
const ANY_IN_WORD_ACCENT = new RegExp(IN_WORD_ACCENTS);
const LATIN_LETTER = new RegExp(`[A-Za-z${DOTLESS_I}]`);
const WORD_CHAR = /[\p{L}\p{M}]/u;

function composesInWord(base: string, accent: string): boolean {
  if (base === DOTLESS_I) return IN_WORD_ON_DOTLESS_I.includes(accent);
  return (IN_WORD_BASES[accent] ?? '').includes(base);
}

/** Letters (combining marks not counted) of the word run ending before `end` or starting at `start`. */
function lettersBefore(text: string, end: number): number {
  let n = 0;
  for (let i = end - 1; i >= 0 && WORD_CHAR.test(text[i]); i--) if (!/\p{M}/u.test(text[i])) n++;
  return n;
}

function lettersAfter(text: string, start: number): number {
  let n = 0;
  for (let i = start; i < text.length && WORD_CHAR.test(text[i]); i++) if (!/\p{M}/u.test(text[i])) n++;
  return n;
}

/**
 * Joins each in-word accent (IN_WORD_TO_COMBINING) to the letter after it, TeX's order and the
 * only one these accents show in the PDF corpus (`Man¯oa`), when Latin letters touch it on both
 * sides, the word has IN_WORD_MIN letters and that letter can carry the accent; anything else
 * stays as printed.
 */
function joinInWord(text: string, tally: Tally): string {
  let out = '';
  let done = 0;
  for (const m of text.matchAll(IN_WORD_ACCENT)) {
    const i = m.index;
    const accent = m[0];
    const prev = text[i - 1] ?? '';
    const base = text[i + 1] ?? '';
    if (!LATIN_LETTER.test(prev) || !LATIN_LETTER.test(base) || !composesInWord(base, accent)) continue;
    const after = lettersAfter(text, i + 1);
    if (lettersBefore(text, i) + after < IN_WORD_MIN || after < IN_WORD_BASE_SIDE_MIN[accent]) continue;
    out += `${text.slice(done, i)}${baseOf(base)}${IN_WORD_TO_COMBINING[accent]}`;
    done = i + 2;
    tally.add('accent_in_word');
  }
  return done ? out + text.slice(done) : text;
}

function composes(base: string, accent: string): boolean {
  if (base === DOTLESS_I) return ON_DOTLESS_I.includes(accent);
  return base !== '' && (BASES[accent] ?? '').includes(base);
}

/** The letter an accent joins, with a dotless i given back its dot's place to the accent. */
const baseOf = (letter: string) => (letter === DOTLESS_I ? 'i' : letter);

/**
 * Where the document's unambiguous spacing accents find their letter (`before`: the letter comes
 * first, `Fo¨rster`; `after`: the accent comes first, `Andr´e`), when they
 * all agree and there are at least CONVENTION_MIN of them; else null.
 */
function documentSide(text: string): 'before' | 'after' | null {
  let before = 0;
  let after = 0;
  for (const m of text.matchAll(SPACED_ACCENT)) {
    const [, b, accent, a] = m;
    const withBefore = composes(b, accent);
    if (withBefore === composes(a, accent)) continue;
    if (withBefore) before++;
    else after++;
  }
  if (before && after) return null;
  if (before >= CONVENTION_MIN) return 'before';
  if (after >= CONVENTION_MIN) return 'after';
  return null;
}

// 4: spacing accents that are also notation (¯ ˘ ˙ `) join the letter after them inside a word.
export const unicodeNfc: Step = {
  id: 'unicode_nfc',
  level: 'standard',
  version: 4,
  evidence: 'typographic',
  description:
    "Spacing accents next to the one letter they can sit on recombine (Fo¨rster → Förster, Mart´ınez → Martínez); between two such letters (Aleˇs) they join the side the document's other accents are on, if all agree; accents that are also notation (¯ ˘ ˙ `) join the letter after them only inside a word of four letters or more (Man¯oa → Manōa, Ch`eneby → Chèneby), never in a document whose accents follow their letter; then NFC; never NFKC (that would erase ligature and notation evidence).",
  run(text, ctx) {
    const tally = new Tally();
    const finish = (recombined: string): string => {
      const out = recombined.normalize('NFC');
      if (out !== recombined) tally.add('recomposed');
      return out;
    };
    const result = ((): string => {
      // Where the document's accents follow their letter (`Fo¨rster`), the order of its in-word
      // accents is not known: they stay as printed.
      const inWord = (t: string, side: 'before' | 'after' | null) =>
        side !== 'before' && ANY_IN_WORD_ACCENT.test(t) ? joinInWord(t, tally) : t;
      if (!ANY_ACCENT.test(text)) return finish(inWord(text, null));
      const side = documentSide(text);
      const recombined = replaceChanged(
        text,
        SPACED_ACCENT,
        (m, before: string, accent: string, after: string) => {
          const mark = SPACING_TO_COMBINING[accent];
          let withBefore = composes(before, accent);
          const withAfter = composes(after, accent);
          if (withBefore === withAfter) {
            // Neither neighbour can carry it, or both can and the document's other accents do not
            // say which side its producer puts them on: no evidence, left as printed.
            if (!withBefore || !side) {
              if (withBefore) tally.add('accent_ambiguous');
              return m;
            }
            withBefore = side === 'before';
            tally.add('accent_by_document_side');
          } else tally.add('accent_recombined');
          return withBefore ? `${baseOf(before)}${mark}${after}` : `${before}${baseOf(after)}${mark}`;
        },
      );
      return finish(inWord(recombined, side));
    })();
    tally.report(ctx);
    return result;
  },
};
