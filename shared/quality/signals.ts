/**
 * Signals beside the reference score: they explain a score and catch failures the common-word
 * ratio cannot see (a perfectly English text whose two columns were interleaved scores 100).
 */
import { interleaveEvidence } from './interleave.ts';
import { detectLanguage } from './language.ts';

/** franc needs some text to be right; shorter samples report 'und' rather than a guess. */
export const LANGUAGE_MIN_CHARS = 200;
/** Language is judged on the opening; enough for a stable trigram profile, cheap on 1 MB inputs. */
export const LANGUAGE_SAMPLE_CHARS = 5_000;
/** Boilerplate: a line this short (chars)... */
export const BOILERPLATE_MAX_CHARS = 100;
/** ...with at least this many words (single-word headings such as "Method" recur legitimately)... */
export const BOILERPLATE_MIN_WORDS = 2;
/** ...repeating this often (running heads repeat on every page; three pages is the least evidence). */
export const BOILERPLATE_MIN_REPEATS = 3;

export interface RichSignals {
  chars: number;
  words: number;
  control_chars: number;
  pua_chars: number;
  replacement_chars: number;
  avg_word_length: number;
  alphabetic_ratio: number;
  language: string;
  /** Prose paragraphs ending mid-clause and not continued by the next paragraph (interleave.ts). */
  column_breakoffs: number;
  /** Of those, the ones resumed further down by a lowercase paragraph after another one's full stop. */
  column_resumptions: number;
  column_interleave_suspected: boolean;
  /** Distinct short lines that repeat, and their total occurrences. */
  boilerplate_lines: number;
  boilerplate_occurrences: number;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** ASCII whitespace as `\s` sees it: tab, line feed, vertical tab, form feed, carriage return, space. */
function isAsciiSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

function charClasses(text: string) {
  let control = 0;
  let pua = 0;
  let fffd = 0;
  let letters = 0;
  let visible = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // ASCII (nearly every character of a paper) by code; a Unicode regex per character was
    // most of this stage's time.
    if (c < 0x80) {
      if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) control++;
      else if (c === 0x7f) control++;
      if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) letters++;
      if (!isAsciiSpace(c)) visible++;
      continue;
    }
    const cp = text.codePointAt(i) ?? c;
    const ch = String.fromCodePoint(cp);
    if (cp > 0xffff) i++;
    if (cp >= 0x7f && cp <= 0x9f) control++;
    else if ((cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000) pua++;
    else if (cp === 0xfffd) fffd++;
    if (/\p{L}/u.test(ch)) letters++;
    if (!/\s/u.test(ch)) visible++;
  }
  return { control, pua, fffd, alphabeticRatio: visible ? letters / visible : 0 };
}

const LETTER = /\p{L}/u;

/** Runs of letters (what `/\p{L}+/gu` matches) and their mean length in UTF-16 units, by scanning. */
function wordStats(text: string): { words: number; avg: number } {
  let words = 0;
  let total = 0;
  let run = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let letter: boolean;
    let units = 1;
    if (c < 0x80) letter = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    else {
      const cp = text.codePointAt(i) ?? c;
      if (cp > 0xffff) units = 2;
      letter = LETTER.test(String.fromCodePoint(cp));
    }
    if (letter) run += units;
    else if (run) {
      words++;
      total += run;
      run = 0;
    }
    i += units - 1;
  }
  if (run) {
    words++;
    total += run;
  }
  return { words, avg: words ? total / words : 0 };
}

function boilerplate(text: string): { lines: number; occurrences: number } {
  const seen = new Map<string, number>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.length > BOILERPLATE_MAX_CHARS || line.includes('\t')) continue;
    if (line.split(/\s+/).length < BOILERPLATE_MIN_WORDS) continue;
    // Page numbers vary between copies of the same running head.
    const key = line.replace(/\d+/g, '#').toLowerCase();
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  let lines = 0;
  let occurrences = 0;
  for (const n of seen.values()) {
    if (n >= BOILERPLATE_MIN_REPEATS) {
      lines++;
      occurrences += n;
    }
  }
  return { lines, occurrences };
}

export function richSignals(text: string): RichSignals {
  const c = charClasses(text);
  const w = wordStats(text);
  const flow = interleaveEvidence(text);
  const bp = boilerplate(text);
  const sample = text.slice(0, LANGUAGE_SAMPLE_CHARS);
  const language = sample.trim().length >= LANGUAGE_MIN_CHARS ? detectLanguage(sample) : 'und';
  return {
    chars: text.length,
    words: w.words,
    control_chars: c.control,
    pua_chars: c.pua,
    replacement_chars: c.fffd,
    avg_word_length: round3(w.avg),
    alphabetic_ratio: round3(c.alphabeticRatio),
    language,
    column_breakoffs: flow.breakoffs,
    column_resumptions: flow.resumptions,
    column_interleave_suspected: flow.suspected,
    boilerplate_lines: bp.lines,
    boilerplate_occurrences: bp.occurrences,
  };
}
