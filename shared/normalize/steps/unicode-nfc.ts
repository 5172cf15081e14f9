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

export const unicodeNfc: Step = {
  id: 'unicode_nfc',
  level: 'standard',
  version: 3,
  evidence: 'typographic',
  description:
    "Spacing accents next to the one letter they can sit on recombine (Fo¨rster → Förster, Mart´ınez → Martínez); between two such letters (Aleˇs) they join the side the document's other accents are on, if all agree; then NFC; never NFKC (that would erase ligature and notation evidence).",
  run(text, ctx) {
    const tally = new Tally();
    const finish = (recombined: string): string => {
      const out = recombined.normalize('NFC');
      if (out !== recombined) tally.add('recomposed');
      return out;
    };
    const result = ((): string => {
      if (!ANY_ACCENT.test(text)) return finish(text);
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
      return finish(recombined);
    })();
    tally.report(ctx);
    return result;
  },
};
