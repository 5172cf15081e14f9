/**
 * Lists with links in the article (docs/html.md, "Lists with links"): the conditional cleaning
 * drops a list by its link density only when nearly all of its text is link text (0.9, as a data
 * table), not at 0.5 as any other block; a block whose text lies nearly all in lists counts as a
 * list. A list of other posts, all link, still goes.
 */
import { describe, expect, it } from 'vitest';
import { articlePage, bodyOf } from '../helpers/html-article.ts';

const body = bodyOf;
const page = articlePage;

/** A hotel brand's facts: each item a label and a link, two thirds of the list's text linked. */
const FACTS =
  '<ul><li>Official website: <a href="https://brand.example/">Six Senses Hotels Resorts Spas</a></li>' +
  '<li>Flagship hotel: <a href="https://brand.example/yao-noi">Six Senses Yao Noi in Phang Nga Bay</a></li>' +
  '<li>My favourite: <a href="https://brand.example/zighy-bay">Six Senses Zighy Bay on the Musandam coast</a></li></ul>';

/** An AsciiDoc list: `div.ulist` around the `<ul>`, each item a linked patch and a plain note (0.65 link). */
const PATCHES =
  '<div class="ulist"><ul>' +
  [
    'Allow casts between integers and pointers',
    'Add support for the weak variable attribute',
    'Fix get_size for long double',
  ]
    .map(
      (t, i) =>
        `<li><p><a href="https://patches.example/${i}">libgccjit: ${t}</a>, merged in November</p></li>`,
    )
    .join('') +
  '</ul></div>';

/** Other posts: every item all link. */
const OTHER_POSTS =
  '<ul>' +
  [
    'How to plan three days in Osaka with kids',
    'The best onsen towns for a first trip',
    'Taking the train in Japan: a guide',
  ]
    .map((t, i) => `<li><a href="https://blog.example/post-${i}">${t}</a></li>`)
    .join('') +
  '</ul>';

describe('lists with links in the article', () => {
  it('keeps a list of labels and links (link density about 0.65)', async () => {
    const text = await body(page(FACTS));
    expect(text).toContain('Official website: Six Senses Hotels Resorts Spas');
    expect(text).toContain('Flagship hotel: Six Senses Yao Noi in Phang Nga Bay');
  });

  it('keeps a list wrapped in a block that holds nothing else', async () => {
    const text = await body(page(PATCHES));
    expect(text).toContain('libgccjit: Allow casts between integers and pointers, merged in November');
    expect(text).toContain('libgccjit: Fix get_size for long double, merged in November');
  });

  it('still drops a list of other posts, all link', async () => {
    const text = await body(page(OTHER_POSTS));
    expect(text).not.toContain('How to plan three days in Osaka');
    expect(text).not.toContain('Taking the train in Japan');
  });
});
