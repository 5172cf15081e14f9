/**
 * olmOCR-Bench matching for present/absent/order tests (olmocr/bench/tests.py semantics):
 * NFC; hyphen, dash and quote variants folded to ASCII; whitespace collapsed; Markdown emphasis
 * ignored; `max_diffs` allows that many Levenshtein edits against any substring; `first_n` /
 * `last_n` look only at the start / end of the output; matching is case-sensitive unless the
 * test says otherwise.
 */
import { readFileSync } from 'node:fs';

export interface OlmTest {
  pdf: string;
  id: string;
  type: string;
  page?: number;
  text?: string;
  before?: string;
  after?: string;
  max_diffs?: number;
  case_sensitive?: boolean;
  first_n?: number | null;
  last_n?: number | null;
  category?: string;
  strictness?: string;
}

const FOLD: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '﹘': '-',
  '﹣': '-',
  '－': '-',
  '＿': '_',
  '\u00a0': ' ',
};
const FOLD_RE = new RegExp(`[${Object.keys(FOLD).join('')}]`, 'g');

export function normalizeOlm(s: string): string {
  return s
    .normalize('NFC')
    .replace(FOLD_RE, (c) => FOLD[c])
    .replace(/\*\*(.*?)\*\*/gs, '$1')
    .replace(/__(.*?)__/gs, '$1')
    .replace(/(?<![\w*])\*(?!\s)(.*?)(?<!\s)\*(?![\w*])/gs, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Start offsets of substrings of `text` within `k` edits of `pattern` (Sellers' algorithm on the
 * reversed strings, so that the free end of the reversed match is the start in the original).
 */
export function fuzzyStarts(pattern: string, text: string, k: number): number[] {
  if (k <= 0) {
    const out: number[] = [];
    for (let i = text.indexOf(pattern); i >= 0; i = text.indexOf(pattern, i + 1)) out.push(i);
    return out;
  }
  const p = [...pattern].reverse();
  const t = [...text].reverse();
  const m = p.length;
  let col = Array.from({ length: m + 1 }, (_, i) => i);
  const starts: number[] = [];
  for (let j = 1; j <= t.length; j++) {
    const next = new Array<number>(m + 1);
    next[0] = 0;
    for (let i = 1; i <= m; i++) {
      const cost = p[i - 1] === t[j - 1] ? 0 : 1;
      next[i] = Math.min(col[i - 1] + cost, col[i] + 1, next[i - 1] + 1);
    }
    col = next;
    if (col[m] <= k) starts.push(t.length - j);
  }
  return starts.sort((a, b) => a - b);
}

export interface Verdict {
  pass: boolean;
  why: string;
}

export function runOlmTest(test: OlmTest, output: string): Verdict {
  let text = normalizeOlm(output);
  if (test.first_n && test.last_n) text = text.slice(0, test.first_n) + text.slice(-test.last_n);
  else if (test.first_n) text = text.slice(0, test.first_n);
  else if (test.last_n) text = text.slice(-test.last_n);
  const cs = test.case_sensitive ?? true;
  const prep = (s: string) => (cs ? normalizeOlm(s) : normalizeOlm(s).toLowerCase());
  if (!cs) text = text.toLowerCase();
  const k = test.max_diffs ?? 0;
  if (test.type === 'present' || test.type === 'absent') {
    const found = fuzzyStarts(prep(test.text ?? ''), text, k).length > 0;
    const pass = test.type === 'present' ? found : !found;
    return { pass, why: pass ? 'ok' : test.type === 'present' ? 'missing' : 'present but must be absent' };
  }
  if (test.type === 'order') {
    const b = fuzzyStarts(prep(test.before ?? ''), text, k);
    const a = fuzzyStarts(prep(test.after ?? ''), text, k);
    if (!b.length) return { pass: false, why: 'before missing' };
    if (!a.length) return { pass: false, why: 'after missing' };
    const pass = b[0] < a[a.length - 1];
    return { pass, why: pass ? 'ok' : 'wrong order' };
  }
  return { pass: false, why: `unsupported type ${test.type}` };
}

export function readJsonl(path: string): OlmTest[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as OlmTest);
}

/** The test types a text extractor is scored on. */
export const TEXT_TYPES = new Set(['present', 'absent', 'order']);
