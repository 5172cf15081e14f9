/**
 * The scrapinghub article-extraction benchmark metric, as its authors compute it
 * (see ../shared/corpus/html/SOURCES.md): 4-gram shingle multisets of \w+ tokens, per-page
 * normalised tp/fp/fn, mean precision over non-empty predictions, mean recall over non-empty truths.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const TOKEN = /[\p{L}\p{N}_]+/gu;

function shingles(text: string): Map<string, number> {
  const tokens = text.match(TOKEN) ?? [];
  const out = new Map<string, number>();
  if (!tokens.length) return out;
  const grams =
    tokens.length < 4
      ? [tokens.join(' ')]
      : tokens.slice(0, -3).map((_, i) => tokens.slice(i, i + 4).join(' '));
  for (const g of grams) out.set(g, (out.get(g) ?? 0) + 1);
  return out;
}

export interface PageScore {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  exact: boolean;
}

export function scorePage(truth: string, predicted: string): PageScore {
  const t = shingles(truth);
  const p = shingles(predicted);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const key of new Set([...t.keys(), ...p.keys()])) {
    const a = t.get(key) ?? 0;
    const b = p.get(key) ?? 0;
    tp += Math.min(a, b);
    fp += Math.max(0, b - a);
    fn += Math.max(0, a - b);
  }
  const sum = tp + fp + fn;
  if (sum > 0) {
    tp /= sum;
    fp /= sum;
    fn /= sum;
  }
  const perfect = fp === 0 && fn === 0;
  const precision = perfect ? 1 : tp === 0 && fp === 0 ? 0 : tp / (tp + fp);
  const recall = perfect ? 1 : tp === 0 && fn === 0 ? 0 : tp / (tp + fn);
  const tt = truth.match(TOKEN) ?? [];
  const pt = predicted.match(TOKEN) ?? [];
  return { tp, fp, fn, precision, recall, exact: tt.length === pt.length && tt.every((x, i) => x === pt[i]) };
}

export function aggregate(pages: PageScore[]): {
  precision: number;
  recall: number;
  f1: number;
  accuracy: number;
} {
  const withPred = pages.filter((p) => p.tp + p.fp > 0);
  const withTruth = pages.filter((p) => p.tp + p.fn > 0);
  const precision = withPred.reduce((s, p) => s + p.precision, 0) / Math.max(1, withPred.length);
  const recall = withTruth.reduce((s, p) => s + p.recall, 0) / Math.max(1, withTruth.length);
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1, accuracy: pages.filter((p) => p.exact).length / Math.max(1, pages.length) };
}

export interface BenchPage {
  id: string;
  html: Uint8Array;
  truth: string;
}

export function loadScrapinghub(dir: string): BenchPage[] {
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<
    string,
    { articleBody: string }
  >;
  return readdirSync(join(dir, 'html'))
    .filter((f) => f.endsWith('.html.gz'))
    .sort()
    .map((f) => {
      const id = f.replace(/\.html\.gz$/, '');
      return {
        id,
        html: new Uint8Array(gunzipSync(readFileSync(join(dir, 'html', f)))),
        truth: truth[id]?.articleBody ?? '',
      };
    });
}

/** Reference system outputs shipped with the benchmark ({id: {articleBody}}, sometimes wrapped). */
export function loadReference(dir: string, system: string): Record<string, string> {
  const raw = JSON.parse(readFileSync(join(dir, 'outputs', `${system}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const map = (raw.output ?? raw) as Record<string, { articleBody?: string }>;
  return Object.fromEntries(Object.entries(map).map(([id, v]) => [id, v?.articleBody ?? '']));
}
