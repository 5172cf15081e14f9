/**
 * A page that preloads the next story (infinite scroll) is served for the story its <title>
 * names; the next one, longer, must not win (own-story.ts). Pages that head their sections with
 * <h1>s, or print the site's name in an <h1>, have no second story and keep their whole article.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const OWN =
  'The regional water board said the river embankment failed twice during the winter, and engineers from the coastal agency were called in, at a cost of several millions.';
const NEXT =
  'Farmers in the dry east are switching from wheat to orchards, according to the agriculture department, which says yields have fallen, slowly but steadily, for a decade.';

async function text(html: string): Promise<string> {
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'stream.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

const paras = (s: string, n: number) => Array.from({ length: n }, () => `<p>${s}</p>`).join('\n');

/** The page's story (4 paragraphs) and, below it, a preloaded story (9 paragraphs) in `wrap`. */
function stream(title: string, wrap: (headline: string, byline: string, body: string) => string): string {
  return `<!doctype html><html><head><title>${title}</title></head><body>
<div class="header"><a href="/">The Daily Ledger</a></div>
${wrap('Flood defences to be rebuilt after record rainfall', '<div class="byline">By Ana Ruiz</div><time datetime="2026-03-02">2 March 2026</time>', paras(OWN, 4))}
${wrap('Farmers switch crops as dry summers become the norm', '<div class="byline">By Tom Hale</div><time datetime="2026-03-01">1 March 2026</time>', paras(NEXT, 9))}
<div class="footer">All rights reserved.</div></body></html>`;
}

describe("the page's own story", () => {
  it('is the story the <title> names, not the longer story preloaded after it', async () => {
    const t = await text(
      stream(
        'Flood defences to be rebuilt after record rainfall | The Daily Ledger',
        (h, by, body) =>
          `<article class="story"><h1>${h}</h1>${by}<div class="story-body">${body}</div></article>`,
      ),
    );
    expect(t).toContain('the river embankment failed twice');
    expect(t).not.toContain('switching from wheat to orchards');
  });

  it('is the first story when the <title> is reworded for search and names no headline', async () => {
    const t = await text(
      stream(
        'What you need to know about the floods today',
        (h, by, body) =>
          `<article class="story"><h1>${h}</h1>${by}<div class="story-body">${body}</div></article>`,
      ),
    );
    expect(t).toContain('the river embankment failed twice');
    expect(t).not.toContain('switching from wheat to orchards');
  });

  it('is found the same way in div soup without <article>', async () => {
    const t = await text(
      stream(
        'Flood defences to be rebuilt after record rainfall',
        (h, by, body) =>
          `<div class="item"><h1 class="title">${h}</h1>${by}<div class="text">${body}</div></div>`,
      ),
    );
    expect(t).toContain('the river embankment failed twice');
    expect(t).not.toContain('switching from wheat to orchards');
  });

  it('is the page when its later <h1>s head sections, with no byline under them', async () => {
    const t =
      await text(`<!doctype html><html><head><title>Flood defences to be rebuilt | Ledger</title></head><body>
<div class="top"><h1>Flood defences to be rebuilt</h1><p class="byline">By Ana Ruiz</p><div class="intro">${paras(OWN, 7)}</div></div>
<div class="part"><h1>How the new barrier works in practice</h1><div class="text">${paras(NEXT, 8)}</div></div>
</body></html>`);
    expect(t).toContain('switching from wheat to orchards');
  });

  /** Posts in one blog markup: `header.entry-header` (title, byline) then `div.entry-content`. */
  const post = (title: string, author: string, body: string) =>
    `<article class="post"><header class="entry-header">${title}<div class="entry-meta"><span class="byline">By <a rel="author" href="/author/x">${author}</a></span></div></header><div class="entry-content">${body}</div></article>`;

  it('leaves out a next post whose title is an <h2>, in the same markup', async () => {
    const t =
      await text(`<!doctype html><html><head><title>Flood defences to be rebuilt after record rainfall – Ledger</title></head><body><main>
${post('<h1 class="entry-title">Flood defences to be rebuilt after record rainfall</h1>', 'Ana Ruiz', paras(OWN, 5))}
<div class="next-post">${post('<h2 class="entry-title">Farmers switch crops as dry summers become the norm</h2>', 'Tom Hale', paras(NEXT, 5))}</div>
</main></body></html>`);
    expect(t).toContain('the river embankment failed twice');
    expect(t).not.toContain('switching from wheat to orchards');
  });

  it('finds the page story by a titled <div> on a page without headings', async () => {
    const t =
      await text(`<!doctype html><html><head><title>Flood defences to be rebuilt after record rainfall</title></head><body><div id="wrap">
${post('<div class="headline">Flood defences to be rebuilt after record rainfall</div>', 'Ana Ruiz', paras(OWN, 4))}
${post('<div class="headline">Farmers switch crops as dry summers become the norm</div>', 'Tom Hale', paras(NEXT, 9))}
</div></body></html>`);
    expect(t).toContain('the river embankment failed twice');
    expect(t).not.toContain('switching from wheat to orchards');
  });

  it('keeps every entry of a live blog, each under its own heading and byline', async () => {
    const entry = (i: number) =>
      `<div class="entry"><h2>Update number ${i} from the river</h2><p class="byline">By Ana Ruiz</p><div class="entry-body">${paras(i % 2 ? OWN : NEXT, 2)}</div></div>`;
    const t =
      await text(`<!doctype html><html><head><title>Live: the river in flood</title></head><body><main>
<h1>Live: the river in flood</h1><div class="entries">${[1, 2, 3, 4, 5, 6].map(entry).join('')}</div></main></body></html>`);
    for (const i of [1, 2, 3, 4, 5, 6]) expect(t).toContain(`Update number ${i} from the river`);
  });
});
