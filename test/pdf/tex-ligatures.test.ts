/**
 * Ligature codes of TeX fonts without a Unicode map (bitmap Type 3 fonts from dvips or pdfTeX's
 * fallback): the control character pdf.js reads for "fl" in "Influenza" is spelled out, in both
 * of TeX's encodings; a control character with no letter beside it is left for normalization.
 */
import { expect, it } from 'vitest';
import { spellTexLigatures } from '../../shared/extract/pdf/tex-ligatures.ts';

it('spells out T1 ligature codes inside, before and after letters', () => {
  expect(spellTexLigatures('Seasonal In\u001Duenza')).toEqual({ text: 'Seasonal Influenza', count: 1 });
  expect(spellTexLigatures('So\u001Ca Rossi, \u001Crst e\u001Bect, sta\u001B')).toEqual({
    text: 'Sofia Rossi, first effect, staff',
    count: 4,
  });
  expect(spellTexLigatures('e\u001Ecient, ba\u001Fed').text).toBe('efficient, baffled');
});

it('spells out OT1 (Computer Modern) ligature codes', () => {
  expect(spellTexLigatures('\u000Cnal e\u000Bect of the \u000Dow, o\u000Ece, ba\u000Fe').text).toBe(
    'final effect of the flow, office, baffle',
  );
});

it("leaves a math font's Greek in the same slots alone (OML: 0x0B-0x0F are alpha to epsilon)", () => {
  expect(spellTexLigatures('max e−k · xy')).toEqual({ text: 'max e−k · xy', count: 0 });
});

it('leaves text without codes and codes away from letters alone', () => {
  expect(spellTexLigatures('plain text')).toEqual({ text: 'plain text', count: 0 });
  expect(spellTexLigatures('a \u001D b').count).toBe(0);
});
