import { Tally } from '../counter.ts';
import type { Step } from '../types.ts';

const NUM = '-?(?:\\d+(?:\\.\\d+)?|\\.\\d+)';
/**
 * `[ 0.12 ,0.78 ]` → `[0.12, 0.78]`. Only when a bound has a decimal point: that proves the
 * comma is the separator. `[0,45; 0,78]` (European decimals) and `[1,182]` stay as printed.
 */
const INTERVAL = new RegExp(`\\[[ \\t]*(${NUM})[ \\t]*,[ \\t]*(${NUM})[ \\t]*\\]`, 'g');
/** `95 % CI`, `95%CI` → `95% CI`; `CI[` → `CI [`. */
const PERCENT_CI = /\b(\d{2}(?:\.\d+)?)(?:[ \t]+%[ \t]*|%(?:[ \t]{2,}|))(CI|CrI|HDI)\b/g;
/** Matches nothing: skips a pass whose trigger character is absent. */
const NEVER = /(?!)/g;
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
    const result = ((): string => {
      return text
        .replace(text.includes('[') ? INTERVAL : NEVER, (m, lo: string, hi: string) => {
          if (!lo.includes('.') && !hi.includes('.')) return m;
          const out = `[${lo}, ${hi}]`;
          if (out !== m) tally.add('interval_spacing');
          return out;
        })
        .replace(text.includes('%') ? PERCENT_CI : NEVER, (_m, pct: string, ci: string) => {
          tally.add('percent_ci');
          return `${pct}% ${ci}`;
        })
        .replace(text.includes('I[') ? CI_OPEN : NEVER, (_m, ci: string) => {
          tally.add('ci_open');
          return `${ci} [`;
        });
    })();
    tally.report(ctx);
    return result;
  },
};
