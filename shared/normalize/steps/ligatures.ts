import { Tally } from '../counter.ts';
import type { Step } from '../types.ts';

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

export const ligatures: Step = {
  id: 'ligatures',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description: 'Latin ligatures U+FB00–FB06 to their letters.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      return text.replace(/[\uFB00-\uFB06]/g, (m) => {
        tally.add('ligature');
        return LIGATURES[m] ?? m;
      });
    })();
    tally.report(ctx);
    return result;
  },
};
