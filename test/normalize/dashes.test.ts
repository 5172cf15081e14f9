import { describe, expect, it } from 'vitest';
import { dashes } from '../../shared/normalize/steps/dashes.ts';
import { examples, runStep } from './run-step.ts';

describe('dashes: minus signs canonical, ranges and prose kept', () => {
  examples(dashes, [
    ['t(149) = −3.21', 't(149) = -3.21'],
    ['95% CI [−0.58, −0.18]', '95% CI [-0.58, -0.18]'],
    ['r = –.42', 'r = -.42'],
    ['(−2.1)', '(-2.1)'],
    ['b = \uFE630.3 and \uFF0D4', 'b = -0.3 and -4'],
    ['well‐known non‑breaking', 'well-known non-breaking'],
    ['pp. 12–19 and 1990–2000', 'pp. 12–19 and 1990–2000'],
    ['x − y in prose', 'x − y in prose'],
    ['the result — 5 of 10', 'the result — 5 of 10'],
    ['an em—dash', 'an em—dash'],
    ['pre–2020', 'pre–2020'],
    ['d = 0,45', 'd = 0,45'],
  ]);
  it('counts minus signs and hyphens as separate events', () => {
    expect(runStep(dashes, 'r = −.4, well‐known').counts).toEqual({ minus: 1, hyphen: 1 });
  });
});
