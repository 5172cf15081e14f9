import { describe, expect, it } from 'vitest';
import { QUALITY_VERSION, scoreText } from '../../shared/quality/index.ts';
import { referenceScore } from '../../shared/quality/reference.ts';
import { richSignals } from '../../shared/quality/signals.ts';

const ENGLISH =
  'The participants in this study were asked to rate each item, and the results show that the effect ' +
  'was significant for both groups. These data are consistent with our earlier research, which found ' +
  'that most people prefer the option that has been presented first. We also report the analysis of the ' +
  'other measures, which were collected after the main task and which are described in the method section. ' +
  'Table 1 shows the means for each condition, and Figure 2 shows how the effect changes over time.';

describe('reference score (docpluck port)', () => {
  it('scores empty text 50, garbled, medium', () => {
    const q = scoreText('');
    expect([q.score, q.garbled, q.confidence]).toEqual([50, true, 'medium']);
  });

  it('scores a paragraph of ordinary English 100, high', () => {
    const q = scoreText(ENGLISH);
    expect([q.score, q.garbled, q.confidence]).toEqual([100, false, 'high']);
  });

  it('scores 5 U+FFFD and no common words 45, low, garbled', () => {
    const q = scoreText('xq\uFFFDzv qwv\uFFFD\uFFFD lorem ipsum \uFFFD dolor \uFFFD sit amet '.repeat(1));
    expect([q.score, q.garbled, q.confidence]).toEqual([45, true, 'low']);
  });

  it('docks only 10 for a long non-prose text with no corruption signal (name lists are not garbled)', () => {
    const names = 'Smith Jones Brown Taylor Wilson Davies Evans Thomas Johnson Roberts '.repeat(60);
    const r = referenceScore(names);
    expect([r.score, r.garbled, r.has_corruption_signal]).toEqual([90, false, false]);
  });

  it('docks 20 for a weak common-word ratio between 0.02 and 0.05', () => {
    // 1 common word in 30 tokens = 0.033, long enough not to be "short".
    const text =
      `${'alpha beta gamma delta epsilon zeta eta theta iota kappa '.repeat(3).trim()} the `.repeat(20);
    const r = referenceScore(text);
    expect(r.common_word_ratio).toBeCloseTo(1 / 31, 4);
    expect(r.score).toBe(80);
  });

  it('docks a point per ten remaining ligatures, capped at 20, and treats 20+ as corruption', () => {
    expect(referenceScore(`${ENGLISH} ${'\uFB01'.repeat(35)}`).score).toBe(97);
    expect(referenceScore(`${ENGLISH} ${'\uFB01'.repeat(500)}`).score).toBe(80);
    expect(referenceScore('x'.repeat(600) + '\uFB02'.repeat(20)).has_corruption_signal).toBe(true);
  });

  it('splits tokens like Python str.split (U+FEFF is not whitespace) and scores only the first 2,000', () => {
    expect(referenceScore('the\uFEFFand the').common_word_ratio).toBe(0.5);
    const late = `${'zzz '.repeat(2000)}${'the '.repeat(2000)}`;
    expect(referenceScore(late).common_word_ratio).toBe(0);
  });

  it('counts the non-ASCII ratio in code points, as Python len() does', () => {
    // One astral character is one code point (two UTF-16 units).
    expect(referenceScore('a\u{1D44E}').non_ascii_ratio).toBe(0.5);
  });
});

describe('richer signals', () => {
  it('counts control, private-use and replacement characters and flags them', () => {
    const q = scoreText(`${ENGLISH}\u0001\u0002\uE000\uF0B1\uFFFD`);
    expect(q.signals).toMatchObject({ control_chars: 2, pua_chars: 2, replacement_chars: 1 });
    expect(q.flags).toEqual(
      expect.arrayContaining(['control_chars', 'private_use_chars', 'replacement_chars']),
    );
  });

  it('reports average word length, alphabetic ratio and English for English prose', () => {
    const s = richSignals(ENGLISH);
    expect(s.language).toBe('eng');
    expect(s.avg_word_length).toBeGreaterThan(3);
    expect(s.avg_word_length).toBeLessThan(6);
    expect(s.alphabetic_ratio).toBeGreaterThan(0.9);
    expect(richSignals('12 34 56 78').alphabetic_ratio).toBe(0);
  });

  it('reports und for text too short to identify, and flags a non-English document', () => {
    expect(richSignals('Hello there.').language).toBe('und');
    const german =
      'Die Teilnehmer dieser Studie wurden gebeten, jeden Gegenstand zu bewerten, und die Ergebnisse zeigen, ' +
      'dass der Effekt für beide Gruppen signifikant war. Diese Daten stimmen mit unserer früheren Forschung ' +
      'überein, die ergab, dass die meisten Menschen die zuerst präsentierte Option bevorzugen.';
    expect(scoreText(german).flags).toContain('not_english');
  });

  it('suspects column interleave when long paragraphs break off and later resume in lowercase', () => {
    const a = `${ENGLISH} In the second experiment we asked the same participants to`;
    const b = `${ENGLISH} The other column of the page continues here with its own sentence and reasons, for`;
    const interleaved = [
      a,
      ENGLISH,
      'rate the items again after one week.',
      b,
      ENGLISH,
      'example the order of the items.',
    ];
    const s = richSignals(interleaved.join('\n\n'));
    expect([s.column_breakoffs, s.column_resumptions, s.column_interleave_suspected]).toEqual([2, 2, true]);
    expect(richSignals([ENGLISH, ENGLISH, 'Results', ENGLISH].join('\n\n')).column_interleave_suspected).toBe(
      false,
    );
  });

  it('finds short lines repeating across pages (page numbers vary) but not one-word headings', () => {
    const page = (n: number) => `Journal of Things, Vol. 3, page ${n}\n\nMethod\n\n${ENGLISH}`;
    const s = richSignals([1, 2, 3, 4].map(page).join('\n\n'));
    expect([s.boilerplate_lines, s.boilerplate_occurrences]).toEqual([1, 4]);
    expect(scoreText([1, 2, 3].map(page).join('\n\n')).flags).toContain('boilerplate_residue');
  });

  it('carries its version', () => {
    expect(scoreText('x').version).toBe(QUALITY_VERSION);
  });
});
