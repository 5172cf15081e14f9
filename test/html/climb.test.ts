/**
 * Readability's parent climb, narrowed (extract.html 2.18.0, main-content.ts): when a block below
 * the top candidate's parent outscores it and holds prose before the choice, the article began
 * there. The page here is the shape of an embed that leaves a `<div>` unclosed: the rest of the
 * article nests inside the embed's table wrapper, which outscores the first half, and a second
 * (empty) embed beside the wrapper keeps the sibling merge from looking beside the embed.
 */
import { describe, expect, it } from 'vitest';
import { bodyOf } from '../helpers/html-article.ts';

const para = (tag: string, i: number) =>
  `<p>${tag} paragraph ${i} runs on about tipping, service charges, and what a diner owes, with clauses, commas, and figures that matter.</p>`;
const paras = (tag: string, n: number) => Array.from({ length: n }, (_, i) => para(tag, i + 1)).join('');

const unclosedEmbed = (after: string) =>
  `<html><body><nav><a href="/">Home</a></nav><h1>How much to tip</h1><div class="rich">${paras('Opening', 4)}` +
  `<div class="embed"><div class="wrap"><table><tr><td>Bill</td><td>15%</td></tr></table>${after}</div><div class="chart"></div></div></div>` +
  `<footer>Footer</footer></body></html>`;

describe('climbing past a dip to the block that holds the opening', () => {
  it('keeps the paragraphs before an embed that swallowed the rest of the article', async () => {
    const text = await bodyOf(unclosedEmbed(paras('Closing', 6)));
    expect(text).toContain('Opening paragraph 1');
    expect(text).toContain('Closing paragraph 6');
  });

  it('does not climb to take in what follows the article (no prose before the choice)', async () => {
    // Many short reader comments, each in a box of its own: none scores like a sibling of the
    // story, but together they lift the page's wrapper above the story's parent.
    const comments = Array.from(
      { length: 12 },
      (_, i) => `<div class="note"><p>Reader ${i + 1} says, frankly, that the tip was fine.</p></div>`,
    ).join('');
    const page = `<html><body><div class="shell"><div class="col"><div class="box">${paras('Story', 6)}</div></div>${comments}</div></body></html>`;
    const text = await bodyOf(page);
    expect(text).toContain('Story paragraph 6');
    expect(text).not.toContain('Reader 1 says');
  });
});
