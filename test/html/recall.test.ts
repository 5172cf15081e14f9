/**
 * Article text that the cleaning used to drop (wcxb-dev even half, issue #20's recall gap): each
 * case is a general shape, with a small page that fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { classWeight } from '../../shared/extract/html/score.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const extract = (html: string) =>
  htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder());

const PROSE =
  'The committee met on Tuesday to weigh the proposal, which would widen the road, add a cycle lane, and move the bus stop closer to the school gate.';

function page(inner: string): string {
  return `<html><body><nav><a href="/">Home</a></nav><main><h1>Road plan</h1><div class="post">
    <p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p>${inner}<p>${PROSE}</p></div></main></body></html>`;
}

describe('utility classes that say hidden of something else', () => {
  it('keeps a block whose only chrome word is overflow-hidden', async () => {
    const r = await extract(
      page(
        '<div class="grid overflow-hidden rounded"><p>What sets it apart: a twelve-month programme.</p></div>',
      ),
    );
    expect(r.body).toContain('What sets it apart');
  });

  it('keeps a block whose overflow utility is prefixed and underscored (Panda CSS: vds-overflow_hidden)', async () => {
    const r = await extract(
      page(
        '<div class="vds-box vds-flex_column vds-overflow_hidden"><p>Below is a round-up of seven top toddler sleep tips.</p></div>',
      ),
    );
    expect(r.body).toContain('round-up of seven top toddler sleep tips');
  });

  it('keeps a block hidden on small screens only (hidden md:block)', async () => {
    const r = await extract(
      page('<div class="hidden md:block"><p>Desktop readers see the full timetable here.</p></div>'),
    );
    expect(r.body).toContain('Desktop readers see the full timetable');
  });

  it('keeps a Drupal field whose label is hidden (field--label-hidden), not the field', async () => {
    const r = await extract(
      page(
        '<div class="field field--name-field-tip field--label-hidden"><p>Tip: ask the registrar before the term starts.</p></div>',
      ),
    );
    expect(r.body).toContain('ask the registrar');
  });

  it('keeps a block hidden only while empty (empty:hidden)', async () => {
    const r = await extract(
      page('<div class="flex w-full flex-col empty:hidden"><p>Visitors from search stay longer.</p></div>'),
    );
    expect(r.body).toContain('Visitors from search stay longer');
  });

  it('still weighs a block hidden from one width up (md:hidden) as chrome', () => {
    const $ = parseHtml(
      '<div id="e" class="flex empty:hidden"></div><div id="f" class="flex md:hidden"></div>',
    );
    expect(classWeight($('#e').get(0)!)).toBe(0);
    expect(classWeight($('#f').get(0)!)).toBe(-25);
  });

  it('still weighs a block hidden at every width, and other chrome words, as chrome', () => {
    const $ = parseHtml(
      '<div id="a" class="hidden"></div><div id="b" class="sidebar overflow-hidden"></div><div id="c" class="overflow-hidden md:flex"></div><div id="d" class="field field--label-hidden"></div>',
    );
    expect(classWeight($('#a').get(0)!)).toBe(-25);
    expect(classWeight($('#b').get(0)!)).toBe(-25);
    expect(classWeight($('#c').get(0)!)).toBe(0);
    expect(classWeight($('#d').get(0)!)).toBe(0);
  });
});

describe('linked headings over their own paragraph', () => {
  it('keeps a heading that links to the story when a plain paragraph follows it', async () => {
    const item =
      'The proof, found by a seventeen-year-old student, settles a conjecture about restriction estimates that stood for forty years.';
    const r = await extract(
      page(
        `<h2><a href="https://example.org/stories/cairo">At 17, a student solved a major mystery</a></h2><p>${item}</p>`,
      ),
    );
    expect(r.body).toContain('At 17, a student solved a major mystery');
  });

  it('still drops a linked heading over a one-line caption', async () => {
    const r = await extract(
      page(
        '<h2><a href="https://example.org/other">Another story you may like</a></h2><p>Photo: the archive.</p>',
      ),
    );
    expect(r.body).not.toContain('Another story you may like');
  });
});
