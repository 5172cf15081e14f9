/**
 * A heading numbered as a ranked entry ("2. <a>Stanford GSB</a>") is the entry's own heading even
 * though its text is a link (wcxb-dev 0022: the rankings lost every school's name), while an
 * unnumbered linked heading over a short line is still a link line.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'Admissions committees read every file twice, and the second reader decides whether the interview invitation goes out this round.';

async function text(entries: string): Promise<string> {
  const html = `<!doctype html><html><head><title>Top MBA programs</title></head><body><article>
<h1>Top MBA programs</h1><p>${PROSE}</p><p>${PROSE}</p>${entries}<p>${PROSE}</p><p>${PROSE}</p></article></body></html>`;
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'mba.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

const entry = (heading: string) =>
  `<div class="item"><h2>${heading}</h2><p>Famous for its ties to industry.</p><p>Class size: 424</p></div>`;

describe('numbered linked headings', () => {
  it('keeps a ranked entry whose name links to its page', async () => {
    const t = await text(
      entry('1. <a href="https://example.com/hbs">Harvard Business School</a>') +
        entry('2. <a href="https://example.com/gsb">Stanford GSB</a>'),
    );
    expect(t).toContain('Harvard Business School');
    expect(t).toContain('Stanford GSB');
  });

  it('still drops an unnumbered linked heading over a short line', async () => {
    const t = await text(entry('<a href="https://example.com/gsb">Stanford GSB admissions guide</a>'));
    expect(t).not.toContain('Stanford GSB admissions guide');
  });
});
