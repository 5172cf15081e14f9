/**
 * The language of a text sample: franc-min's answer (`franc(sample)`, with its data and script
 * expressions), computed for the top language only. franc scores every language of the
 * sample's script by looking each of the sample's trigrams up in every language's model, sorts
 * all the languages and normalizes their scores; only the first is wanted here. The models are
 * turned around once per process (trigram → the languages that have it), so each trigram is
 * looked up once, and only the smallest distance is kept. franc was a third of the quality
 * stage's CPU; the answer is the same (test/quality/language.test.ts checks it against franc).
 */
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';

/** franc's `MAX_LENGTH`: only the sample's first 2,048 UTF-16 units are read. */
const MAX_LENGTH = 2048;
/** franc's `MIN_LENGTH`: a shorter sample is undetermined. */
const MIN_LENGTH = 10;
/** franc's `MAX_DIFFERENCE`: the distance a trigram adds when the language's model lacks it. */
const MAX_DIFFERENCE = 300;
const UNDETERMINED = 'und';

/**
 * One script's models turned around: for each trigram, the languages whose model has it and its
 * rank there (its first place in the model, as franc keeps it), as flat [language, rank] pairs.
 */
interface ScriptIndex {
  languages: string[];
  postings: Map<string, number[]>;
}

let indexes: Map<string, ScriptIndex> | null = null;

function scriptIndexes(): Map<string, ScriptIndex> {
  if (indexes) return indexes;
  indexes = new Map();
  for (const [script, models] of Object.entries(data)) {
    const languages = Object.keys(models);
    const postings = new Map<string, number[]>();
    languages.forEach((name, language) => {
      const trigrams = models[name].split('|');
      const ranks = new Map<string, number>();
      // From the end, as franc does: a trigram listed twice keeps its first rank.
      for (let rank = trigrams.length - 1; rank >= 0; rank--) ranks.set(trigrams[rank], rank);
      for (const [trigram, rank] of ranks) {
        const list = postings.get(trigram);
        if (list) list.push(language, rank);
        else postings.set(trigram, [language, rank]);
      }
    });
    indexes.set(script, { languages, postings });
  }
  return indexes;
}

/** The script whose expression matches most of `value` (franc's `getTopScript`): first one on a tie. */
function topScript(value: string): [string | undefined, number] {
  let top: string | undefined;
  let topCount = -1;
  for (const [script, expression] of Object.entries(expressions)) {
    const count = (value.match(expression)?.length ?? 0) / value.length || 0;
    if (count > topCount) {
      topCount = count;
      top = script;
    }
  }
  return [top, topCount];
}

/**
 * The sample's distinct trigrams with their counts, as trigram-utils (which franc uses) makes
 * them: ASCII punctuation and digits become spaces, white space collapses, the ends are trimmed,
 * the text is lower-cased and padded with a space on each side.
 */
function trigramCounts(value: string): Map<string, number> {
  const clean = value
    .replace(/[\u0021-\u0040]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const padded = ` ${clean} `;
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const t = padded.slice(i, i + 3);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return counts;
}

/**
 * `franc(value)` from franc-min 6: an ISO 639-3 code, or 'und'. A language's distance is
 * franc's sum over the sample's trigrams of MAX_DIFFERENCE, or |count - rank - 1| for a trigram
 * its model has; here MAX_DIFFERENCE for every trigram less what each trigram in the model
 * saves, found through the inverted index (integers: the same sum in any order).
 */
export function detectLanguage(value: string): string {
  if (!value || value.length < MIN_LENGTH) return UNDETERMINED;
  const sample = value.slice(0, MAX_LENGTH);
  const [script, share] = topScript(sample);
  const index = script === undefined ? undefined : scriptIndexes().get(script);
  if (!index) return script === undefined || share === 0 ? UNDETERMINED : script;
  const counts = trigramCounts(sample);
  const saved = new Float64Array(index.languages.length);
  for (const [trigram, count] of counts) {
    const list = index.postings.get(trigram);
    if (!list) continue;
    for (let k = 0; k < list.length; k += 2)
      saved[list[k]] += MAX_DIFFERENCE - Math.abs(count - list[k + 1] - 1);
  }
  // The smallest distance; on a tie the earlier language, as franc's stable sort leaves it first.
  const all = MAX_DIFFERENCE * counts.size;
  let best = 0;
  for (let language = 1; language < saved.length; language++)
    if (all - saved[language] < all - saved[best]) best = language;
  return index.languages[best] ?? UNDETERMINED;
}
