/**
 * Whether to trust a JSON-LD articleBody over the article found in the DOM. Publishers' bodies
 * are often teasers ("…"-truncated, or a fraction of the page's article), and sometimes carry
 * text the page does not show; on the scrapinghub benchmark, preferring them blindly lowers F1.
 * So the DOM wins unless it plainly missed the article: the body is used only when it is not a
 * teaser and the DOM text holds less than half of its word 4-grams (an app shell rendered by
 * scripts, a page whose article the scorer did not find).
 */

export type LdReason = 'no-body' | 'teaser' | 'dom-agrees' | 'dom-missed';

export interface LdChoice {
  /** The articleBody to use instead of the DOM text, or null to keep the DOM. */
  text: string | null;
  reason: LdReason;
  /** Characters of the longest articleBody seen (0 when none). */
  chars: number;
  /** Share of the body's word 4-grams found in the DOM text. */
  coverage: number | null;
}

/** A body ending in an ellipsis was cut by the publisher. */
const TRUNCATED = /(?:…|\.\.\.|\[…\]|\[\.\.\.\])\s*$/;
/** A body shorter than this share of the DOM article is a summary, not the article. */
const MIN_SHARE_OF_DOM = 0.5;
/** Below this share of the body's 4-grams present in the DOM text, the DOM missed the article. */
const MIN_COVERAGE = 0.5;
/** Word tokens as the shingle metric counts them. */
const WORD = /[\p{L}\p{N}_]+/gu;
const SHINGLE = 4;

function shingles(text: string): string[] {
  const words = text.match(WORD) ?? [];
  if (words.length < SHINGLE) return words.length ? [words.join(' ')] : [];
  const out: string[] = [];
  for (let i = 0; i + SHINGLE <= words.length; i++) out.push(words.slice(i, i + SHINGLE).join(' '));
  return out;
}

function coverage(body: string, dom: string): number {
  const wanted = shingles(body);
  if (!wanted.length) return 1;
  const have = new Set(shingles(dom));
  return wanted.filter((s) => have.has(s)).length / wanted.length;
}

export function chooseLdBody(bodies: (string | null)[], domText: string): LdChoice {
  const body = bodies
    .filter((b): b is string => !!b?.trim())
    .sort((a, b) => b.length - a.length)[0]
    ?.trim();
  if (!body) return { text: null, reason: 'no-body', chars: 0, coverage: null };
  if (TRUNCATED.test(body) || body.length < domText.length * MIN_SHARE_OF_DOM)
    return { text: null, reason: 'teaser', chars: body.length, coverage: null };
  const c = Math.round(coverage(body, domText) * 1000) / 1000;
  if (c >= MIN_COVERAGE) return { text: null, reason: 'dom-agrees', chars: body.length, coverage: c };
  return { text: body, reason: 'dom-missed', chars: body.length, coverage: c };
}
