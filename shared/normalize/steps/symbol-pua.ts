import { GREEK } from '../greek.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * Adobe Symbol encoding, non-Greek part: byte → Unicode. PDF text layers of Symbol-font glyphs
 * without a ToUnicode map surface as U+F000 + byte (the Windows symbol-font convention).
 * Bracket-building pieces (0xE6–0xEF, 0xF4–0xFE) have no single-character meaning: left as is.
 */
const SYMBOL_NON_GREEK: Record<number, string> = {
  32: ' ',
  33: '!',
  34: '∀',
  35: '#',
  36: '∃',
  37: '%',
  38: '&',
  39: '∋',
  40: '(',
  41: ')',
  42: '∗',
  43: '+',
  44: ',',
  45: '−',
  46: '.',
  47: '/',
  48: '0',
  49: '1',
  50: '2',
  51: '3',
  52: '4',
  53: '5',
  54: '6',
  55: '7',
  56: '8',
  57: '9',
  58: ':',
  59: ';',
  60: '<',
  61: '=',
  62: '>',
  63: '?',
  64: '≅',
  74: 'ϑ',
  86: 'ς',
  91: '[',
  92: '∴',
  93: ']',
  94: '⊥',
  95: '_',
  106: 'ϕ',
  118: 'ϖ',
  123: '{',
  124: '|',
  125: '}',
  126: '∼',
  161: 'ϒ',
  162: '′',
  163: '≤',
  164: '⁄',
  165: '∞',
  166: 'ƒ',
  167: '♣',
  168: '♦',
  169: '♥',
  170: '♠',
  171: '↔',
  172: '←',
  173: '↑',
  174: '→',
  175: '↓',
  176: '°',
  177: '±',
  178: '″',
  179: '≥',
  180: '×',
  181: '∝',
  182: '∂',
  183: '•',
  184: '÷',
  185: '≠',
  186: '≡',
  187: '≈',
  188: '…',
  192: 'ℵ',
  193: 'ℑ',
  194: 'ℜ',
  195: '℘',
  196: '⊗',
  197: '⊕',
  198: '∅',
  199: '∩',
  200: '∪',
  201: '⊃',
  202: '⊇',
  203: '⊄',
  204: '⊂',
  205: '⊆',
  206: '∈',
  207: '∉',
  208: '∠',
  209: '∇',
  210: '®',
  211: '©',
  212: '™',
  213: '∏',
  214: '√',
  215: '⋅',
  216: '¬',
  217: '∧',
  218: '∨',
  219: '⇔',
  220: '⇐',
  221: '⇑',
  222: '⇒',
  223: '⇓',
  224: '◊',
  225: '〈',
  226: '®',
  227: '©',
  228: '™',
  229: '∑',
  241: '〉',
  242: '∫',
};

function buildTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const [byte, ch] of Object.entries(SYMBOL_NON_GREEK))
    table.set(String.fromCharCode(0xf000 + Number(byte)), ch);
  for (const g of GREEK) {
    if (g.symbolLower) table.set(String.fromCharCode(0xf000 + g.symbolLower.charCodeAt(0)), g.lower);
    if (g.symbolUpper) table.set(String.fromCharCode(0xf000 + g.symbolUpper.charCodeAt(0)), g.upper);
  }
  return table;
}

const TABLE = buildTable();

export const symbolPua: Step = {
  id: 'symbol_pua',
  level: 'standard',
  version: 1,
  // Wingdings and other symbol fonts use the same U+F0xx range: the Symbol reading is an inference.
  evidence: 'inferential',
  description:
    'Private-Use U+F020–F0FF glyphs read through the Adobe Symbol encoding (U+F061 → α, U+F03D → =), declared as a fallback; other PUA untouched.',
  run(text, ctx) {
    let mapped = 0;
    const examples = new Set<string>();
    const out = replaceChanged(text, /[\uF020-\uF0FF]/g, (m) => {
      const ch = TABLE.get(m);
      if (ch === undefined) {
        ctx.count('unmapped');
        return m;
      }
      mapped++;
      if (examples.size < 5) examples.add(`U+${m.charCodeAt(0).toString(16).toUpperCase()}→${ch}`);
      return ch;
    });
    if (mapped) {
      ctx.count('symbol_mapped', mapped);
      ctx.fallback(
        'symbol_font_assumed',
        `${mapped} glyph(s) read as Adobe Symbol: ${[...examples].join(', ')}`,
      );
    }
    return out;
  },
};
