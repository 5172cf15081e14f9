/** OMML linearization convention (documented in shared/extract/docx/omml.ts). */
import { describe, expect, it } from 'vitest';
import { lin } from '../../shared/extract/docx/omml.ts';
import { parseXml } from '../../shared/extract/docx/xml.ts';

const M = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
const r = (t: string) => `<m:r><m:t>${t}</m:t></m:r>`;
const e = (x: string) => `<m:e>${x}</m:e>`;

function linear(inner: string): string {
  // As linearizeMath writes it into the run: whitespace collapsed and trimmed.
  return lin(parseXml(`<m:oMath xmlns:m="${M}">${inner}</m:oMath>`, 64, 'math').documentElement)
    .replace(/\s+/g, ' ')
    .trim();
}

describe('OMML to linear text', () => {
  it('writes fractions, scripts and radicals LaTeX-style', () => {
    expect(linear(`<m:f><m:num>${r('a')}</m:num><m:den>${r('b')}</m:den></m:f>`)).toBe('\\frac{a}{b}');
    expect(linear(`<m:sSup>${e(r('x'))}<m:sup>${r('2')}</m:sup></m:sSup>`)).toBe('x^2');
    expect(linear(`<m:sSub>${e(r('a'))}<m:sub>${r('n-k')}</m:sub></m:sSub>`)).toBe('a_{n-k}');
    expect(linear(`<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/>${e(r('b^2-4ac'))}</m:rad>`)).toBe(
      '\\sqrt{b^2-4ac}',
    );
  });

  it('keeps n-ary operators, delimiters and functions readable', () => {
    const sum = `<m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub>${r('k=0')}</m:sub><m:sup>${r('n')}</m:sup>${e(r('k'))}</m:nary>`;
    expect(linear(sum)).toBe('∑_{k=0}^n k');
    expect(linear(`<m:d>${e(r('x+a'))}</m:d>`)).toBe('(x+a)');
    expect(linear(`<m:func><m:fName>${r('cos')}</m:fName>${e(r('x'))}</m:func>`)).toBe('cos x');
  });

  it('writes a binomial (fraction without bar) and a matrix', () => {
    expect(
      linear(
        `<m:f><m:fPr><m:type m:val="noBar"/></m:fPr><m:num>${r('n')}</m:num><m:den>${r('k')}</m:den></m:f>`,
      ),
    ).toBe('\\binom{n}{k}');
    const mr = (a: string, b: string) => `<m:mr>${e(r(a))}${e(r(b))}</m:mr>`;
    expect(linear(`<m:m>${mr('1', '2')}${mr('3', '4')}</m:m>`)).toBe(
      '\\begin{matrix} 1 & 2 \\\\ 3 & 4 \\end{matrix}',
    );
  });
});
