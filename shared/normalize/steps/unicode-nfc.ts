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

const ACCENTS = Object.keys(SPACING_TO_COMBINING).join('');
const SPACED_ACCENT = new RegExp(`([A-Za-z]?)([${ACCENTS}])([A-Za-z]?)`, 'g');
const ANY_ACCENT = new RegExp(`[${ACCENTS}]`);

function composes(base: string, accent: string): boolean {
  return base !== '' && (BASES[accent] ?? '').includes(base);
}

export const unicodeNfc: Step = {
  id: 'unicode_nfc',
  level: 'standard',
  version: 2,
  evidence: 'typographic',
  description:
    'Spacing accents next to the one letter they can sit on recombine (Fo¨rster → Förster), then NFC; never NFKC (that would erase ligature and notation evidence).',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      const recombined = !ANY_ACCENT.test(text)
        ? text
        : replaceChanged(text, SPACED_ACCENT, (m, before: string, accent: string, after: string) => {
            const mark = SPACING_TO_COMBINING[accent];
            const withBefore = composes(before, accent);
            const withAfter = composes(after, accent);
            // Both or neither neighbour could carry it: no typographic evidence, leave as printed.
            if (withBefore === withAfter) {
              if (withBefore) tally.add('accent_ambiguous');
              return m;
            }
            tally.add('accent_recombined');
            return withBefore ? `${before}${mark}${after}` : `${before}${after}${mark}`;
          });
      const out = recombined.normalize('NFC');
      if (out !== recombined) tally.add('recomposed');
      return out;
    })();
    tally.report(ctx);
    return result;
  },
};
