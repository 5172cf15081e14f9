import { describe, expect, it } from 'vitest';
import { GREEK, GREEK_NAMES } from '../../shared/normalize/greek.ts';
import { ciBrackets } from '../../shared/normalize/steps/ci-brackets.ts';
import { greekNames } from '../../shared/normalize/steps/greek-names.ts';
import { operatorGlyphs } from '../../shared/normalize/steps/operator-glyphs.ts';
import { statLinebreaks } from '../../shared/normalize/steps/stat-linebreaks.ts';
import { examples, runStep } from './run-step.ts';

describe('greek_names: Greek statistics to ASCII names', () => {
  examples(greekNames, [
    ['F(2, 58) = 12.15, p < .001, η2 = .30', 'F(2, 58) = 12.15, p < .001, eta2 = .30'],
    ['χ²(2, N = 250) = 8.42', 'chi2(2, N = 250) = 8.42'],
    ["Cronbach's α = .85", "Cronbach's alpha = .85"],
    ['ηp² = .12 and η²p = .12', 'etap2 = .12 and eta2p = .12'],
    ['ω2 = .05, β = 0.31, ϕ = .2, Δ = 3', 'omega2 = .05, beta = 0.31, phi = .2, Delta = 3'],
    ['the α-level and α levels', 'the α-level and α levels'],
    ['λόγος = word', 'λόγος = word'],
    ['R² = .45', 'R² = .45'],
    ['5 µm', '5 µm'],
    // Notation in a formula is not a statistic: only a letter set equal (or compared) to a plain number is.
    ['where α = m + r and β = 2α', 'where α = m + r and β = 2α'],
    ['λ = 0.5 − μ', 'λ = 0.5 − μ'],
    ['σ = −0.12, τ < 1.5 s', 'sigma = −0.12, tau < 1.5 s'],
  ]);
  it('covers all 24 letters, capitals and variants', () => {
    expect(GREEK).toHaveLength(24);
    expect(GREEK_NAMES.get('ς')).toBe('sigma');
    expect(GREEK_NAMES.get('ϑ')).toBe('theta');
    expect(GREEK_NAMES.get('Ω')).toBe('Omega');
    expect(GREEK_NAMES.get('µ')).toBe('mu');
    for (const g of GREEK) {
      expect(runStep(greekNames, `${g.lower} = .5`).text).toBe(`${g.name} = .5`);
    }
  });
});

describe('operator_glyphs: symbol-font operators, only in the statistic slot', () => {
  examples(operatorGlyphs, [
    ['p b .001', 'p < .001'],
    ['p N .05', 'p > .05'],
    ['t(28) ¼ 2.14, p ¼ .03', 't(28) = 2.14, p = .03'],
    ['F(1, 30) ¼ 4.42', 'F(1, 30) = 4.42'],
    ['p < 05', 'p < 05'],
    ['p = 38.', 'p = 38.'],
    ['¼ of the sample', '¼ of the sample'],
    ['a b c 5', 'a b c 5'],
    ['Table b 3', 'Table b 3'],
  ]);
});

describe('stat_linebreaks: breaks inside a statistic', () => {
  examples(statLinebreaks, [
    ['p\n= .021', 'p = .021'],
    ['t(28)\n= 2.14', 't(28) = 2.14'],
    ['p =\n.021', 'p = .021'],
    ['95%\nCI [0.1, 0.2]', '95% CI [0.1, 0.2]'],
    ['95% CI\n[0.1, 0.2]', '95% CI [0.1, 0.2]'],
    ['[-0.58,\n-0.18]', '[-0.58, -0.18]'],
    ['p\n\n= .021', 'p\n\n= .021'],
    ['The end.\nNew line', 'The end.\nNew line'],
    ['x\n= y', 'x\n= y'],
  ]);
});

describe('ci_brackets: interval spacing', () => {
  examples(ciBrackets, [
    ['[0.12,0.78]', '[0.12, 0.78]'],
    ['[ -0.58 , -0.18 ]', '[-0.58, -0.18]'],
    ['95 % CI', '95% CI'],
    ['95%CI [1.45, 3.78]', '95% CI [1.45, 3.78]'],
    ['CI[0.1, 0.2]', 'CI [0.1, 0.2]'],
    ['[0,45; 0,78]', '[0,45; 0,78]'],
    ['[1,182]', '[1,182]'],
    ['N = 1,182 and d = 0,45', 'N = 1,182 and d = 0,45'],
    ['95% CI [0.12, 0.78]', '95% CI [0.12, 0.78]'],
  ]);
});
