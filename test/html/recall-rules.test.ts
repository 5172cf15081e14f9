/**
 * Recall rules of issue #20 (HTML part, docs/html.md): article text that the cleaning and the
 * boilerplate pruning used to drop. Each rule has a synthetic page that fails without it, and a
 * counter-case that the rule must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { linkDensity } from '../../shared/extract/html/score.ts';
import { isSourcesList } from '../../shared/extract/html/sources-list.ts';
import { articlePage, bodyOf } from '../helpers/html-article.ts';

const body = bodyOf;
const page = articlePage;

const linkItems = (titles: string[]) =>
  titles.map((t, i) => `<li><a href="https://example${i}.org/a/b">${t}</a></li>`).join('');

const SOURCES = [
  'Copyright exceptions for text and data mining',
  'Courts rule on fair use in training cases | Law Firm LLP',
  'Licensing deals between photo agencies and AI firms',
  'Collective licensing for music in the age of AI',
];

describe('a list under a heading naming the sources', () => {
  it('keeps every linked source under "References & Sources"', async () => {
    const text = await body(page(`<h2>References &amp; Sources</h2><ul>${linkItems(SOURCES)}</ul>`));
    for (const s of SOURCES) expect(text).toContain(s);
  });

  it('keeps a list after a heading and one introducing sentence', async () => {
    const text = await body(
      page(
        `<h3>Additional SEO Resources</h3><p>Use the following resources to learn more.</p><ul>${linkItems(SOURCES)}</ul>`,
      ),
    );
    for (const s of SOURCES) expect(text).toContain(s);
  });

  it('still drops the same list under a related-posts heading', async () => {
    const text = await body(page(`<h2>Related Posts</h2><ul>${linkItems(SOURCES)}</ul>`));
    for (const s of SOURCES) expect(text).not.toContain(s);
  });

  it('matches the heading on its whole text only', () => {
    const $ = parseHtml(
      `<body><h2 id="a">Sources</h2><ul id="l1"><li>x</li></ul>
       <h2>Where our sources come from and why it matters to readers</h2><ul id="l2"><li>x</li></ul>
       <p>Works cited:</p><ol id="l3"><li>x</li></ol>
       <h2>Sources</h2><p>${'long '.repeat(80)}</p><ul id="l4"><li>x</li></ul></body>`,
    );
    expect(isSourcesList($, $('#l1').get(0)!)).toBe(true);
    expect(isSourcesList($, $('#l2').get(0)!)).toBe(false);
    expect(isSourcesList($, $('#l3').get(0)!)).toBe(true);
    // A long paragraph between them is the section's text, not a sentence introducing the list.
    expect(isSourcesList($, $('#l4').get(0)!)).toBe(false);
  });
});

describe('a label and a link', () => {
  const entry = (name: string, where: string) =>
    `<h2>${name}</h2><p>${name} is a film about a family that moves to the coast, and what the sea does to them over one long summer.</p><p>Where to watch: <a href="https://example.com/${where}">${where}</a></p>`;

  it('keeps the line a roundup prints under every entry', async () => {
    const text = await body(
      page(entry('The Tide', 'Netflix') + entry('Low Water', 'Prime Video') + entry('Salt', 'HBO Max')),
    );
    expect(text).toContain('Where to watch: Netflix');
    expect(text).toContain('Where to watch: Prime Video');
    expect(text).toContain('Where to watch: HBO Max');
  });

  it('still drops a related-story pointer and a photo credit', async () => {
    const text = await body(
      page(
        `<p>Related reading: <a href="https://example.com/x">Tides</a></p><p>Photo: <a href="https://example.com/p">J. Doe</a></p>`,
      ),
    );
    expect(text).not.toContain('Related reading');
    expect(text).not.toContain('J. Doe');
  });
});

describe('a paragraph that is one linked sentence', () => {
  it('keeps a linked sentence of the writer ending in a full stop', async () => {
    const text = await body(
      page(
        `<p><a href="https://example.com/review"><strong>Read our full review of the range.</strong></a></p>`,
      ),
    );
    expect(text).toContain('Read our full review of the range.');
  });

  it('still drops linked headlines, questions and short buttons', async () => {
    const text = await body(
      page(
        `<p><a href="https://example.com/a">Who will make the Rock Hall in 2020?</a></p><p><a href="https://example.com/b">Ten things to know about tides</a></p><p><a href="https://example.com/c">Read more.</a></p>`,
      ),
    );
    expect(text).not.toContain('Rock Hall');
    expect(text).not.toContain('Ten things');
    expect(text).not.toContain('Read more');
  });
});

describe('a data table of linked names', () => {
  const rows = (n: number, linkValue: boolean) =>
    Array.from({ length: n }, (_, i) => {
      const value = `$${n - i}.${i}B`;
      return `<tr><td><a href="https://firm${i}.example.com/">Firm number ${i} Inc.</a></td><td>${linkValue ? `<a href="https://firm${i}.example.com/r">${value}</a>` : value}</td></tr>`;
    }).join('');

  it('keeps a ranking whose names link and whose values are plain', async () => {
    const text = await body(
      page(
        `<div class="table-scroll"><table><thead><tr><th>Company</th><th>Revenue</th></tr></thead><tbody>${rows(12, false)}</tbody></table></div>`,
      ),
    );
    expect(text).toContain('Firm number 0 Inc.\t$12.0B');
    expect(text).toContain('Firm number 11 Inc.\t$1.11B');
  });

  it('still drops a grid whose every cell is a link', async () => {
    const text = await body(page(`<div><table><tbody>${rows(12, true)}</tbody></table></div>`));
    expect(text).not.toContain('Firm number 0');
  });
});

describe('a linked heading over its entry', () => {
  const venue = (name: string, i: number) =>
    `<h3><a href="https://example.com/venue/${i}">${name}</a></h3><div>Korean, Flatiron</div>`;

  it("keeps each entry's linked name when details follow it", async () => {
    const text = await body(page(venue('Coqodaq', 1) + venue('Corima', 2) + venue('Bridges', 3)));
    expect(text).toContain('Coqodaq');
    expect(text).toContain('Corima');
    expect(text).toContain('Bridges');
  });

  it('still drops a linked heading with nothing after it, or only a sub-headline', async () => {
    const text = await body(
      page(
        `<h2><a href="https://example.com/subscribe">Click here to subscribe to the newsletter</a></h2><script>var x = 1;</script>` +
          `<div><h3><a href="https://example.com/recap">Chiefs vs. Chargers: Recap, highlights</a></h3><h4>Kansas City held on</h4></div>`,
      ),
    );
    expect(text).not.toContain('subscribe');
    expect(text).not.toContain('Chiefs vs. Chargers');
  });
});

describe('named anchors', () => {
  it('are no links: an entry whose heading is a named anchor stays', async () => {
    const entry = (n: number, name: string, share: string) =>
      `<div class="entry"><div class="entry-body"><h2><a id="e${n}" name="e${n}"><strong>${n}. ${name}</strong></a></h2><p><strong>Market share: ${share}</strong></p></div></div>`;
    const text = await body(
      page(entry(9, 'Farmers Insurance Group', '2.96%') + entry(10, 'Travelers Companies', '2.12%')),
    );
    expect(text).toContain('9. Farmers Insurance Group');
    expect(text).toContain('Market share: 2.96%');
    expect(text).toContain('Market share: 2.12%');
  });

  it('still counts a link with an href', () => {
    const $ = parseHtml(
      '<div id="a"><a name="x">Named anchor text here</a></div><div id="b"><a href="/x">Linked text here</a></div>',
    );
    expect(linkDensity($('#a').get(0)!)).toBe(0);
    expect(linkDensity($('#b').get(0)!)).toBe(1);
  });
});

describe('a run of linked paragraphs after a lead-in', () => {
  const deal = (n: number) =>
    `<p><a href="https://example.com/deal-${n}">Company ${n} acquires Startup ${n}</a></p><div class="ad-slot"></div><p>Company ${n} is buying Startup ${n} for an undisclosed sum, to add its detection engine to the platform it sells to banks.</p>`;

  it('keeps each linked headline of an announced run', async () => {
    const text = await body(
      page(
        `<p><strong>Here are the most important deals announced in October:</strong></p>${deal(1)}${deal(2)}${deal(3)}`,
      ),
    );
    expect(text).toContain('Company 1 acquires Startup 1');
    expect(text).toContain('Company 3 acquires Startup 3');
  });

  it('still drops a single link line after a lead-in', async () => {
    const text = await body(
      page(
        `<p>These are the foods we tested for this guide:</p><p>Oats, lentils, spinach and salmon, each tested for a week by the whole team at home.</p><p><a href="https://example.com/x">Check out these top healthy foods</a></p>`,
      ),
    );
    expect(text).not.toContain('Check out these top healthy foods');
  });
});
