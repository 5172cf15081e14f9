import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

const NUM = '-?(?:\\d+(?:\\.\\d+)?|\\.\\d+)';
/**
 * `[ 0.12 ,0.78 ]` → `[0.12, 0.78]`. Only when a bound has a decimal point: that proves the
 * comma is the separator. `[0,45; 0,78]` (European decimals) and `[1,182]` stay as printed.
 */
const INTERVAL = new RegExp(`\\[[ \\t]*(${NUM})[ \\t]*,[ \\t]*(${NUM})[ \\t]*\\]`, 'g');
/**
 * `95 % CI`, `95%CI`, `95%  CI` → `95% CI`. Found from the `%` (rare) and checked backwards for
 * the percentage: a pattern starting at a digit made every digit of a paper a candidate.
 */
const PERCENT = /%(?=[ \t]*(?:CI|CrI|HDI)\b)/g;
const PERCENTAGE_BEFORE = /(?:^|[^\d.])\d{2}(?:\.\d+)?$/;

function fixPercentCi(text: string, tally: Tally): string {
  const parts: string[] = [];
  let from = 0;
  for (const m of text.matchAll(PERCENT)) {
    let q = m.index;
    while (q > from && (text[q - 1] === ' ' || text[q - 1] === '\t')) q--;
    if (!PERCENTAGE_BEFORE.test(text.slice(Math.max(0, q - 12), q))) continue;
    let r = m.index + 1;
    while (text[r] === ' ' || text[r] === '\t') r++;
    if (q === m.index && r === m.index + 2 && text[m.index + 1] === ' ') continue;
    parts.push(text.slice(from, q), '% ');
    from = r;
    tally.add('percent_ci');
  }
  return parts.length ? parts.join('') + text.slice(from) : text;
}

/** `CI[` → `CI [`. */
const CI_OPEN = /\b(CI|CrI|HDI)\[/g;

export const ciBrackets: Step = {
  id: 'ci_brackets',
  level: 'academic',
  version: 1,
  evidence: 'typographic',
  description:
    'Canonical spacing in intervals and "95% CI"; European-decimal and comma-grouped brackets untouched.',
  run(text, ctx) {
    const tally = new Tally();
    let out = text;
    // Each pass only when its trigger character is present: a pass costs a scan of the text.
    if (out.includes('[')) {
      out = replaceChanged(out, INTERVAL, (m, lo: string, hi: string) => {
        if (!lo.includes('.') && !hi.includes('.')) return m;
        const fixed = `[${lo}, ${hi}]`;
        if (fixed !== m) tally.add('interval_spacing');
        return fixed;
      });
    }
    if (out.includes('%')) out = fixPercentCi(out, tally);
    if (out.includes('I[')) {
      out = out.replace(CI_OPEN, (_m, ci: string) => {
        tally.add('ci_open');
        return `${ci} [`;
      });
    }
    tally.report(ctx);
    return out;
  },
};
