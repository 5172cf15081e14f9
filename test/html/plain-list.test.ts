/**
 * A list most of whose items are plain text keeps its items that are only a link (wcxb-dev 0390:
 * "The AI CLIs tested were: <a>Gemini CLI</a>, <a>Qwen CLI</a>, Crush CLI, ..." lost its two
 * linked tools as link lines), while a list of links and a short metadata line (kind · place ·
 * website) still lose their links.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'Each tool was asked to build the same small application from one prompt, and every result was read line by line before it was run.';

function page(lists: string): string {
  return `<!doctype html><html><head><title>Five coding tools</title></head><body>
<nav><a href="/">Home</a> <a href="/blog">Blog</a></nav><article><h1>Five coding tools</h1>
<p>${PROSE}</p><p>${PROSE}</p>${lists}<p>${PROSE}</p><p>${PROSE}</p></article></body></html>`;
}

async function text(html: string): Promise<string> {
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'list.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

const link = (slug: string, label: string) =>
  `<li><a href="https://blog.example.com/${slug}">${label}</a></li>`;

describe('link-only items of a plain list', () => {
  it('keeps linked items when most items are plain text', async () => {
    const t = await text(
      page(
        `<p>The tools tested were:</p><ul>${link('gemini', 'Gemini CLI')}${link('qwen', 'Qwen CLI')}<li>Crush CLI</li><li>Kilocode CLI</li><li>Codex CLI</li></ul>`,
      ),
    );
    for (const name of ['Gemini CLI', 'Qwen CLI', 'Crush CLI', 'Kilocode CLI', 'Codex CLI'])
      expect(t).toContain(name);
  });

  it('still drops a list made of links', async () => {
    const t = await text(
      page(
        `<ul>${link('a', 'Read our guide to editors')}${link('b', 'Best terminals of the year')}${link('c', 'Shell tips')}</ul>`,
      ),
    );
    expect(t).not.toContain('Best terminals of the year');
    expect(t).toContain('Each tool was asked');
  });

  it('still drops the link of a short metadata line', async () => {
    const t = await text(
      page(`<ul><li>Restaurant</li><li>Kemah</li>${link('home', 'example-restaurant.com')}</ul>`),
    );
    expect(t).not.toContain('example-restaurant.com');
  });
});
