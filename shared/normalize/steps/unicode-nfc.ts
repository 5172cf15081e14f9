import type { Step } from '../types.ts';

export const unicodeNfc: Step = {
  id: 'unicode_nfc',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description: 'Unicode NFC composition; never NFKC (that would erase ligature and notation evidence).',
  run(text, ctx) {
    const out = text.normalize('NFC');
    if (out !== text) ctx.count('recomposed');
    return out;
  },
};
