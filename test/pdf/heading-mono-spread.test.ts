/**
 * Monospaced fonts are told by every run measuring the same width per character and em
 * (headings-mono.ts). A text italic judged on a handful of short runs can come close: Latin
 * Modern italic sub-section heads and a repeated journal name measured a spread of 0.0075
 * (bench headings latex zoo-smallcaps-1col), and its heads were dropped as code. A code font
 * measures no spread at all.
 */
import { describe, expect, it } from 'vitest';
import { monospaceFonts } from '../../shared/extract/pdf/headings-mono.ts';
import { columnLine } from '../helpers/lines.ts';

/** Type size of columnLine, in points. */
const SIZE = 10;

/** One line per run, each run `ratio` ems wide per character. */
const runs = (font: string, texts: string[], ratios: number[]) =>
  texts.map((t, k) => columnLine(100 + 12 * k, 'c0', [[40, 40 + ratios[k] * t.length * SIZE, t]], font));

const TEXTS = [
  '2.1. Radiative transfer models',
  '2.2. Validation networks',
  '3.1. Study area',
  '3.3. Retrieval model',
  '4.2. Seasonal behaviour',
  'Journal of Applied Research',
];

describe('monospaced fonts', () => {
  it('does not take a text italic whose few runs measure nearly alike', () => {
    const italic = runs('italic', TEXTS, [0.4409, 0.45, 0.4489, 0.4447, 0.4506, 0.4457]);
    expect(monospaceFonts(italic).has('italic')).toBe(false);
  });

  it('takes a font whose runs all measure the same per character', () => {
    const code = runs(
      'code',
      TEXTS,
      TEXTS.map(() => 0.6),
    );
    expect(monospaceFonts(code).has('code')).toBe(true);
  });
});
