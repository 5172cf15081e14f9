/**
 * 1 MB inputs built to make a backtracking regex go quadratic or worse: long runs with no
 * terminator, near-misses of every pattern the steps use, repeated millions of times.
 */
export const ADVERSARIAL_BYTES = 1_000_000;

function fill(unit: string): string {
  return unit.repeat(Math.ceil(ADVERSARIAL_BYTES / unit.length)).slice(0, ADVERSARIAL_BYTES);
}

export const ADVERSARIAL: Record<string, string> = {
  digits: fill('0123456789'),
  'p = p = ': fill('p = '),
  hyphens: fill('-'),
  spaces: fill(' '),
  newlines: fill('\n'),
  'spaces then x': `${' '.repeat(ADVERSARIAL_BYTES - 1)}x`,
  letters: fill('abcdefghij'),
  'hyphen breaks': fill('docu-\n'),
  'line per word': fill('word\n'),
  'doi prefixes': fill('10.1234/'),
  'doi near-miss': `10.1234/${'a'.repeat(ADVERSARIAL_BYTES - 9)}.`,
  'open brackets': fill('[0.1,'),
  'bracket newlines': fill('[0.1,\n'),
  'spacing accents': fill('a´'),
  'greek slots': fill('η2 η2p '),
  'operator glyph near-miss': fill('p b p b '),
  'stat breaks': fill('p\n=\n'),
  'minus signs': fill('= −'),
  'reference list': `References\n${fill('Smith, J., ')}`,
  'tabs and blanks': fill('\t \n \t\n'),
  'soft hyphens': fill('\u00AD \n'),
  ligatures: fill('ﬁﬂ'),
  'percent ci': fill('95 %'),
  'recurring lines': fill('Journal of Things 12\nbody text here\n'),
};
