/**
 * Sentence starts inside a paragraph, for academic prose. A sentence ends at `.`, `!`, `?` or
 * `…` (with any closing quotes or brackets) followed by whitespace and a capital letter, a
 * digit, an opening quote or bracket, or a letter of a script without case; or at `。！？`.
 *
 * Not sentence ends, because academic text is full of them:
 * - abbreviations from ABBREVIATIONS ("e.g.", "i.e.", "Fig. 2", "et al. (2020)", "pp. 3–9");
 * - initials: a single capital before the period ("J. Smith", "A. B. Jones");
 * - dotted abbreviations ("U.S.", "Ph.D.", "e.g." written without the list);
 * - a period inside a number ("0.05", "p < .05", "t(38) = 2.10"): no whitespace follows it.
 *
 * Biases, admitted: "…vitamin C. Then…" and "…Smith et al. Their…" are not split (the single
 * capital and "al." always read as abbreviations), and "etc." is a sentence end when a capital
 * follows. A missed split costs only a coarser cut; a false split cuts a sentence in two.
 */

/** Lower-cased words that take an abbreviating period in papers; "no" and "p" read as "No. 5" and "p. 12". */
const ABBREVIATIONS = new Set([
  'al',
  'approx',
  'ca',
  'cf',
  'ch',
  'chap',
  'co',
  'corp',
  'dept',
  'dr',
  'ed',
  'eds',
  'eq',
  'eqs',
  'esp',
  'est',
  'fig',
  'figs',
  'gen',
  'inc',
  'jr',
  'lt',
  'ltd',
  'min',
  'mr',
  'mrs',
  'ms',
  'mt',
  'no',
  'nos',
  'nr',
  'p',
  'pp',
  'prof',
  'ref',
  'refs',
  'resp',
  'sec',
  'sect',
  'sr',
  'st',
  'suppl',
  'tab',
  'vol',
  'vols',
  'vs',
  'viz',
  'e.g',
  'i.e',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'exp',
  'expt',
  'n.b',
  'ibid',
  'op',
  'cit',
]);

/** Latin-script end: punctuation, closers, whitespace; the next character is looked at separately. */
const LATIN_END = /[.!?\u2026]+["'\u201d\u2019)\]]*\s+/gu;
/** CJK full stops end a sentence with no space after them. */
const CJK_END = /[\u3002\uff01\uff1f]+["'\u201d\u2019\u300d\u300f)\uff09]*\s*/gu;
/** What a new sentence may start with: a capital, a digit, an opener, or a letter without case. */
const STARTER = /^(?:\p{Lu}|\p{Lt}|\p{N}|["'\u201c\u2018([]|(?=\p{L})[^\p{Ll}])/u;

function abbreviation(before: string): boolean {
  // The word right before the period, without opening brackets or quotes.
  const word = (/[^\s([{"'\u201c\u2018]*$/u.exec(before) as RegExpExecArray)[0];
  if (!word) return false;
  if (ABBREVIATIONS.has(word.toLowerCase())) return true;
  if (/^\p{Lu}$/u.test(word)) return true; // an initial: "J. Smith"
  return /^(?:\p{L}{1,2}\.)+\p{L}{1,2}$/u.test(word); // "U.S", "Ph.D", "e.g"
}

/**
 * Offsets where sentences start in `text` between `from` and `to` (the first is `from`'s first
 * non-space character). Offsets are into `text`, so callers keep exact spans.
 */
export function sentenceStarts(text: string, from = 0, to = text.length): number[] {
  const part = text.slice(from, to);
  const first = part.search(/\S/);
  if (first < 0) return [];
  const starts = new Set<number>([from + first]);
  for (const m of part.matchAll(LATIN_END)) {
    const next = m.index + m[0].length;
    if (next >= part.length || !STARTER.test(part.slice(next, next + 2))) continue;
    const punct = /^[.!?\u2026]+/u.exec(m[0]) as RegExpExecArray;
    if (punct[0] === '.' && abbreviation(part.slice(Math.max(0, m.index - 24), m.index))) continue;
    starts.add(from + next);
  }
  for (const m of part.matchAll(CJK_END)) {
    const next = m.index + m[0].length;
    if (next < part.length) starts.add(from + next);
  }
  return [...starts].sort((a, b) => a - b);
}

/** Sentences of `text` between `from` and `to` as [start, end) spans, trailing whitespace trimmed. */
export function sentenceSpans(text: string, from = 0, to = text.length): { start: number; end: number }[] {
  const starts = sentenceStarts(text, from, to);
  return starts.map((start, i) => {
    let end = i + 1 < starts.length ? starts[i + 1] : to;
    while (end > start && /\s/.test(text[end - 1])) end--;
    return { start, end };
  });
}
