import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const PARA = (n: number) =>
  `<p>Paragraph ${n} of the article explains, in plain words, how the measurements were taken, which samples were used, and why the effect matters for the field.</p>`;
/** "Привет, мир" in KOI8-R: not valid UTF-8, and mojibake when read as windows-1252. */
const KOI8_GREETING = [0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4, 0x2c, 0x20, 0xcd, 0xc9, 0xd2];

function koi8Page(): Uint8Array {
  const head = enc(`<html><body><article><h1>Greeting</h1>${PARA(1)}${PARA(2)}${PARA(3)}${PARA(4)}<p>`);
  const tail = enc('</p></article></body></html>');
  return Uint8Array.from([...head, ...KOI8_GREETING, ...tail]);
}

const TABLE_PAGE = `<html><body><article><h1>Results</h1>${PARA(1)}${PARA(2)}${PARA(3)}
  <table><caption>Table 1. Mean scores by group</caption><tr><th>Group</th><th>Mean</th></tr>
  <tr><td>Control</td><td>-0.12</td></tr><tr><td>Treatment</td><td>0.48</td></tr></table>${PARA(4)}</article></body></html>`;

describe('HTML through the pipeline', () => {
  it("reads the charset from the source's Content-Type when the page declares none", async () => {
    const withType = await processDocument(
      { bytes: koi8Page(), key: 'ru.html', contentType: 'text/html; charset=KOI8-R' },
      DEFAULT_PROCESS_OPTIONS,
    );
    expect(withType.text).toContain('Привет, мир');
    expect(withType.sidecar.diagnostics.html).toMatchObject({
      encoding: 'koi8-r',
      encoding_source: 'content-type',
    });
    const without = await processDocument({ bytes: koi8Page(), key: 'ru.html' }, DEFAULT_PROCESS_OPTIONS);
    expect(without.text).not.toContain('Привет');
  });

  it('lists article tables in the sidecar and replaces them in placeholder mode', async () => {
    const inline = await processDocument({ bytes: enc(TABLE_PAGE), key: 't.html' }, DEFAULT_PROCESS_OPTIONS);
    expect(inline.sidecar.tables).toEqual([
      {
        page: null,
        caption: 'Table 1. Mean scores by group',
        bbox: null,
        cells: [
          ['Group', 'Mean'],
          ['Control', '-0.12'],
          ['Treatment', '0.48'],
        ],
        confidence: 1,
        method: 'html',
      },
    ]);
    expect(inline.text).toContain('Control\t-0.12');
    const placeholder = await processDocument(
      { bytes: enc(TABLE_PAGE), key: 't.html' },
      { ...DEFAULT_PROCESS_OPTIONS, tables: 'placeholder' },
    );
    expect(placeholder.text).toContain('[Table 1: Table 1. Mean scores by group]');
    expect(placeholder.text).not.toContain('Control');
    expect(placeholder.sidecar.tables).toHaveLength(1);
  });

  it('renders markdown with headings, numbered and bulleted lists, tables and fenced code', async () => {
    const html = `<html><body><article><h1>Study</h1>${PARA(1)}${PARA(2)}<h2>Methods</h2>${PARA(3)}
      <ol start="3"><li>Third step</li><li>Fourth step</li></ol><ul><li>A bullet</li></ul>
      <table><caption>Table 1. Means</caption><tr><th>Group</th><th>Mean</th></tr><tr><td>A|B</td><td>-0.12</td></tr></table>
      <pre>x  =  1\n  y</pre>${PARA(4)}</article></body></html>`;
    const out = await processDocument({ bytes: enc(html), key: 'm.html' }, DEFAULT_PROCESS_OPTIONS);
    const md = out.markdown ?? '';
    expect(md.startsWith('# Study\n\n')).toBe(true);
    expect(md).toContain('\n## Methods\n');
    expect(md).toContain('3. Third step\n\n4. Fourth step\n\n- A bullet');
    expect(md).toContain('**Table 1. Means**\n\n| Group | Mean |\n| --- | --- |\n| A\\|B | -0.12 |');
    expect(md).toContain('```\nx  =  1\n  y\n```');
    // The text output is not marked up.
    expect(out.text).not.toContain('## Methods');
    expect(out.text).toContain('\nMethods\n');
  });
});
