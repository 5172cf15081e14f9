/**
 * Boilerplate leaks: a chrome piece leaks when any of its snippets stands in the output as a run
 * of words (lower-cased `\w+` tokens, the WCXB metric's tokens, so punctuation, line breaks and
 * tabs between the words do not matter). A piece counts once however many of its snippets leak.
 */
const WORD = /[\p{L}\p{N}_]+/gu;

const words = (text: string): string => ` ${(text.toLowerCase().match(WORD) ?? []).join(' ')} `;

/** Whether `snippet` stands in `text` as a run of whole words. */
export function holds(text: string, snippet: string): boolean {
  return words(text).includes(words(snippet));
}

/** The kinds of the chrome pieces that leaked into `output`. */
export function leakedKinds(output: string, chrome: { kind: string; snippets: string[] }[]): string[] {
  const text = words(output);
  return chrome.filter((c) => c.snippets.some((s) => text.includes(words(s)))).map((c) => c.kind);
}
