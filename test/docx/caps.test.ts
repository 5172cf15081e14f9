/** w:caps: inline emphasis shown in capitals, whole-paragraph caps kept as typed (shared/extract/docx/caps.ts). */
import { describe, expect, it } from 'vitest';
import { applyInlineCaps } from '../../shared/extract/docx/caps.ts';
import { parseXml } from '../../shared/extract/docx/xml.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const run = (text: string, caps = false) =>
  `<w:r>${caps ? '<w:rPr><w:caps/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const offRun = (text: string) => `<w:r><w:rPr><w:caps w:val="0"/></w:rPr><w:t>${text}</w:t></w:r>`;

function apply(paragraphs: string[]): { text: string[]; applied: number } {
  const doc = parseXml(
    `<w:body xmlns:w="${W}">${paragraphs.map((p) => `<w:p>${p}</w:p>`).join('')}</w:body>`,
    64,
    'test',
  );
  const applied = applyInlineCaps(doc.documentElement);
  const text = Array.from(doc.getElementsByTagNameNS(W, 'p')).map((p) => p.textContent ?? '');
  return { text, applied };
}

describe('w:caps', () => {
  it('shows an all-caps word inside ordinary text in capitals', () => {
    expect(apply([run('The following word is: ') + run('capitalized', true) + run('.')])).toEqual({
      text: ['The following word is: CAPITALIZED.'],
      applied: 1,
    });
  });
  it('keeps the typed casing of a paragraph that is all caps (a design, not a word)', () => {
    expect(apply([run('A text box', true)]).text).toEqual(['A text box']);
    expect(apply([run('Pull ', true) + run('quote', true)]).text).toEqual(['Pull quote']);
  });
  it('decides per paragraph, ignores runs without letters and caps switched off', () => {
    const out = apply([
      run('Banner', true),
      run('see ') + run('note', true) + run(' 1.'),
      run('12 ', true) + run('Heading', true),
      offRun('plain') + run('x'),
    ]);
    expect(out.text).toEqual(['Banner', 'see NOTE 1.', '12 Heading', 'plainx']);
    expect(out.applied).toBe(1);
  });
});
